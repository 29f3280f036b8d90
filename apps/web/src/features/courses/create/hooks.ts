import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@sandtable/shared/contracts/index';
import { COURSE_FILE_PATHS, type CourseCreateInput, type studentSheetResultSchema } from '@sandtable/shared/contracts/courses';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { call, upload } from '../../../api/client';
import { keyOf, useEndpointMutation } from '../../../api/endpointHooks';
import { useSessionInfo } from '../../../api/hooks';
import { useAccess } from '../../../app/access';

export type StudentSheetResult = z.infer<typeof studentSheetResultSchema>;

// The wizard's student sheet is one more multipart path of the contract: teach upload() its answer.
declare module '../../../api/client' {
  interface UploadBodies {
    [COURSE_FILE_PATHS.studentSheet]: StudentSheetResult;
  }
}

const c = api.courses;

/** Lists and calendars that show courses: a new or changed course makes them stale. */
export const COURSE_VIEWS = [c.select, c.get, c.teamList, c.onGoing, c.comingSoon, c.completed, c.topCountdown];

export const useCreateCourse = () => useEndpointMutation(c.create, { invalidates: COURSE_VIEWS });

export function usePlan() {
  return useMutation({ mutationFn: (request: RequestOf<typeof c.plan>) => call(c.plan, request) });
}

/** Reads an .xls/.xlsx student table; nothing is written on the server. */
export function useStudentSheet() {
  return useMutation({ mutationFn: (file: File) => upload(COURSE_FILE_PATHS.studentSheet, file) });
}

/**
 * Who may be picked as lecturer: a lecturer creates their own courses and is the lecturer; other
 * course creators pick from the active lecturers (/user/lecturer/select.json needs course:create).
 */
export function useLecturerChoice(): { mode: 'self'; self: { id: number; name: string } } | { mode: 'pick' } | { mode: 'loading' } | { mode: 'unavailable' } {
  const session = useSessionInfo().data;
  const mayList = useAccess()['course:create'];
  if (!session) return { mode: 'loading' };
  if (session.role === 'lecturer') return { mode: 'self', self: { id: session.user.id, name: session.user.name } };
  // Asking without the authority would end in "no permission": say so on the field instead.
  return mayList ? { mode: 'pick' } : { mode: 'unavailable' };
}

export function useLecturers(keyword: string, enabled: boolean) {
  const request = { pageNum: 1, pageSize: 20, ...(keyword ? { keyword } : {}) } as RequestOf<typeof api.people.lecturerSelect>;
  return useQuery({
    queryKey: keyOf(api.people.lecturerSelect, request),
    queryFn: ({ signal }) => call(api.people.lecturerSelect, request, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export type { CourseCreateInput };
