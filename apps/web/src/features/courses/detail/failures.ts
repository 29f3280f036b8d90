import { ApiError } from '../../../api/client';

/**
 * A 100001 whose fields name a row of a list ("mobile" of which student?) cannot be put next to
 * a field: turn it into one message for the form's alert, each field's message once.
 */
export function asOneMessage(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.head.fields?.length) return error;
  const messages = [...new Set(error.head.fields.map((f) => f.message))];
  return new ApiError({ code: error.code, message: messages.join(' ') });
}
