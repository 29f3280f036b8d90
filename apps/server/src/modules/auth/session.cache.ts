import type { Actor } from '../../lib/actor';

/**
 * Recently seen sessions, in process, so that an authenticated request needs no database round
 * trip. Every write that ends a session or changes what an Actor carries (status, role, password,
 * profile, company name) forgets the affected entries at once on this instance; other instances
 * notice within `ttlMs` (docs/operations.md). A lookup that began before a forget is not cached,
 * so a request racing a logout cannot put the ended session back.
 */
export interface SessionCache {
  get(sessionId: string): CachedSession | null;
  /** `since`: `version()` read before the database lookup began. */
  set(sessionId: string, entry: CachedSession, since: number): void;
  version(): number;
  forgetSession(sessionId: string): void;
  forgetUser(userId: number): void;
  forgetAll(): void;
}

export interface CachedSession {
  actor: Actor;
  expiresAt: number;
  lastSeenAt: number;
}

const MAX_ENTRIES = 20_000;

export function createSessionCache(ttlMs: number, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, CachedSession & { until: number }>();
  let version = 0;
  const forget = (match: (entry: CachedSession) => boolean) => {
    version++;
    for (const [id, entry] of entries) if (match(entry)) entries.delete(id);
  };
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return null;
      const t = now();
      if (t < entry.until && t < entry.expiresAt) return entry;
      entries.delete(sessionId);
      return null;
    },
    set(sessionId, entry, since) {
      if (ttlMs <= 0 || since !== version) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { ...entry, until: now() + ttlMs });
    },
    version: () => version,
    forgetSession(sessionId) {
      version++;
      entries.delete(sessionId);
    },
    forgetUser: (userId) => forget((entry) => entry.actor.userId === userId),
    forgetAll: () => forget(() => true),
  };
}
