import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the
 * same three calls when several instances share files (docs/operations.md).
 */
export interface FileStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
}

export function filesDir(config: Config): string {
  return config.FILES_DIR ?? path.join(config.DATA_DIR, 'files');
}

export function localFileStore(dir: string): FileStore {
  // Ids are random base64url: two-character fan-out keeps directories small.
  const where = (id: string) => path.join(dir, id.slice(0, 2), id);
  return {
    async put(id, bytes) {
      await fs.mkdir(path.dirname(where(id)), { recursive: true });
      await fs.writeFile(where(id), bytes);
    },
    async get(id) {
      try {
        return await fs.readFile(where(id));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(id) {
      await fs.rm(where(id), { force: true });
    },
  };
}
