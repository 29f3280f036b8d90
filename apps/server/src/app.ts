import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from '@sandtable/shared/contracts/zod';
import { LANGUAGE_HEADER, UPLOAD_LIMIT_BYTES } from '@sandtable/shared/rules/constants';
import { localeFromHeader } from '@sandtable/shared/i18n/index';
import type { Config } from './config';
import type { Database } from './db/client';
import './lib/context';
import { translator } from './lib/i18n';
import { registerErrorHandling } from './plugins/errors';
import { localFileStore, filesDir } from './modules/files';
import { createJobs } from './plugins/jobs';
import { systemModule } from './modules/system';
import { authModule } from './modules/auth';
import { userModule } from './modules/user';
import { signinModule } from './modules/signin';
import { filesModule } from './modules/files';
import { peopleModule } from './modules/people';
import { companyModule } from './modules/company';
import { adminModule } from './modules/admin';
import { coursesModule } from './modules/courses';
import { invitationsModule } from './modules/invitations';
import { certificatesModule } from './modules/certificates';
import { gameModule } from './modules/game';
import { assessmentsModule } from './modules/assessments';
import { shopModule } from './modules/shop';
import { exportsModule } from './modules/exports';
import { createRealtime, registerRealtime } from './plugins/realtime';
import { createOutbox } from './lib/outbox';
import { createSessionCache } from './modules/auth';
import { createPaymentProvider } from './modules/shop';

export interface BuildOptions {
  config: Config;
  database: Database;
}

/** The whole HTTP app as one Fastify instance; main.ts listens, tests use inject(). */
export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID()),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked for their shape; the input rule against control characters is not re-applied.
  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => z.answering(() => serialize(data));
  });
  acceptEmptyJsonBodies(app);

  const jobs = createJobs(database, app.log);
  const realtime = createRealtime();
  const outbox = createOutbox(database, realtime, app.log);
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    files: localFileStore(filesDir(config)),
    jobs,
    realtime,
    outbox,
    sessions: createSessionCache(config.SESSION_CACHE_SECONDS * 1000),
    payments: createPaymentProvider(config),
  });
  app.addHook('onClose', () => jobs.stop());
  // Events left undelivered by a crash go out as soon as the app is up; then the dispatcher polls.
  app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('t', null as never);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req, reply) => {
    req.locale = localeFromHeader(req.headers[LANGUAGE_HEADER]);
    req.t = translator(req.locale);
    reply.header('x-request-id', req.id);
  });

  registerErrorHandling(app);
  await app.register(cookie);
  const security = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES.file, files: 1, fields: 10 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sandtable API',
        version: '1.0.0',
        description:
          'Every response is { head: { code, message }, body }. 000000 is success, 100006 no authority, 999999 an unexpected failure; see docs/api.md.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sandtable_sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Each module registers its own routes and job workers (modules/<m>/index.ts); a module names the
  // ones it calls, and Fastify refuses to boot if one is missing or comes after it.
  for (const module of [systemModule, authModule, userModule, signinModule, filesModule, exportsModule, peopleModule, companyModule, adminModule, coursesModule, invitationsModule, certificatesModule, gameModule, assessmentsModule, shopModule]) {
    await app.register(module);
  }
  registerRealtime(app);

  if (fs.existsSync(config.WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      // One route for every file (a missing one falls through to the not-found handler): listing the
      // build at start and a route per file cost a second of every start.
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz next to each text file (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}

/**
 * Helmet's headers, worked out once: they depend only on the config (@fastify/helmet rebuilt them
 * on every request, a tenth of an API call's time).
 */
function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd renders its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Only over HTTPS: on plain HTTP (a LAN host name) the browser would ask for every script over HTTPS and show a blank page.
        upgradeInsecureRequests: servedOverHttps(config) ? [] : null,
      },
    },
  })({} as never, collect as never, () => undefined);
  return headers;
}

/** Build output named by content hash (`assets/Login-Cho5RSI4.js`): a new build means a new name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.(br|gz))?$/;

/** The portal is reached over HTTPS (directly or behind a TLS proxy). */
export const servedOverHttps = (config: Config) => config.COOKIE_SECURE || config.PUBLIC_URL?.startsWith('https:') === true;

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.LOG_PRETTY ?? (process.stdout.isTTY && config.LOG_LEVEL !== 'silent');
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

/** Clients may POST a form-less call with no body at all; treat it as {} (secure parsing otherwise). */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, {});
    parseJson(req, body as string, done);
  });
}
