import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { peopleFilterSchema } from '@sandtable/shared/contracts/people';
import type { Role } from '@sandtable/shared/auth/roles';
import type { Db } from '../../db/client';
import { users, companies } from '../../db/schema';
import { likePattern } from '../../db/like';

export type PeopleFilter = z.output<typeof peopleFilterSchema> & { roles?: readonly Role[] };

export async function listPeople(db: Db, f: PeopleFilter) {
  const where: SQL[] = [];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(users.name, p), ilike(users.account, p), ilike(users.mobile, p), ilike(users.email, p), ilike(users.nickname, p))!);
  }
  if (f.role) where.push(eq(users.role, f.role));
  if (f.roles) where.push(inArray(users.role, [...f.roles]));
  if (f.classification) where.push(eq(users.classification, f.classification));
  if (f.status) where.push(eq(users.status, f.status));
  if (f.department) where.push(ilike(users.department, likePattern(f.department)));
  if (f.companyId !== undefined) where.push(eq(users.companyId, f.companyId));
  const condition = where.length ? and(...where) : undefined;

  const column = { createdAt: users.createdAt, name: users.name, lastLoginAt: users.lastLoginAt }[f.sort];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ user: users, companyName: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(condition)
      .orderBy(f.order === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`, desc(users.id))
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(condition),
  ]);
  return { rows, total };
}

/** Which of these mobiles already have an account. */
export async function takenMobiles(db: Db, mobiles: string[]): Promise<Set<string>> {
  if (!mobiles.length) return new Set();
  const taken = new Set<string>();
  // Chunked: a 10,000-row import must not build one giant parameter list.
  for (let i = 0; i < mobiles.length; i += 1000) {
    const rows = await db.select({ mobile: users.mobile }).from(users).where(inArray(users.mobile, mobiles.slice(i, i + 1000)));
    for (const r of rows) if (r.mobile) taken.add(r.mobile);
  }
  return taken;
}

