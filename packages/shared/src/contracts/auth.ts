import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { accountSchema, loginPasswordSchema } from '../rules/account';
import { ROLES, CLASSIFICATIONS, ACCOUNT_STATUSES } from '../auth/roles';
import { emptySchema } from './envelope';

export const userSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  classification: z.enum(CLASSIFICATIONS),
  status: z.enum(ACCOUNT_STATUSES),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** The password was chosen by someone else (an import, a manager): the web asks for a new one first. */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  account: accountSchema,
  password: loginPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionInfoSchema = z.object({
  user: userSchema,
  role: z.enum(ROLES),
  grantedAuthorities: z.array(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const loginResponseSchema = sessionInfoSchema.extend({
  /** Send back as the X-CSRF-Token header on every POST after login. */
  csrfToken: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/login.do',
    access: 'public',
    request: loginRequestSchema,
    response: loginResponseSchema,
    summary: 'Log in with an account name or 11-digit mobile and a password',
    tag: 'auth',
  }),
  adminLogin: defineEndpoint({
    method: 'POST',
    path: '/admin/login.do',
    access: 'public',
    request: loginRequestSchema,
    response: loginResponseSchema,
    summary: 'Log in as the chief admin (other accounts are refused)',
    tag: 'auth',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout.json',
    access: 'session',
    request: emptySchema,
    response: z.object({}),
    summary: 'End the current session',
    tag: 'auth',
  }),
};
