import type { Role } from './roles';

/**
 * Authority strings, granted by role and returned at login as `grantedAuthorities` (spec §3, §6).
 * The server checks a route's authority; the web derives menus and buttons from the same list.
 */
export const AUTHORITIES = [
  'portal:use', // any logged-in account: home, profile, messages
  'admin:console', // the admin dashboard and admin screens
  'user:manage', // students: list, add, import, edit, disable
  'lecturer:manage',
  'company:manage',
  'course:create',
  'course:manage', // close and restart any course (chapters are released by each course's managers)
  'course:join',
  'course:observe',
  'order:manage', // orders and refunds
  'order:place',
  'shop:manage', // commodities and products
  'promotion:manage',
  'notice:manage',
  'coin:give', // lecturer tips and rewards
  'report:company',
  // The chief admin's portal settings: partner brandings, the SMS outbox (it holds login codes).
  'portal:settings',
] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const ROLE_AUTHORITIES: Record<Role, readonly Authority[]> = {
  chief_admin: AUTHORITIES,
  enterprise: [
    'portal:use',
    'admin:console',
    'user:manage',
    'company:manage',
    'course:create',
    'course:observe',
    'order:place',
    'report:company',
  ],
  lecturer: ['portal:use', 'course:create', 'course:observe', 'coin:give'],
  student: ['portal:use', 'course:join', 'order:place'],
  channel_student: ['portal:use', 'course:join', 'order:place'],
  observer: ['portal:use', 'course:observe'],
};

export function authoritiesOf(role: Role): Authority[] {
  return [...ROLE_AUTHORITIES[role]];
}

/** A permission is held if it appears in the granted authorities (spec §6). */
export function hasAuthority(granted: readonly string[] | undefined, authority: Authority): boolean {
  return !!granted && granted.includes(authority);
}
