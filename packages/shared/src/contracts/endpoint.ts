import type { z } from 'zod';
import type { Authority } from '../auth/authorities';

/**
 * Who may call an endpoint: anyone, any logged-in account, or holders of one authority.
 * Record-level checks (whose record) live in the server's <domain>.policy.ts.
 */
export type Access = 'public' | 'session' | Authority;

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  /** Body for POST, query for GET. */
  request: Req;
  /** The `body` of the envelope on success. */
  response: Res;
  summary: string;
  tag: string;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, const A extends Access>(
  e: Endpoint<Req, Res> & { access: A },
): Endpoint<Req, Res> & { access: A } {
  return e;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
