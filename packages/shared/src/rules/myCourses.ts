import { hasAuthority } from '../auth/authorities';
import { FINAL_STATUSES, NOT_STARTED_STATUSES, type CourseStatus } from '../machines/course';

/**
 * "My courses", defined once for the My courses page (/personal-course-list), the home page's
 * My courses panel and next-course countdown (the /student/* dashboards): the same people, the
 * same statuses per tab, so the home's figures always match the page its "All" link opens.
 */
export const MY_COURSE_TABS = ['ongoing', 'coming', 'completed'] as const;
export type MyCourseTab = (typeof MY_COURSE_TABS)[number];

/** Which statuses each tab lists: running; not started yet; over (a disabled course is hidden from learners). */
export const MY_COURSE_STATUSES: Record<MyCourseTab, readonly CourseStatus[]> = {
  ongoing: ['in_progress'],
  coming: [...NOT_STARTED_STATUSES],
  completed: FINAL_STATUSES.filter((s) => s !== 'disabled'),
};

/**
 * Whose courses: a learner's are those they are enrolled in (the chief admin, who may also learn,
 * included); those who only run courses (lecturers, enterprise users) get the courses they manage.
 */
export function myCoursesScope(authorities: readonly string[] | undefined): 'mine' | 'managed' {
  return hasAuthority(authorities, 'course:join') ? 'mine' : 'managed';
}
