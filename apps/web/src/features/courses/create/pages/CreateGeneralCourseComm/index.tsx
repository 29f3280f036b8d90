import { CourseWizard } from '../../CourseWizard';

/** `/create-generalcourse-comm`: an open session without a lecturer; its teams fill by sign-up. */
export default function CreateGeneralCourseCommPage() {
  return <CourseWizard kind="open" />;
}
