import { z } from './zod';
import { defineEndpoint } from './endpoint';

export const brandingSchema = z.object({
  key: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() });

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    request: z.object({}),
    response: healthSchema,
    summary: 'Liveness and database check',
    tag: 'system',
  }),
  branding: defineEndpoint({
    method: 'GET',
    path: '/other/branding/get.json',
    access: 'public',
    request: z.object({}),
    response: brandingSchema,
    summary: "The partner branding for the request's host name (its first label), or the default brand",
    tag: 'system',
  }),
};
