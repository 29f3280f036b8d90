import { CalendarView } from '../../CalendarPage';

/** `/calendar`: a month of the caller's courses. */
export default function CalendarPage() {
  return <CalendarView />;
}
