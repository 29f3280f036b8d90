import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@sandtable/shared/contracts/endpoint';
import { envelopeSchema } from '@sandtable/shared/contracts/envelope';
import { Errors, SUCCESS_CODE } from '@sandtable/shared/errors/catalogue';
import type { Access } from '@sandtable/shared/contracts/endpoint';
import { hasAuthority, type Authority } from '@sandtable/shared/auth/authorities';
import type { Actor } from './actor';
import type { HandlerContext } from './context';
import { fail } from './errors';
import { csrfMatches, loadActor } from '../plugins/session';

type ActorFor<E> = E extends { access: 'public' } ? Actor | null : Actor;

export type Handler<E extends Endpoint> = (
  ctx: Omit<HandlerContext<z.output<E['request']>>, 'actor'> & { actor: ActorFor<E> },
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Serves one endpoint of the shared contract: validation, the envelope, OpenAPI, and the access
 * check of DESIGN §3 (session, CSRF on POST, authority) before the body is even validated, so a
 * caller without access learns nothing about the expected input.
 */
export interface ServeOptions {
  /** Per-IP limit (@fastify/rate-limit), e.g. on login and code checks. */
  rateLimit?: { max: number; timeWindow: string };
}

export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: ServeOptions = {},
): void {
  const input = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      [input]: endpoint.request,
      response: { 200: envelopeSchema(endpoint.response) },
      ...(endpoint.access === 'public' ? {} : { security: [{ session: [], csrf: [] }] }),
    },
    preValidation: async (req) => {
      req.actor = await loadActor(req, app.deps);
      authorize(req, endpoint.access);
      if (endpoint.method === 'POST' && req.body === undefined) req.body = {};
    },
    handler: async (req, reply) => {
      const body = await handler({
        body: (endpoint.method === 'GET' ? req.query : req.body) as z.output<E['request']>,
        req,
        reply,
        deps: app.deps,
        actor: req.actor as ActorFor<E>,
      });
      return { head: { code: SUCCESS_CODE, message: req.t(Errors.success.key) }, body };
    },
  });
}

function authorize(req: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  const actor = req.actor;
  if (!actor) fail(Errors.noAuthority);
  if (req.method !== 'GET' && !csrfMatches(req, actor!)) fail(Errors.csrfInvalid);
  if (access !== 'session' && !hasAuthority(actor!.authorities, access as Authority)) fail(Errors.noAuthority);
}
