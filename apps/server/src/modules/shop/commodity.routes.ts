import type { FastifyInstance } from 'fastify';
import { commodityEndpoints as c, COMMODITY_FILE_PATHS } from '@sandtable/shared/contracts/commodity';
import { serve, serveRaw, success } from '../../lib/route';
import { readMultipart, requireFile, saveUpload } from '../files';
import * as commodity from './commodity.service';

/** The catalogue: the shop's list and detail (public), the chief admin's management. */
export function commodityRoutes(app: FastifyInstance): void {
  serve(app, c.select, ({ deps, body }) => commodity.shopList(deps, body));
  serve(app, c.get, ({ deps, body }) => commodity.shopDetail(deps, body.id));
  serve(app, c.save, ({ deps, actor, body }) => commodity.save(deps, actor, body));
  serve(app, c.shelf, ({ deps, actor, body }) => commodity.shelf(deps, actor, body));
  serve(app, c.manage, ({ deps, body }) => commodity.manageList(deps, body));
  serve(app, c.history, ({ deps, body }) => commodity.history(deps, body.id));
  serve(app, c.saleDetail, ({ deps, body }) => commodity.saleDetail(deps, body));

  // The shop's own upload, not /admin/uploadPicture: that one is any admin console's (an enterprise
  // user's too), while the catalogue's pictures are the chief admin's.
  serveRaw(
    app,
    { method: 'POST', path: COMMODITY_FILE_PATHS.picture, access: 'shop:manage', summary: 'Upload a commodity’s picture (multipart `file`, JPG/PNG/WebP ≤ 2 MB) -> { url }', tag: 'shop' },
    async ({ req, deps, actor }) => {
      const file = requireFile((await readMultipart(req)).file);
      const saved = await saveUpload(deps, actor.userId, 'commodity', file);
      return success(req, { url: saved.url });
    },
  );
}
