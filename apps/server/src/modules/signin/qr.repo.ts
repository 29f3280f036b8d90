import { and, eq, or, sql } from 'drizzle-orm';
import type { QrLoginStatus } from '@sandtable/shared/auth/roles';
import type { Db } from '../../db/client';
import { qrLogins } from '../../db/schema';

const live = sql`${qrLogins.expiresAt} > now()`;

export async function insertQrLogin(db: Db, values: { id: string; ttlSeconds: number; desktopIp?: string; desktopUserAgent?: string }) {
  const [row] = await db
    .insert(qrLogins)
    .values({
      id: values.id,
      desktopIp: values.desktopIp,
      desktopUserAgent: values.desktopUserAgent?.slice(0, 500),
      expiresAt: sql`now() + ${sql.raw(`interval '${values.ttlSeconds} seconds'`)}`,
    })
    .returning({ expiresAt: qrLogins.expiresAt });
  return row;
}

/** The code with its expiry decided by the database clock (as in the conditional updates). */
export async function findQrLogin(db: Db, id: string) {
  const [row] = await db
    .select({ status: qrLogins.status, expiresAt: qrLogins.expiresAt, expired: sql<boolean>`NOT (${live})` })
    .from(qrLogins)
    .where(eq(qrLogins.id, id))
    .limit(1);
  return row ?? null;
}

/** pending → scanned by this phone's account (scanning again from the same account is fine). */
export async function markScanned(db: Db, id: string, userId: number) {
  const [row] = await db
    .update(qrLogins)
    .set({ status: 'scanned', userId })
    .where(
      and(
        eq(qrLogins.id, id),
        live,
        or(eq(qrLogins.status, 'pending'), and(eq(qrLogins.status, 'scanned'), eq(qrLogins.userId, userId))),
      ),
    )
    .returning({ desktopIp: qrLogins.desktopIp, desktopUserAgent: qrLogins.desktopUserAgent, expiresAt: qrLogins.expiresAt });
  return row ?? null;
}

/** scanned → confirmed or cancelled, only by the account that scanned it. */
export async function decide(db: Db, id: string, userId: number, to: Extract<QrLoginStatus, 'confirmed' | 'cancelled'>): Promise<boolean> {
  const rows = await db
    .update(qrLogins)
    .set({ status: to })
    .where(and(eq(qrLogins.id, id), live, eq(qrLogins.status, 'scanned'), eq(qrLogins.userId, userId)))
    .returning({ id: qrLogins.id });
  return rows.length === 1;
}

/** confirmed → consumed: of all the polls that see it confirmed, exactly one gets the user. */
export async function consume(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(qrLogins)
    .set({ status: 'consumed' })
    .where(and(eq(qrLogins.id, id), live, eq(qrLogins.status, 'confirmed')))
    .returning({ userId: qrLogins.userId });
  return row?.userId ?? null;
}
