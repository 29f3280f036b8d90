import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access, Endpoint } from '@sandtable/shared/contracts/endpoint';
import { envelopeSchema } from '@sandtable/shared/contracts/envelope';
import { Errors, SUCCESS_CODE } from '@sandtable/shared/errors/catalogue';
import { hasAuthority, type Authority } from '@sandtable/shared/auth/authorities';
import type { Actor } from './actor';
import type { HandlerContext } from './context';
import { fail } from './errors';
import { translator } from './i18n';
import type { Locale } from '@sandtable/shared/i18n/index';
import { csrfMatches, loadActor } from '../plugins/session';

type ActorFor<E> = E extends { access: 'public' } ? Actor | null : Actor;

export type Handler<E extends Endpoint> = (
  ctx: Omit<HandlerContext<z.output<E['request']>>, 'actor'> & { actor: ActorFor<E> },
) => Promise<z.input<E['response']>> | z.input<E['response']>;

export interface ServeOptions {
  /** Per-IP limit (@fastify/rate-limit), e.g. on login and code checks. */
  rateLimit?: { max: number; timeWindow: string };
}

/**
 * Serves one endpoint of the shared contract: validation, the envelope, OpenAPI, and the access
 * check of DESIGN §3 (session, CSRF on POST, authority) before the body is even validated, so a
 * caller without access learns nothing about the expected input.
 */
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
      ...security(endpoint.access),
    },
    preValidation: async (req) => {
      await guard(req, app, endpoint.access);
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
      return success(req, body);
    },
  });
}

/** A raw route (multipart upload, file download) behind the same access rules as an endpoint. */
export interface RawRoute {
  method: 'GET' | 'POST';
  path: string;
  access: Exclude<Access, 'public'>;
  summary: string;
  tag: string;
}

export function serveRaw(
  app: FastifyInstance,
  route: RawRoute,
  handler: (ctx: Omit<HandlerContext<unknown>, 'body'>) => Promise<unknown>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: { summary: route.summary, tags: [route.tag], ...security(route.access) },
    preValidation: async (req) => guard(req, app, route.access),
    handler: async (req, reply) => handler({ req, reply, deps: app.deps, actor: req.actor! }),
  });
}

/** The success envelope, for raw routes that answer JSON. */
export function success(req: FastifyRequest, body: unknown) {
  return { head: successHead(req.locale), body };
}

/** The same head on every success: translated once per locale, not on each request. */
const successHeads = new Map<Locale, { code: string; message: string }>();
function successHead(locale: Locale) {
  let head = successHeads.get(locale);
  if (!head) successHeads.set(locale, (head = { code: SUCCESS_CODE, message: translator(locale)(Errors.success.key) }));
  return head;
}

async function guard(req: FastifyRequest, app: FastifyInstance, access: Access): Promise<void> {
  req.actor = await loadActor(req, app.deps);
  if (access === 'public') return;
  const actor = req.actor;
  if (!actor) fail(Errors.noAuthority);
  if (req.method !== 'GET' && !csrfMatches(req, actor!)) fail(Errors.csrfInvalid);
  if (access !== 'session' && !hasAuthority(actor!.authorities, access as Authority)) fail(Errors.noAuthority);
}

const security = (access: Access) => (access === 'public' ? {} : { security: [{ session: [], csrf: [] }] });
