import { useQuery } from '@tanstack/react-query';
import { courseEndpoints as c, type CourseDetail } from '@sandtable/shared/contracts/courses';
import { SCHEDULED_STATUSES } from '@sandtable/shared/machines/course';
import { call } from './client';
import { keyOf } from './endpointHooks';

/** The cache key of `/course/get.json`: actions that answer with the detail write it here. */
export const courseKey = (id: number) => keyOf(c.get, { id });

/** How often a live course is asked again: its start, releases and team changes show up by themselves. */
export const LIVE_REFRESH_MS = 30_000;
const LIVE: readonly string[] = SCHEDULED_STATUSES;

export interface CourseQueryOptions<T> {
  /**
   * The course's own page: asked again every LIVE_REFRESH_MS while the course is scheduled or
   * running, and on every visit of the route.
   */
  live?: boolean;
  /** How long an answer is fresh (a drawer opened from a list). */
  staleTime?: number;
  /** The part of the detail the caller renders (re-renders only when it changes). */
  select?: (detail: CourseDetail) => T;
}

/**
 * `/course/get.json`, the one hook for it: the course, its teams, the caller's place, abilities and
 * history. `id` null or not positive: nothing is asked. 100004 when the caller may not see it.
 */
export function useCourse<T = CourseDetail>(id: number | null, { live = false, staleTime, select }: CourseQueryOptions<T> = {}) {
  return useQuery({
    queryKey: keyOf(c.get, { id }),
    queryFn: ({ signal }) => call(c.get, { id: id! }, { signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    select,
    staleTime,
    ...(live
      ? {
          refetchInterval: (query: { state: { data?: CourseDetail } }) => (query.state.data && LIVE.includes(query.state.data.course.status) ? LIVE_REFRESH_MS : false),
          // Coming back to the page (a new visit of the route) asks again.
          refetchOnMount: 'always' as const,
        }
      : {}),
  });
}
