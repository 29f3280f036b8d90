import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { peopleEndpoints } from '@sandtable/shared/contracts/people';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { uniqueOr } from '../../db/errors';
import { balancesOf } from '../ledger';
import { companyExists, countMembers, listCompanies, saveCompany, seatsOf, type CompanyRow } from './company.repo';

type Req<K extends keyof typeof peopleEndpoints> = z.output<(typeof peopleEndpoints)[K]['request']>;

/** The company an enterprise user acts on is always their own; the chief admin names one. */
function ownCompanyOr(actor: Actor, requested?: number): number | undefined {
  if (actor.role === 'chief_admin') return requested;
  if (actor.companyId === null) fail(Errors.notFound);
  if (requested !== undefined && requested !== actor.companyId) fail(Errors.notFound);
  return actor.companyId!;
}

export async function selectCompanies(deps: AppDeps, actor: Actor, input: Req<'companySelect'>) {
  const own = actor.role === 'chief_admin' ? undefined : ownCompanyOr(actor);
  const { rows, total } = await listCompanies(deps.db, { own, keyword: input.keyword, pageNum: input.pageNum, pageSize: input.pageSize });
  return { list: rows.map((r) => present(r.company, r.memberCount)), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function updateCompany(deps: AppDeps, actor: Actor, input: Req<'companyUpdate'>) {
  const id = ownCompanyOr(actor, input.id);
  const values = {
    name: input.name,
    contactName: input.contactName ?? null,
    contactMobile: input.contactMobile ?? null,
    industry: input.industry ?? null,
    address: input.address ?? null,
  };
  const saved = await uniqueOr(Errors.companyTaken, () => saveCompany(deps.db, id, values));
  if (!saved) return fail(Errors.notFound);
  // Sessions carry their company's name; a rename is rare enough to start every cache afresh.
  if (id !== undefined) deps.sessions.forgetAll();
  return present(saved, await countMembers(deps.db, saved.id));
}

export async function companyAssetsOf(deps: AppDeps, actor: Actor, requested?: number) {
  const companyId = ownCompanyOr(actor, requested);
  if (companyId === undefined) return fail(Errors.validationFailed, { detail: 'companyId' });
  if (!(await companyExists(deps.db, companyId))) return fail(Errors.notFound);
  const [seats, balances] = await Promise.all([seatsOf(deps.db, companyId), balancesOf(deps.db, { company: companyId })]);
  return { companyId, seats, courseCredits: balances.credits, coins: balances.coins };
}

function present(c: CompanyRow, count: number) {
  return {
    id: c.id,
    name: c.name,
    contactName: c.contactName,
    contactMobile: c.contactMobile,
    industry: c.industry,
    address: c.address,
    memberCount: count,
    createdAt: c.createdAt.toISOString(),
  };
}
