import { CourseList } from '../../CourseList';

/** `/course-management`: the courses the caller manages, as a dense table. */
export default function CourseManagementPage() {
  return <CourseList variant="table" />;
}
