import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { peopleFilterSchema } from '@sandtable/shared/contracts/people';
import { LEARNER_ROLES, type Role } from '@sandtable/shared/auth/roles';
import type { Db, Tx } from '../../db/client';
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


/** Creates the accounts of a batch, a thousand rows a statement, in the caller's transaction; answers their ids by mobile. */
export async function insertAccounts(tx: Tx, rows: (typeof users.$inferInsert)[]): Promise<{ id: number; mobile: string | null }[]> {
  const created: { id: number; mobile: string | null }[] = [];
  for (let i = 0; i < rows.length; i += 1000) created.push(...(await tx.insert(users).values(rows.slice(i, i + 1000)).returning({ id: users.id, mobile: users.mobile })));
  return created;
}

type LecturerFields = Pick<typeof users.$inferInsert, 'name' | 'mobile' | 'email'>;

/** Changes a lecturer's fields; answers their id, or null when the id is not a lecturer's. */
export async function updateLecturer(db: Db, id: number, values: LecturerFields): Promise<number | null> {
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, 'lecturer')))
    .returning({ id: users.id });
  return updated?.id ?? null;
}

/** A new lecturer account (signing in with the mobile), who must change the initial password. */
export async function insertLecturer(db: Db, values: LecturerFields & { mobile: string; passwordHash: string }): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ ...values, updatedAt: sql`now()`, account: values.mobile, role: 'lecturer', mustChangePassword: true })
    .returning({ id: users.id });
  return created.id;
}

/** A learner becomes a lecturer; false when the id is not a learner's. */
export async function makeLecturer(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ role: 'lecturer', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), inArray(users.role, [...LEARNER_ROLES])))
    .returning({ id: users.id });
  return !!row;
}
