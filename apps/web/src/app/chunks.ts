import { CHUNK_LOAD_TIMEOUT_MS } from '@sandtable/shared/rules/constants';
import { session } from '../lib/storage';

/** The path a reload was last tried for; a second failure there shows an error instead of looping. */
const RELOAD_KEY = 'chunkReloadPath';

/** A page chunk that failed to arrive (network, a new deployment, or the 120 s timeout). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** A failed import as a ChunkLoadError, which the error page answers by reloading once. */
export function chunkLoadError(cause: unknown): ChunkLoadError {
  return new ChunkLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
}

/** Loads a lazy chunk, giving up after the spec's timeout (§1, §9). */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${timeoutMs} ms`)), timeoutMs);
  });
  const loaded = load().then(
    (chunk) => {
      session.remove(RELOAD_KEY);
      return chunk;
    },
    (cause: unknown) => {
      throw chunkLoadError(cause);
    },
  );
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Retries navigation to the pending path by reloading the page there (stale chunk names after a
 * deployment are cured by a fresh index.html). Returns false when that was already tried.
 */
export function reloadOnceFor(path: string): boolean {
  if (reloading) return true;
  if (session.get(RELOAD_KEY) === path) return false;
  session.set(RELOAD_KEY, path);
  reloading = true;
  window.location.reload();
  return true;
}
// Set until the page unloads, so a re-render (or StrictMode's double effect) does not give up early.
let reloading = false;

/** The user asked to try again: allow one more automatic reload. */
export function forgetReload() {
  session.remove(RELOAD_KEY);
}
