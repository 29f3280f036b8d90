import type { FastifyRequest } from 'fastify';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { UPLOAD_LIMIT_BYTES } from '@sandtable/shared/rules/constants';
import { uploadFileNameSchema } from '@sandtable/shared/rules/uploads';
import { fail, failFields } from '../../lib/errors';
import type { Upload } from './files.service';

/** Reads a multipart request: one file part and text fields. Oversized files stop at the limit. */
export async function readMultipart(req: FastifyRequest): Promise<{ file: Upload | null; fields: Record<string, string> }> {
  if (!req.isMultipart()) return fail(Errors.validationFailed, { detail: 'multipart/form-data' });
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const name = uploadFileNameSchema.safeParse(part.filename);
        if (!name.success) failFields(name.error.issues.map((issue) => ({ path: ['file'], message: issue.message })));
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      fail(Errors.uploadTooLarge, { limit: `${UPLOAD_LIMIT_BYTES.file / 1024 / 1024}MB` });
    }
    throw err;
  }
  return { file, fields };
}

export function requireFile(file: Upload | null): Upload {
  if (!file || file.bytes.length === 0) fail(Errors.validationFailed, { detail: 'file' });
  return file!;
}
