import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import type { LoginRequest, SessionInfo } from '@sandtable/shared/contracts/auth';
import { clearUserQueries } from '../app/queryClient';
import { call } from './client';
import { queryKeys } from './queryKeys';
import { clearSession, saveLogin, setGrantedAuthorities, useGrantedAuthorities } from './session';

/** The logged-in user, role and authorities; refreshes the stored authorities as a side effect. */
export function useSessionInfo() {
  const loggedIn = useGrantedAuthorities() !== null;
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: async ({ signal }) => {
      const info = await call(api.user.loginUserInfo, {}, { signal });
      setGrantedAuthorities(info.grantedAuthorities);
      return info;
    },
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}

export function useBranding() {
  return useQuery({
    queryKey: queryKeys.branding,
    queryFn: ({ signal }) => call(api.system.branding, {}, { signal }),
    staleTime: Infinity,
  });
}

export type LoginKind = 'account' | 'admin';
const LOGIN_ENDPOINTS = { account: api.auth.login, admin: api.auth.adminLogin } as const;

export function useLogin(kind: LoginKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => call(LOGIN_ENDPOINTS[kind], request),
    onSuccess: (login) => {
      saveLogin(login);
      const info: SessionInfo = { user: login.user, role: login.role, grantedAuthorities: login.grantedAuthorities };
      queryClient.setQueryData(queryKeys.session, info);
    },
  });
}

/** Ends the session on the server, then forgets it here even if the server could not be reached. */
export function useLogout(onDone: () => void) {
  return useMutation({
    mutationFn: () => call(api.auth.logout, {}),
    onSettled: () => {
      clearSession();
      clearUserQueries();
      onDone();
    },
  });
}

/**
 * Unread messages and cart items for the header badges (spec §4). Zero until the message and
 * cart endpoints arrive with their features; they will replace this body, not the callers.
 */
export function useBadgeCounts() {
  return { unreadMessages: 0, cartItems: 0 };
}
