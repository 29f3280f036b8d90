import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { users, companies } from '../db/schema';
import { hashPassword } from '../lib/password';

export const TEST_PASSWORD = 'Passw0rd';
let hashed: Promise<string> | undefined;
let seq = 0;

export async function buildCompany(db: Db, name = `Company ${++seq} ${randomBytes(3).toString('hex')}`) {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row;
}

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  hashed ??= hashPassword(TEST_PASSWORD, 10);
  const n = ++seq;
  const [row] = await db
    .insert(users)
    .values({
      account: `user${n}_${randomBytes(3).toString('hex')}`,
      name: `测试用户${n}`,
      role: 'student',
      mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: await hashed,
      ...overrides,
    })
    .returning();
  return row;
}
