import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';

export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(tx: Tx, row: NewFileRow): Promise<void> {
  await tx.insert(files).values(row);
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
