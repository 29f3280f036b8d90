import type { FastifyInstance } from 'fastify';
import { FILE_PATHS } from '@sandtable/shared/contracts/people';
import { serveRaw, success } from '../../lib/route';
import { readMultipart, requireFile } from './multipart';
import { readFile, saveUpload } from './files.service';
import { setAvatar } from '../user';

export function filesRoutes(app: FastifyInstance): void {
  serveRaw(
    app,
    { method: 'POST', path: FILE_PATHS.avatar, access: 'session', summary: 'Upload one’s avatar (multipart `file`, JPG/PNG ≤ 1 MB)', tag: 'profile' },
    async ({ req, deps, actor }) => {
      const file = requireFile((await readMultipart(req)).file);
      const saved = await saveUpload(deps, actor.userId, 'avatar', file);
      return success(req, await setAvatar(deps, actor, saved.url));
    },
  );

  serveRaw(
    app,
    { method: 'POST', path: FILE_PATHS.picture, access: 'admin:console', summary: 'Upload a picture (multipart `file`, image ≤ 10 MB) -> { url }', tag: 'settings' },
    async ({ req, deps, actor }) => {
      const file = requireFile((await readMultipart(req)).file);
      const saved = await saveUpload(deps, actor.userId, 'picture', file);
      return success(req, { url: saved.url });
    },
  );

  // File ids are 144 random bits: the URL itself is the permission (like an unguessable link).
  app.get<{ Params: { id: string } }>(`${FILE_PATHS.files}:id`, { schema: { hide: true } }, async (req, reply) => {
    const found = /^[\w-]{20,40}$/.test(req.params.id) ? await readFile(app.deps, req.params.id) : null;
    if (!found) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', found.mime.startsWith('image/') ? 'inline' : 'attachment')
      .type(found.mime)
      .send(found.bytes);
  });
}
