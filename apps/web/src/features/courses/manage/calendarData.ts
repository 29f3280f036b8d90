import dayjs, { type Dayjs } from 'dayjs';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { courseEndpoints } from '@sandtable/shared/contracts/courses';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import type { CourseStatus } from '@sandtable/shared/machines/course';
import { useAccess } from '../../../app/access';
import { useEndpointQuery } from '../../../api/endpointHooks';

/** The most courses one calendar or schedule request asks for (the contract's page limit). */
export const CALENDAR_PAGE = 100;

/** Managers see the courses they run; everybody else the ones they are enrolled in. */
export function useCalendarScope(): 'managed' | 'mine' {
  return useAccess()['course:create'] ? 'managed' : 'mine';
}

/** The days a month view shows: from the Monday (or locale's first day) before the 1st, six weeks. */
export function monthGrid(month: Dayjs): { from: Dayjs; to: Dayjs } {
  const from = month.startOf('month').startOf('week');
  return { from, to: from.add(42, 'day') };
}

/** Courses overlapping [from, to), in start order. */
export function useCoursesBetween(from: Dayjs, to: Dayjs, options: { scope?: 'managed' | 'mine'; status?: CourseStatus[] } = {}) {
  const fallback = useCalendarScope();
  return useEndpointQuery(courseEndpoints.select, {
    scope: options.scope ?? fallback,
    from: from.toISOString(),
    to: to.toISOString(),
    ...(options.status ? { status: options.status } : {}),
    sort: 'startAt',
    order: 'asc',
    pageNum: 1,
    pageSize: CALENDAR_PAGE,
  });
}

/** Does the course run (any part of) this day? */
export function runsOn(course: Pick<CourseSummary, 'startAt' | 'endAt'>, day: Dayjs): boolean {
  const start = dayjs(course.startAt);
  const end = dayjs(course.endAt);
  return !start.isAfter(day.endOf('day')) && !end.isBefore(day.startOf('day'));
}

export function coursesOn<T extends Pick<CourseSummary, 'startAt' | 'endAt'>>(courses: readonly T[] | undefined, day: Dayjs): T[] {
  return (courses ?? []).filter((c) => runsOn(c, day));
}

/** Weeks from `from` (a week's first day) for `count` weeks, each with the courses running in it. */
export function byWeek<T extends Pick<CourseSummary, 'startAt' | 'endAt'>>(courses: readonly T[], from: Dayjs, count: number): { start: Dayjs; end: Dayjs; courses: T[] }[] {
  return Array.from({ length: count }, (_, i) => {
    const start = from.add(i, 'week');
    const end = start.add(1, 'week');
    return { start, end, courses: courses.filter((c) => dayjs(c.startAt).isBefore(end) && !dayjs(c.endAt).isBefore(start)) };
  });
}

/** Columns 1–7 of a week row that the course covers (clamped to the week). */
export function weekSpan(course: Pick<CourseSummary, 'startAt' | 'endAt'>, weekStart: Dayjs): { from: number; to: number } {
  const first = Math.max(0, dayjs(course.startAt).startOf('day').diff(weekStart, 'day'));
  const last = Math.min(6, dayjs(course.endAt).startOf('day').diff(weekStart, 'day'));
  return { from: first + 1, to: Math.max(first, last) + 2 };
}
