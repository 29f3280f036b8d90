import { useQuery } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { call } from '../../../api/client';
import { keyOf, useEndpointMutation } from '../../../api/endpointHooks';
import { COURSE_VIEWS } from '../create/hooks';

const c = api.courses;

export type CourseFilter = RequestOf<typeof c.select>;

/** One course with its teams, history and the caller's abilities (loaded on demand). */
export function useCourseDetail(id: number | null) {
  return useQuery({
    queryKey: keyOf(c.get, { id }),
    queryFn: ({ signal }) => call(c.get, { id: id! }, { signal }),
    enabled: id !== null,
    staleTime: 10_000,
  });
}

export const useUpdateCourse = () => useEndpointMutation(c.update, { invalidates: COURSE_VIEWS });
export const useCloseCourse = () => useEndpointMutation(c.adminClose, { invalidates: COURSE_VIEWS });
export const useRestartCourse = () => useEndpointMutation(c.adminRestart, { invalidates: COURSE_VIEWS });
