import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Errors, type ErrorDef } from '@sandtable/shared/errors/catalogue';
import { issueText, issueField, issuePath, type IssueLike } from '@sandtable/shared/i18n/issues';
import type { Envelope } from '@sandtable/shared/contracts/envelope';
import { BusinessError } from '../lib/errors';
import { ZodError } from 'zod';

/**
 * Turns every failure into the envelope (docs/api.md): business failures and validation are
 * HTTP 200 with their own code; transport problems keep a 4xx; a bug is 999999 with HTTP 500
 * and a masked message, the detail going only to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BusinessError) return send(reply, 200, head(req, err.def, err.params));

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        message: v.message ?? '',
        // Array positions as numbers, so the field named is the list's ('teams.2.name' -> 'name', 'ids.0' -> 'ids').
        path: v.instancePath
          .split('/')
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      }));
      return send(reply, 200, validationHead(req, issues));
    }
    // Schemas parsed inside a handler (e.g. the text fields of a multipart upload).
    if (err instanceof ZodError) return send(reply, 200, validationHead(req, err.issues));

    if (err.statusCode === 429) return send(reply, 429, head(req, Errors.tooManyRequests));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the request itself is unusable.
      req.log.info({ err }, 'rejected request');
      return send(reply, err.statusCode, head(req, Errors.validationFailed, { detail: err.message }));
    }

    req.log.error({ err }, 'unexpected failure');
    return send(reply, 500, head(req, Errors.serviceAbnormal));
  });

  app.setNotFoundHandler((req, reply) => {
    // The web app's routes are hash paths; a browser asking for /login gets /#/login. Never for
    // "/" itself: without a built web app that would redirect to itself forever.
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path !== '/' && req.headers.accept?.includes('text/html') && !/\.\w+$/.test(path)) {
      return reply.redirect(`/#${path}`);
    }
    return send(reply, 404, head(req, Errors.notFound));
  });
}

/** 100001 with every failing field named, in the caller's language. */
function validationHead(req: FastifyRequest, issues: IssueLike[]) {
  // `field` is the field's own name (what a flat form needs); `path`, when it says more, where it
  // sits ("teams.2.name": a team's name, not the course's).
  const fields = issues.map((issue) => {
    const field = issueField(issue) || issue.path.join('.');
    const path = issuePath(issue);
    return { field, ...(path && path !== field ? { path } : {}), message: issueText(req.t, issue) };
  });
  return { ...head(req, Errors.validationFailed, { detail: fields.map((f) => f.message).join('; ') }), fields };
}

function head(req: FastifyRequest, def: ErrorDef, params: Record<string, unknown> = {}) {
  return { code: def.code, message: String(req.t(def.key, params)) };
}

function send(reply: FastifyReply, status: number, h: Envelope<null>['head']) {
  // Bypass the route's response schema: a failure has no body to validate.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ head: h, body: null });
}
