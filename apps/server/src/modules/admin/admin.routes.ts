import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { peopleEndpoints as p } from '@sandtable/shared/contracts/people';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { serve } from '../../lib/route';
import { fail } from '../../lib/errors';
import { brandings } from '../../db/schema';
import { activeNumbers, loginNumbers, studentNumbers } from './dashboard.service';

export function adminRoutes(app: FastifyInstance): void {
  serve(app, p.numberOfStudent, ({ deps, actor, body }) => studentNumbers(deps, actor, body));
  serve(app, p.loginNum, ({ deps, actor, body }) => loginNumbers(deps, actor, body));
  serve(app, p.activeNum, ({ deps, actor, body }) => activeNumbers(deps, actor, body));

  // Partner brandings (/administrator-modifiy): the chief admin's portal settings.
  serve(app, p.brandingSelect, async ({ deps, body }) => {
    const [list, [{ total }]] = await Promise.all([
      deps.db.select().from(brandings).orderBy(brandings.key).limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize),
      deps.db.select({ total: sql<number>`count(*)::int` }).from(brandings),
    ]);
    return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
  });
  serve(app, p.brandingSave, async ({ deps, body }) => {
    const values = { ...body, logoUrl: body.logoUrl ?? null };
    await deps.db.insert(brandings).values(values).onConflictDoUpdate({ target: brandings.key, set: values });
    return {};
  });
  serve(app, p.brandingDelete, async ({ deps, body }) => {
    const deleted = await deps.db.delete(brandings).where(eq(brandings.key, body.key)).returning({ key: brandings.key });
    if (!deleted.length) fail(Errors.notFound);
    return {};
  });
}
