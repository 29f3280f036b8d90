import { z } from '../contracts/zod';
import { UPLOAD_LIMIT_BYTES } from './constants';

/** The name a browser gives an uploaded file (kept for the record): text like any other field. */
export const uploadFileNameSchema = z.string();

/** Upload kinds with their limits and accepted types (spec §5); types are checked by content. */
export const UPLOAD_KINDS = ['avatar', 'qr', 'picture', 'import', 'commodity'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; mimes: readonly string[] }> = {
  avatar: { maxBytes: UPLOAD_LIMIT_BYTES.avatar, mimes: ['image/jpeg', 'image/png'] },
  qr: { maxBytes: UPLOAD_LIMIT_BYTES.qr, mimes: ['image/jpeg', 'image/png'] },
  picture: { maxBytes: UPLOAD_LIMIT_BYTES.file, mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  // What browsers show everywhere; GIF is left out (a shop picture does not move).
  commodity: { maxBytes: UPLOAD_LIMIT_BYTES.commodity, mimes: ['image/jpeg', 'image/png', 'image/webp'] },
  import: {
    maxBytes: UPLOAD_LIMIT_BYTES.file,
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'],
  },
};

/** File extensions of the accepted types (the browser's pre-check and `accept` attribute). */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** What a user reads for a type: "JPG", "XLSX"… */
export const uploadTypeName = (mime: string) => Object.entries(UPLOAD_EXTENSIONS).find(([, m]) => m === mime)?.[0].toUpperCase() ?? mime;

/** The accepted types of a kind, as the error message lists them: "JPG / PNG". */
export const uploadTypesOf = (kind: UploadKind) => [...new Set(UPLOAD_RULES[kind].mimes.map(uploadTypeName))].join(' / ');

/** A byte limit as people read it: "1MB", "700KB". */
export const humanSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.round(bytes / 1024)}KB`);
