import { eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { peopleEndpoints } from '@sandtable/shared/contracts/people';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { companies, companyAssets, users } from '../../db/schema';
import { uniqueOr } from '../../db/errors';
import { likePattern } from '../../db/like';
import { balancesOf } from '../ledger';

type Req<K extends keyof typeof peopleEndpoints> = z.output<(typeof peopleEndpoints)[K]['request']>;

/** The company an enterprise user acts on is always their own; the chief admin names one. */
function ownCompanyOr(actor: Actor, requested?: number): number | undefined {
  if (actor.role === 'chief_admin') return requested;
  if (actor.companyId === null) fail(Errors.notFound);
  if (requested !== undefined && requested !== actor.companyId) fail(Errors.notFound);
  return actor.companyId!;
}

// Spelled out: inside a sql`` subquery drizzle leaves column names unqualified, which would
// compare users.company_id with users.id.
const memberCount = sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`;

export async function selectCompanies(deps: AppDeps, actor: Actor, input: Req<'companySelect'>) {
  const own = actor.role === 'chief_admin' ? undefined : ownCompanyOr(actor);
  const where = own !== undefined ? eq(companies.id, own) : input.keyword ? ilike(companies.name, likePattern(input.keyword)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ company: companies, memberCount })
      .from(companies)
      .where(where)
      .orderBy(sql`${companies.createdAt} desc`, companies.id)
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
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
  const [saved] = await uniqueOr(Errors.companyTaken, () =>
    id === undefined
      ? deps.db.insert(companies).values(values).returning()
      : deps.db.update(companies).set({ ...values, updatedAt: sql`now()` }).where(eq(companies.id, id)).returning(),
  );
  if (!saved) return fail(Errors.notFound);
  // Sessions carry their company's name; a rename is rare enough to start every cache afresh.
  if (id !== undefined) deps.sessions.forgetAll();
  const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.companyId, saved.id));
  return present(saved, count);
}

export async function companyAssetsOf(deps: AppDeps, actor: Actor, requested?: number) {
  const companyId = ownCompanyOr(actor, requested);
  if (companyId === undefined) return fail(Errors.validationFailed, { detail: 'companyId' });
  const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) return fail(Errors.notFound);
  const [[assets], balances] = await Promise.all([
    deps.db.select({ seats: companyAssets.seats }).from(companyAssets).where(eq(companyAssets.companyId, companyId)),
    balancesOf(deps.db, { company: companyId }),
  ]);
  return { companyId, seats: assets?.seats ?? 0, courseCredits: balances.credits, coins: balances.coins };
}

function present(c: typeof companies.$inferSelect, count: number) {
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
