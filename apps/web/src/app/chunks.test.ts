import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@sandtable/shared/rules/constants';
import { ChunkLoadError, forgetReload, loadChunk } from './chunks';

describe('loadChunk()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the chunk', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it('gives up after the 120-second timeout', async () => {
    const pending = loadChunk(() => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('turns an import failure into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});

describe('reloadOnceFor()', () => {
  it('reloads once per path, then reports that it already tried', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // A fresh module: the "reload under way" flag lives until the page unloads.
    vi.resetModules();
    const fresh = await import('./chunks');
    expect(fresh.reloadOnceFor('/home')).toBe(true);
    expect(reload).toHaveBeenCalledOnce();

    vi.resetModules();
    const afterReload = await import('./chunks');
    expect(afterReload.reloadOnceFor('/home')).toBe(false);
    afterReload.forgetReload();
    expect(afterReload.reloadOnceFor('/home')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
    forgetReload();
  });

  it('forgets the attempt once a chunk loads', async () => {
    sessionStorage.setItem('chunkReloadPath', '/home');
    await loadChunk(() => Promise.resolve({}));
    expect(sessionStorage.getItem('chunkReloadPath')).toBeNull();
  });
});
