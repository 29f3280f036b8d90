import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { UPLOAD_RULES, humanSize, uploadTypesOf, type UploadKind } from '@sandtable/shared/rules/uploads';
import type { AppDeps } from '../../lib/context';
import { fail } from '../../lib/errors';
import { findFile, insertFile } from './files.repo';

export interface Upload {
  bytes: Buffer;
  filename?: string;
}

/**
 * The type of an upload is read from its bytes (magic numbers), never from its name: a renamed
 * file is refused. Legacy .xls (an OLE container) is reported by file-type as 'application/x-cfb'.
 */
export async function checkUpload(kind: UploadKind, upload: Upload): Promise<string> {
  const rule = UPLOAD_RULES[kind];
  if (upload.bytes.length > rule.maxBytes) fail(Errors.uploadTooLarge, { limit: humanSize(rule.maxBytes) });
  const detected = await fileTypeFromBuffer(upload.bytes);
  const mime = detected?.mime === 'application/x-cfb' ? 'application/vnd.ms-excel' : detected?.mime;
  if (!mime || !rule.mimes.includes(mime)) {
    fail(Errors.uploadTypeInvalid, { types: uploadTypesOf(kind) });
  }
  return mime!;
}

/** Stores a checked upload and returns its public URL (/files/<id>). */
export async function saveUpload(deps: AppDeps, ownerId: number, kind: UploadKind, upload: Upload) {
  const mime = await checkUpload(kind, upload);
  const id = randomBytes(18).toString('base64url');
  // The row first, the bytes inside its transaction: a refused insert leaves nothing on disk, a
  // failed write leaves no row.
  await deps.db.transaction(async (tx) => {
    await insertFile(tx, { id, ownerId, kind, mime, size: upload.bytes.length, originalName: upload.filename?.slice(0, 200) });
    await deps.files.put(id, upload.bytes);
  });
  return { id, url: `/files/${id}` };
}

export async function readFile(deps: AppDeps, id: string) {
  const row = await findFile(deps.db, id);
  if (!row) return null;
  const bytes = await deps.files.get(id);
  return bytes ? { mime: row.mime, bytes } : null;
}

/** What is stored under an id (its kind and type), without the bytes; undefined when nothing is. */
export async function storedFile(deps: AppDeps, id: string) {
  const row = await findFile(deps.db, id);
  return row && { id: row.id, kind: row.kind, mime: row.mime };
}
