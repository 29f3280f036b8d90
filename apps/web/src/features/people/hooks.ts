import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import { FILE_PATHS, type Person } from '@sandtable/shared/contracts/people';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { call, upload } from '../../api/client';
import { invalidate, keyOf, useEndpointMutation } from '../../api/endpointHooks';
import { useSessionInfo } from '../../api/hooks';
import { queryKeys } from '../../api/queryKeys';
import { profileRequests, type ProfileFormValues } from './mapping';

const p = api.people;

/** One's own full profile (/student-information, /administrator-modifiy). */
export function useProfile() {
  return useQuery({ queryKey: keyOf(p.profile), queryFn: ({ signal }) => call(p.profile, {}, { signal }) });
}

/** After a change to one's own account: the new profile, and the header's user refreshed. */
function useOwnAccountChanged() {
  const queryClient = useQueryClient();
  return (person: Person | undefined) => {
    if (person) queryClient.setQueryData(keyOf(p.profile), person);
    return queryClient.invalidateQueries({ queryKey: queryKeys.session });
  };
}

export function useSaveProfile() {
  const changed = useOwnAccountChanged();
  return useMutation({
    mutationFn: async ({ values, person }: { values: ProfileFormValues; person: Person }) => {
      const { update, nickname } = profileRequests(values, person);
      if (nickname) await call(p.updateNickName, { nickname });
      return call(p.update, update);
    },
    onSuccess: changed,
  });
}

type OwnAccountEndpoint = typeof p.updateEmail | typeof p.updateMobile;

/** Email or mobile: each answers with the updated profile. */
export function useChangeOwn<E extends OwnAccountEndpoint>(endpoint: E) {
  const changed = useOwnAccountChanged();
  return useMutation({ mutationFn: (data: RequestOf<E>) => call(endpoint, data) as Promise<Person>, onSuccess: changed });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (data: RequestOf<typeof p.updatePassword>) => call(p.updatePassword, data) });
}

export function useUploadAvatar() {
  const changed = useOwnAccountChanged();
  return useMutation({ mutationFn: (file: File) => upload(FILE_PATHS.avatar, file), onSuccess: changed });
}

/** Lists and numbers that change when an account is added, edited, disabled or promoted. */
const PEOPLE_VIEWS = [p.select, p.lecturerSelect, p.companySelect, p.numberOfStudent];

export const useUpdateMember = () => useEndpointMutation(p.memberUpdate, { invalidates: PEOPLE_VIEWS });
export const useSetStatus = () => useEndpointMutation(p.setStatus, { invalidates: PEOPLE_VIEWS });
export const useAddMembers = () => useEndpointMutation(p.add, { invalidates: PEOPLE_VIEWS });
export const useSaveLecturer = () => useEndpointMutation(p.lecturerSave, { invalidates: PEOPLE_VIEWS });
export const usePromoteLecturer = () => useEndpointMutation(p.lecturerPromote, { invalidates: PEOPLE_VIEWS });
export const useSaveCompany = () => useEndpointMutation(p.companyUpdate, { invalidates: [p.companySelect, p.select, queryKeys.session] });

export interface ImportOptions {
  file: File;
  dryRun: boolean;
  initialPassword: string;
  companyId?: number;
}

/** The spreadsheet import: the same file for the preview (dryRun) and the commit. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, initialPassword, companyId }: ImportOptions) =>
      upload(FILE_PATHS.batchAdd, file, { dryRun: String(dryRun), initialPassword, ...(companyId ? { companyId: String(companyId) } : {}) }),
    onSuccess: (result) => (result.created > 0 ? invalidate(queryClient, PEOPLE_VIEWS) : undefined),
  });
}

/** The chief admin acts on every company; an enterprise user on their own (the server pins it). */
export function useIsChiefAdmin(): boolean {
  return useSessionInfo().data?.role === 'chief_admin';
}
