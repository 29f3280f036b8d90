import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** How users reach the portal: PUBLIC_URL, else the origin this request came to (TRUST_PROXY behind a proxy). */
export const publicOrigin = (req: FastifyRequest, config: Config): string => config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;

/** Two secrets equal, compared in constant time; a missing one never matches. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
