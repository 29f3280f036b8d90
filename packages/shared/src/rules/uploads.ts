import { UPLOAD_LIMIT_BYTES } from './constants';

/** Upload kinds with their limits and accepted types (spec §5); types are checked by content. */
export const UPLOAD_KINDS = ['avatar', 'qr', 'picture', 'import'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; mimes: readonly string[] }> = {
  avatar: { maxBytes: UPLOAD_LIMIT_BYTES.avatar, mimes: ['image/jpeg', 'image/png'] },
  qr: { maxBytes: UPLOAD_LIMIT_BYTES.qr, mimes: ['image/jpeg', 'image/png'] },
  picture: { maxBytes: UPLOAD_LIMIT_BYTES.file, mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  import: {
    maxBytes: UPLOAD_LIMIT_BYTES.file,
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'],
  },
};
