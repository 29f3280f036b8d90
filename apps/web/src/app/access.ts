import { useMemo } from 'react';
import { AUTHORITIES, hasAuthority, type Authority } from '@sandtable/shared/auth/authorities';
import type { Access as EndpointAccess } from '@sandtable/shared/contracts/endpoint';
import { useGrantedAuthorities } from '../api/session';
import { HOME_PATH } from './routes';

/** Who may open a route: the same vocabulary as the endpoints (anyone, any session, one authority). */
export type RouteAccess = EndpointAccess;

/** What the current user may do, as booleans (the ant-design-pro `access` pattern). */
export type AccessFlags = { readonly loggedIn: boolean } & { readonly [A in Authority]: boolean };

/** Pure: granted authorities (null when logged out) -> flags. */
export function access(granted: readonly string[] | null): AccessFlags {
  const flags: Record<string, boolean> = { loggedIn: granted !== null };
  for (const authority of AUTHORITIES) flags[authority] = hasAuthority(granted ?? undefined, authority);
  return flags as AccessFlags;
}

export function allows(flags: AccessFlags, required: RouteAccess): boolean {
  if (required === 'public') return true;
  return flags.loggedIn && (required === 'session' || flags[required]);
}

export function useAccess(): AccessFlags {
  const granted = useGrantedAuthorities();
  return useMemo(() => access(granted), [granted]);
}

/**
 * "My courses" for whoever asks: a learner's courses, else the courses a lecturer or company runs
 * (their management list), else home. Pages that lead back to one's courses use it, so no role
 * lands on a page it may not open.
 */
export function myCoursesPath(flags: AccessFlags): string {
  if (flags['course:join']) return '/personal-course-list';
  if (flags['course:create']) return '/course-management';
  return HOME_PATH;
}
