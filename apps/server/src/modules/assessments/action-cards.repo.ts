// Queries of the action cards (docs/assessments/action-cards.md). The service checks who may see a
// team before calling any of these; the transactions are the service's.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionCardMachine, ACTION_CARD_STATUSES, type ActionCardStatus } from '@sandtable/shared/machines/actionCard';
import type { Db, Tx } from '../../db/client';
import { actionCardHistory, actionCards, assessments, courseMembers, courses, teams, users } from '../../db/schema';
import { actorKindOf, defineLifecycle } from '../../lib/transition';

type Handle = Db | Tx;

export const actionCardLifecycle = defineLifecycle({
  machine: actionCardMachine,
  table: actionCards,
  record: (tx, c) => tx.insert(actionCardHistory).values({ cardId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

export type CardRow = typeof actionCards.$inferSelect;

const owner = alias(users, 'owner');

/** A team's cards with their owner's name; by status and owner when given; open ones first, then by due date. */
export async function cardsOf(db: Handle, teamId: number, filter: { status?: ActionCardStatus; ownerId?: number } = {}) {
  const order = sql`array_position(array[${sql.join(ACTION_CARD_STATUSES.map((s) => sql`${s}`), sql`, `)}]::text[], ${actionCards.status})`;
  return db
    .select({ card: actionCards, ownerName: owner.name })
    .from(actionCards)
    .leftJoin(owner, eq(owner.id, actionCards.ownerId))
    .where(and(eq(actionCards.teamId, teamId), filter.status ? eq(actionCards.status, filter.status) : undefined, filter.ownerId ? eq(actionCards.ownerId, filter.ownerId) : undefined))
    .orderBy(order, asc(actionCards.dueOn), asc(actionCards.id));
}

export async function findCard(db: Handle, id: number) {
  const [row] = await db.select({ card: actionCards, ownerName: owner.name }).from(actionCards).leftJoin(owner, eq(owner.id, actionCards.ownerId)).where(eq(actionCards.id, id));
  return row;
}

export async function countCards(db: Handle, teamId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(actionCards).where(eq(actionCards.teamId, teamId));
  return row.n;
}

/** The sources (suggestion keys) of a team's cards that are not dropped: the suggestions already taken. */
export async function takenSources(db: Handle, teamId: number): Promise<Set<string>> {
  const rows = await db.select({ source: actionCards.source, status: actionCards.status }).from(actionCards).where(eq(actionCards.teamId, teamId));
  return new Set(rows.filter((r) => r.source !== null && r.status !== 'dropped').map((r) => r.source!));
}

/** The status changes of these cards with who made them, oldest first. */
export async function historyOf(db: Handle, cardIds: readonly number[]) {
  if (cardIds.length === 0) return [];
  return db
    .select({ cardId: actionCardHistory.cardId, from: actionCardHistory.fromStatus, to: actionCardHistory.toStatus, event: actionCardHistory.reason, actorName: users.name, actorKind: actionCardHistory.actorKind, at: actionCardHistory.at })
    .from(actionCardHistory)
    .leftJoin(users, eq(users.id, actionCardHistory.actorId))
    .where(inArray(actionCardHistory.cardId, [...cardIds]))
    .orderBy(asc(actionCardHistory.at), asc(actionCardHistory.id));
}

export type CardValues = Pick<typeof actionCards.$inferInsert, 'title' | 'description' | 'ownerId' | 'dueOn' | 'source'>;

/**
 * Inserts a card only while the team has fewer than `max` (one conditional statement, INSERT …
 * SELECT … WHERE count < max, as observers' invitations): undefined when the team is full.
 */
export async function insertCard(tx: Tx, values: CardValues & { teamId: number; createdBy: number }, max: number): Promise<{ id: number } | undefined> {
  const result = await tx.execute(sql`
    insert into ${actionCards} (team_id, title, description, owner_id, due_on, source, created_by)
    select ${values.teamId}, ${values.title}, ${values.description ?? ''}, ${values.ownerId ?? null}::int, ${values.dueOn}::date, ${values.source ?? null}::text, ${values.createdBy}
    where (select count(*) from ${actionCards} where team_id = ${values.teamId}) < ${max}
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows[0];
}

export async function updateCard(tx: Tx, id: number, values: CardValues): Promise<boolean> {
  const rows = await tx.update(actionCards).set({ ...values, updatedAt: sql`now()` }).where(eq(actionCards.id, id)).returning({ id: actionCards.id });
  return rows.length > 0;
}

export async function deleteCard(tx: Tx, id: number): Promise<number> {
  return (await tx.delete(actionCards).where(eq(actionCards.id, id)).returning({ id: actionCards.id })).length;
}

/** A team's current members in the course's order (who may own its cards). */
export function teamMembers(db: Handle, teamId: number) {
  return db
    .select({ userId: courseMembers.userId, name: users.name })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(eq(courseMembers.teamId, teamId))
    .orderBy(asc(courseMembers.id));
}

/**
 * The caller's teams that have cards or whose course has a test, with the cards still to do, those
 * overdue (due before `today`) and those the caller owns.
 */
export async function boardsOf(db: Handle, userId: number, today: string) {
  const pending = sql`${actionCards.status} in ('open', 'in_progress')`;
  return db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      teamId: teams.id,
      teamName: teams.name,
      cards: sql<number>`count(${actionCards.id})::int`,
      pending: sql<number>`(count(*) filter (where ${pending}))::int`,
      overdue: sql<number>`(count(*) filter (where ${pending} and ${actionCards.dueOn} < ${today}::date))::int`,
      mine: sql<number>`(count(*) filter (where ${pending} and ${actionCards.ownerId} = ${userId}))::int`,
      tests: sql<number>`(select count(*)::int from ${assessments} where ${assessments.courseId} = ${courses.id})`,
    })
    .from(courseMembers)
    .innerJoin(teams, eq(teams.id, courseMembers.teamId))
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .leftJoin(actionCards, eq(actionCards.teamId, teams.id))
    .where(eq(courseMembers.userId, userId))
    .groupBy(courses.id, courses.name, teams.id, teams.name)
    .orderBy(asc(courses.id), asc(teams.id));
}
