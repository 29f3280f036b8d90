import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, oauthIdentities, oauthTickets, users } from '../../db/schema';
import type { OAuthProfile } from './oauth.client';

const live = and(isNull(oauthTickets.usedAt), sql`${oauthTickets.expiresAt} > now()`);

/** The account bound to a provider identity. */
export async function findBoundUser(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function insertTicket(db: Db, values: { id: string; provider: string; profile: OAuthProfile; ttlSeconds: number }): Promise<void> {
  const { subject, ...profile } = values.profile;
  await db.insert(oauthTickets).values({
    id: values.id,
    provider: values.provider,
    subject,
    profile,
    expiresAt: sql`now() + ${sql.raw(`interval '${values.ttlSeconds} seconds'`)}`,
  });
}

/** A ticket that is neither used nor expired. */
export async function findLiveTicket(db: Db, id: string) {
  const [row] = await db.select().from(oauthTickets).where(and(eq(oauthTickets.id, id), live)).limit(1);
  return row ?? null;
}

/** Single use: only the first bind that still finds the ticket live gets it. */
export async function claimTicket(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.update(oauthTickets).set({ usedAt: sql`now()` }).where(and(eq(oauthTickets.id, id), live)).returning({ id: oauthTickets.id });
  return rows.length === 1;
}

export async function hasIdentityAt(tx: Tx, provider: string, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: oauthIdentities.id })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.userId, userId)))
    .limit(1);
  return !!row;
}

export async function insertIdentity(tx: Tx, values: { provider: string; subject: string; userId: number }): Promise<void> {
  await tx.insert(oauthIdentities).values(values);
}
