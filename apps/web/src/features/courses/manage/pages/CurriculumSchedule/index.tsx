import { Schedule } from '../../Schedule';

/** `/curriculum-schedule`: upcoming and running courses, a table by week. */
export default function CurriculumSchedulePage() {
  return <Schedule variant="table" />;
}
