import { CourseList } from '../../CourseList';

/** `/course-management-new`: the same courses as cards. */
export default function CourseManagementNewPage() {
  return <CourseList variant="cards" />;
}
