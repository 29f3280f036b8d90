import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginResponseSchema, LoginResponse, SessionInfo } from '@sandtable/shared/contracts/auth';
import type { Endpoint, RequestOf } from '@sandtable/shared/contracts/endpoint';
import { clearUserQueries } from '../app/queryClient';
import { call } from './client';
import { refs, type EndpointRef } from './refs';
import { queryKeys } from './queryKeys';
import { useCart } from '../features/shop/cart';
import { clearSession, saveLogin, setGrantedAuthorities, useGrantedAuthorities } from './session';

/** The session query: one definition for the hook and for the shell's loader, which starts it early. */
export const sessionInfoQuery = {
  queryKey: queryKeys.session,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const info = await call(refs.loginUserInfo, {}, { signal });
    setGrantedAuthorities(info.grantedAuthorities);
    return info;
  },
  staleTime: 5 * 60_000,
};

/** The logged-in user, role and authorities; refreshes the stored authorities as a side effect. */
export function useSessionInfo() {
  const loggedIn = useGrantedAuthorities() !== null;
  return useQuery({ ...sessionInfoQuery, enabled: loggedIn });
}

/** The portal's branding: one definition for the hook and for main.tsx, which asks for it at boot. */
export const brandingQuery = {
  queryKey: queryKeys.branding,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(refs.branding, {}, { signal }),
  staleTime: Infinity,
};

export function useBranding() {
  return useQuery(brandingQuery);
}

export type LoginKind = 'account' | 'admin';
const LOGIN_ENDPOINTS = { account: refs.login, admin: refs.adminLogin } as const;

/** An endpoint that logs in: it answers with the login (and sets the session cookie). */
export type LoginEndpoint = Endpoint<z.ZodType, typeof loginResponseSchema>;

/** Keeps a login, however it was made: the stored session, and the session query answered at once. */
export function useStoreLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    (login: LoginResponse) => {
      saveLogin(login);
      const info: SessionInfo = { user: login.user, role: login.role, grantedAuthorities: login.grantedAuthorities };
      queryClient.setQueryData(queryKeys.session, info);
    },
    [queryClient],
  );
}

/** Calls a login endpoint (password, code, registration, chat-app binding) and keeps the login. */
export function useLoginCall<E extends LoginEndpoint>(endpoint: E | EndpointRef<E>) {
  const storeLogin = useStoreLogin();
  return useMutation({
    // A contract's endpoint is its own ref (method and path).
    mutationFn: (request: RequestOf<E>) => call(endpoint as EndpointRef<E>, request) as Promise<LoginResponse>,
    onSuccess: storeLogin,
  });
}

export function useLogin(kind: LoginKind) {
  return useLoginCall(LOGIN_ENDPOINTS[kind]);
}

/** Ends the session on the server, then forgets it here even if the server could not be reached. */
export function useLogout(onDone: () => void) {
  return useMutation({
    mutationFn: () => call(refs.logout, {}),
    onSettled: () => {
      clearSession();
      clearUserQueries();
      onDone();
    },
  });
}

/**
 * Unread messages and cart items for the header badges (spec §4). Messages are zero until notices
 * arrive; the cart is the buyer's, kept in this browser (features/shop/cart.ts).
 */
export function useBadgeCounts() {
  const { data: info } = useSessionInfo();
  const cart = useCart(info?.user.id);
  return { unreadMessages: 0, cartItems: cart.length };
}
