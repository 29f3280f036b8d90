import { CourseWizard } from '../../CourseWizard';

/** `/create-generalcourse`: a special session with a lecturer. */
export default function CreateGeneralCoursePage() {
  return <CourseWizard kind="special" />;
}
