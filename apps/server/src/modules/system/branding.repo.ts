import { eq, sql } from 'drizzle-orm';
import type { Branding } from '@sandtable/shared/contracts/system';
import type { Db } from '../../db/client';
import { brandings } from '../../db/schema';

/** Partner brandings: read by host for every visitor, edited by the chief admin (admin module). */
export async function findBranding(db: Db, key: string): Promise<Branding | undefined> {
  const [row] = await db.select().from(brandings).where(eq(brandings.key, key)).limit(1);
  return row;
}

export async function pageBrandings(db: Db, page: { pageNum: number; pageSize: number }) {
  const [list, [{ total }]] = await Promise.all([
    db.select().from(brandings).orderBy(brandings.key).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(brandings),
  ]);
  return { list, total };
}

export async function saveBranding(db: Db, values: Branding): Promise<void> {
  await db.insert(brandings).values(values).onConflictDoUpdate({ target: brandings.key, set: values });
}

/** False when there was no such branding. */
export async function deleteBranding(db: Db, key: string): Promise<boolean> {
  const deleted = await db.delete(brandings).where(eq(brandings.key, key)).returning({ key: brandings.key });
  return deleted.length > 0;
}
