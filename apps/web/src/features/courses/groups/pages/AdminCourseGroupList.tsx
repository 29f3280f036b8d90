import { GroupList } from '../GroupList';

/** `/admin-course-group-list-new`: the course groups the caller manages. */
export default function AdminCourseGroupListPage() {
  return <GroupList />;
}
