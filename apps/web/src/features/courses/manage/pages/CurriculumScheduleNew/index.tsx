import { Schedule } from '../../Schedule';

/** `/curriculum-schedule-new`: the schedule as a week timeline. */
export default function CurriculumScheduleNewPage() {
  return <Schedule variant="timeline" />;
}
