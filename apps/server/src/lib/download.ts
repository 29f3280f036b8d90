import type { FastifyReply } from 'fastify';

/** The files the portal makes for a caller. */
const TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

/**
 * A Content-Disposition header: an ASCII `filename` for old clients and the real name as RFC 5987
 * `filename*` (UTF-8, percent-encoded outside attr-char), so a Chinese course or person name
 * reaches the browser intact and never breaks the header.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a file made for this caller (a report, a class's scores, a template in their language):
 * never stored by a shared cache, named for the browser; `inline` opens a PDF in the browser's viewer.
 */
export function sendFile(reply: FastifyReply, body: Buffer, file: { type: keyof typeof TYPES; fileName: string; inline?: boolean }) {
  return reply
    .type(TYPES[file.type])
    .header('content-disposition', contentDisposition(file.fileName, file.inline ? 'inline' : 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(body);
}
