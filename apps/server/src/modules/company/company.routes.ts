import type { FastifyInstance } from 'fastify';
import { peopleEndpoints as p } from '@sandtable/shared/contracts/people';
import { serve } from '../../lib/route';
import { companyAssetsOf, selectCompanies, updateCompany } from './company.service';

export function companyRoutes(app: FastifyInstance): void {
  serve(app, p.companySelect, ({ deps, actor, body }) => selectCompanies(deps, actor, body));
  serve(app, p.companyUpdate, ({ deps, actor, body }) => updateCompany(deps, actor, body));
  serve(app, p.companyAssets, ({ deps, actor, body }) => companyAssetsOf(deps, actor, body.companyId));
}
