import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@sandtable/shared/rules/constants';
import type { Actor } from '../lib/actor';
import type { AppDeps } from '../lib/context';
import { findSession, hashToken, touchSession } from '../modules/auth';
import { actorOf } from '../modules/user';

/**
 * Cookie sessions bound to a database row (DESIGN §3): httpOnly, SameSite=Lax; the CSRF token
 * from the login response must come back in the X-CSRF-Token header on every state change.
 */
export const SESSION_COOKIE = 'sandtable_sid';

export async function loadActor(req: FastifyRequest, deps: AppDeps): Promise<Actor | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  const id = hashToken(token);
  const cached = deps.sessions.get(id);
  if (cached) {
    const touched = await touchSession(deps.db, { id, userId: cached.actor.userId, lastSeenAt: new Date(cached.lastSeenAt) }, ttlMs(deps));
    if (touched) Object.assign(cached, touched);
    return cached.actor;
  }
  const since = deps.sessions.version();
  const found = await findSession(deps.db, id);
  if (!found) return null;
  const touched = await touchSession(deps.db, found.session, ttlMs(deps));
  const actor = actorOf(found, found.session);
  deps.sessions.set(id, { actor, expiresAt: found.session.expiresAt.getTime(), lastSeenAt: found.session.lastSeenAt.getTime(), ...touched }, since);
  return actor;
}

export function csrfMatches(req: FastifyRequest, actor: Actor): boolean {
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(actor.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const ttlMs = (deps: AppDeps) => deps.config.SESSION_TTL_HOURS * 3_600_000;

export function setSessionCookie(reply: FastifyReply, deps: AppDeps, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.COOKIE_SECURE,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: AppDeps): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.COOKIE_SECURE });
}
