import type { FastifyInstance } from 'fastify';
import { peopleEndpoints as p } from '@sandtable/shared/contracts/people';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { serve } from '../../lib/route';
import { fail } from '../../lib/errors';
import { deleteBranding, pageBrandings, saveBranding } from '../system';
import { activeNumbers, loginNumbers, studentNumbers } from './dashboard.service';

export function adminRoutes(app: FastifyInstance): void {
  serve(app, p.numberOfStudent, ({ deps, actor, body }) => studentNumbers(deps, actor, body));
  serve(app, p.loginNum, ({ deps, actor, body }) => loginNumbers(deps, actor, body));
  serve(app, p.activeNum, ({ deps, actor, body }) => activeNumbers(deps, actor, body));

  // Partner brandings (/administrator-modifiy): the chief admin's portal settings.
  serve(app, p.brandingSelect, async ({ deps, body }) => {
    const { list, total } = await pageBrandings(deps.db, body);
    return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
  });
  serve(app, p.brandingSave, async ({ deps, body }) => {
    await saveBranding(deps.db, { ...body, logoUrl: body.logoUrl ?? null });
    return {};
  });
  serve(app, p.brandingDelete, async ({ deps, body }) => {
    if (!(await deleteBranding(deps.db, body.key))) fail(Errors.notFound);
    return {};
  });
}
