/** The auth module's public face: password login, sessions and their cache. */
import { defineModule } from '../../lib/module';
import { authRoutes } from './auth.routes';

export const authModule = defineModule('auth', authRoutes, ['@fastify/rate-limit']);

export { completeLogin, requestMeta } from './auth.routes';
export { checkCredentials, openSession, type OpenedSession } from './auth.service';
export { clearFailures } from './login-failures.repo';
export { createSession, deleteSessionsOf, findSession, hashToken, touchSession } from './session.repo';
export { createSessionCache, type SessionCache } from './session.cache';
