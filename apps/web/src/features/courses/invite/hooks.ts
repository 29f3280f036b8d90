import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { call } from '../../../api/client';
import { invalidate, keyOf, useEndpointMutation } from '../../../api/endpointHooks';
import { useLocale } from '../../../i18n/useLocale';
import { COURSE_VIEWS } from '../detail/hooks';
import { courseKey } from '../../../api/courses';

const inv = api.invitations;

/**
 * What an invite code opens (wrong, used-up, expired and full codes fail with their own message,
 * in the language of the request: a language switch asks again).
 */
export function useInviteInfo(code: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...keyOf(inv.get, { code }), locale],
    queryFn: ({ signal }) => call(inv.get, { code: code! }, { signal }),
    enabled: !!code,
    retry: false,
  });
}

/** Joins with a code (optionally into a team); the course page then has the new detail. */
export function useJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: RequestOf<typeof inv.join>) => call(inv.join, data),
    onSuccess: (detail) => {
      queryClient.setQueryData(courseKey(detail.course.id), detail);
      return invalidate(queryClient, [inv.get, ...COURSE_VIEWS]);
    },
  });
}

/** The lists an invite code or invitation changes. */
const INVITE_VIEWS = [inv.select, inv.inviteCourseList, inv.invitationMemberQuery, inv.selectHis];

export const useSaveCodes = () => useEndpointMutation(inv.save, { invalidates: INVITE_VIEWS });
export const useRevokeCode = () => useEndpointMutation(inv.revoke, { invalidates: INVITE_VIEWS });
export const useInviteByMobile = () => useEndpointMutation(inv.invitation, { invalidates: INVITE_VIEWS });
