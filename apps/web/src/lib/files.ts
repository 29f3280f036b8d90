import { UPLOAD_EXTENSIONS as EXTENSIONS, UPLOAD_RULES, humanSize, uploadTypesOf, type UploadKind } from '@sandtable/shared/rules/uploads';
import { i18n } from '../i18n';

/**
 * The browser's check of a chosen file against the shared upload rules (spec §5), before any
 * bytes are sent. The server checks again, by content; here the name has to do. The messages are
 * the server's own (errors:uploadTooLarge / uploadTypeInvalid), so both checks read alike.
 */
export { humanSize };

/** The `accept` attribute of a file input for this kind of upload. */
export function acceptOf(kind: UploadKind): string {
  const mimes: readonly string[] = UPLOAD_RULES[kind].mimes;
  return Object.entries(EXTENSIONS)
    .filter(([, mime]) => mimes.includes(mime))
    .map(([ext]) => `.${ext}`)
    .join(',');
}

/** Why this file cannot be uploaded as `kind`, in the current language; null when it can. */
export function fileProblem(kind: UploadKind, file: { name: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind];
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const mime = file.name.includes('.') ? EXTENSIONS[extension] : undefined;
  if (!mime || !rule.mimes.includes(mime)) {
    return i18n.t('errors:uploadTypeInvalid', { types: uploadTypesOf(kind) });
  }
  if (file.size > rule.maxBytes) return i18n.t('errors:uploadTooLarge', { limit: humanSize(rule.maxBytes) });
  return null;
}
