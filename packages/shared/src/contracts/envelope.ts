import { z } from './zod';

/** Every response is `{ head: { code, message }, body }` (spec §7). */
export const headSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Validation failures: which field failed and why, in the caller's language. */
  fields: z.array(z.object({ field: z.string(), path: z.string().optional(), message: z.string() })).optional(),
});

export type Head = z.infer<typeof headSchema>;

export function envelopeSchema<T extends z.ZodType>(body: T) {
  return z.object({ head: headSchema, body: body.nullable() });
}

export interface Envelope<T> {
  head: Head;
  body: T | null;
}

/** A request with nothing to send; unknown fields are ignored. */
export const emptySchema = z.object({});
