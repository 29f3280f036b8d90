import { TeamList } from '../../TeamList';

/** `/admin-course-team-list`: teams across the courses the caller manages. */
export default function AdminCourseTeamListPage() {
  return <TeamList />;
}
