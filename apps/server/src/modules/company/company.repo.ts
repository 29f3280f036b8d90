import { eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, courses, users } from '../../db/schema';
import { likePattern } from '../../db/like';

export type CompanyRow = typeof companies.$inferSelect;
type CompanyFields = Pick<typeof companies.$inferInsert, 'name' | 'contactName' | 'contactMobile' | 'industry' | 'address'>;

// Spelled out: inside a sql`` subquery drizzle leaves column names unqualified, which would
// compare users.company_id with users.id.
const memberCount = sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`;

/** A page of companies with their member counts, newest first: only `own` when given, else those whose name matches. */
export async function listCompanies(db: Db, f: { own?: number; keyword?: string; pageNum: number; pageSize: number }) {
  const where = f.own !== undefined ? eq(companies.id, f.own) : f.keyword ? ilike(companies.name, likePattern(f.keyword)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ company: companies, memberCount })
      .from(companies)
      .where(where)
      .orderBy(sql`${companies.createdAt} desc`, companies.id)
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { rows, total };
}

/** Creates a company (no id) or changes one; answers the saved row, none when the id names no company. */
export async function saveCompany(db: Db, id: number | undefined, values: CompanyFields): Promise<CompanyRow | undefined> {
  const [saved] =
    id === undefined
      ? await db.insert(companies).values(values).returning()
      : await db.update(companies).set({ ...values, updatedAt: sql`now()` }).where(eq(companies.id, id)).returning();
  return saved;
}

export async function countMembers(db: Db, companyId: number): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.companyId, companyId));
  return count;
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return !!company;
}

/** The seats of a company's courses paid with its course credits (the credits spent so far). */
export async function seatsOf(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ seats: sql<number>`coalesce(sum(${courses.creditsPaid}), 0)::int` }).from(courses).where(eq(courses.companyId, companyId));
  return row?.seats ?? 0;
}
