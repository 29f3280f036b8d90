import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { courseEndpoints } from '@sandtable/shared/contracts/courses';
import { invitationEndpoints } from '@sandtable/shared/contracts/invitations';
import type { courseDetailSchema, CourseDetail } from '@sandtable/shared/contracts/courses';
import type { z } from 'zod';
import type { Endpoint, RequestOf } from '@sandtable/shared/contracts/endpoint';
import { call } from '../../../api/client';
import { invalidate } from '../../../api/endpointHooks';
import { courseKey } from '../../../api/courses';

const c = courseEndpoints;
const inv = invitationEndpoints;

/** Lists and dashboards that show a course's status, seats or membership. */
export const COURSE_VIEWS: readonly Endpoint[] = [
  c.select,
  c.onGoing,
  c.comingSoon,
  c.completed,
  c.topCountdown,
  c.courseMessage,
  inv.inviteCourseList,
  inv.select,
  inv.selectHis,
  inv.invitationMemberQuery,
];

/** The course id of `?id=`; 0 when missing or not a number. */
export function courseIdOf(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Endpoints that answer with the whole course detail. */
type DetailEndpoint = Endpoint<z.ZodType, typeof courseDetailSchema>;

/**
 * A course action answered with the new detail: the page takes it at once (no second request)
 * and the lists showing the course refetch.
 */
export function useCourseAction<E extends DetailEndpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: RequestOf<E>) => call(endpoint, data) as Promise<CourseDetail>,
    onSuccess: (detail) => tookCourseDetail(queryClient, detail),
  });
}

/** A course action's answer: the course's page takes the new detail, the lists showing it refetch. */
export function tookCourseDetail(queryClient: QueryClient, detail: CourseDetail) {
  queryClient.setQueryData(courseKey(detail.course.id), detail);
  return invalidate(queryClient, COURSE_VIEWS);
}

/** Leaving answers with nothing: the detail and lists are refetched. */
export function useLeaveCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(c.leave, { courseId }),
    onSuccess: () => invalidate(queryClient, [courseKey(courseId), ...COURSE_VIEWS]),
  });
}

/** Issues (or re-issues) the caller's certificate; the detail then carries it. */
export function useGenerateCertificate(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Omit<RequestOf<typeof c.certificateGenerate>, 'courseId'>) => call(c.certificateGenerate, { courseId, ...data }),
    onSuccess: (certificate) => {
      queryClient.setQueryData<CourseDetail>(courseKey(courseId), (detail) => (detail?.me ? { ...detail, me: { ...detail.me, certificate } } : detail));
    },
  });
}
