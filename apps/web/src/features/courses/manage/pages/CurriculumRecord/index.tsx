import { Record } from '../../Record';

/** `/curriculum-record`: finished, closed and failed courses with their history. */
export default function CurriculumRecordPage() {
  return <Record />;
}
