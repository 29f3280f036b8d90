import { CourseWizard } from '../../CourseWizard';

/** `/invite-creatCourses`: an in-house course of a company, with its lecturer. */
export default function InviteCreatCoursesPage() {
  return <CourseWizard kind="in_house" />;
}
