import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Every module's routes read the session cookie (lib/route.ts). */
const ALWAYS = ['@fastify/cookie'];

/**
 * A server module as a Fastify plugin: it registers its own routes and job workers. `uses` names
 * the Fastify plugins its routes rely on (rate limits, multipart), so Fastify refuses to boot if one
 * is missing or registered after it. Not encapsulated (fastify-plugin): a module adds routes and
 * workers only, no hooks or decorators of its own (docs/architecture.md, "Module boundaries").
 */
export function defineModule(name: string, register: (app: FastifyInstance) => void | Promise<void>, uses: ('@fastify/rate-limit' | '@fastify/multipart')[] = []) {
  return fp(async (app: FastifyInstance) => register(app), { name: `sandtable:${name}`, dependencies: [...ALWAYS, ...uses], fastify: '5.x' });
}
