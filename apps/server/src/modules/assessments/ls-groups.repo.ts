// Queries of the leadership-style groupings (docs/decisions/assessments.md "Leadership groups").
// The service checks the caller manages the course before any of these runs.
import { and, asc, count, countDistinct, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lsGroupLists, lsGroupMembers, lsGroups } from '../../db/schema';

type Handle = Db | Tx;

export type GroupListRow = { id: number; assessmentId: number; name: string };

export async function findGroupList(db: Handle, id: number): Promise<GroupListRow | undefined> {
  const [row] = await db.select({ id: lsGroupLists.id, assessmentId: lsGroupLists.assessmentId, name: lsGroupLists.name }).from(lsGroupLists).where(eq(lsGroupLists.id, id));
  return row;
}

/** The grouping, locked until the transaction ends: two managers editing it take turns. */
export async function lockGroupList(tx: Tx, id: number): Promise<GroupListRow | undefined> {
  const [row] = await tx
    .select({ id: lsGroupLists.id, assessmentId: lsGroupLists.assessmentId, name: lsGroupLists.name })
    .from(lsGroupLists)
    .where(eq(lsGroupLists.id, id))
    .for('update');
  return row;
}

export async function findGroup(db: Handle, id: number) {
  const [row] = await db.select({ id: lsGroups.id, listId: lsGroups.listId, name: lsGroups.name }).from(lsGroups).where(eq(lsGroups.id, id));
  return row;
}

/** The groupings of an assessment with how many groups and grouped people each has, oldest first. */
export async function groupListsOf(db: Handle, assessmentId: number) {
  return db
    .select({ id: lsGroupLists.id, name: lsGroupLists.name, groups: countDistinct(lsGroups.id), members: count(lsGroupMembers.userId) })
    .from(lsGroupLists)
    .leftJoin(lsGroups, eq(lsGroups.listId, lsGroupLists.id))
    .leftJoin(lsGroupMembers, eq(lsGroupMembers.groupId, lsGroups.id))
    .where(eq(lsGroupLists.assessmentId, assessmentId))
    .groupBy(lsGroupLists.id)
    .orderBy(asc(lsGroupLists.id));
}

export async function groupsOf(db: Handle, listId: number) {
  return db.select({ id: lsGroups.id, name: lsGroups.name }).from(lsGroups).where(eq(lsGroups.listId, listId)).orderBy(asc(lsGroups.position), asc(lsGroups.id));
}

export async function groupMembersOf(db: Handle, listId: number) {
  return db.select({ groupId: lsGroupMembers.groupId, userId: lsGroupMembers.userId }).from(lsGroupMembers).where(eq(lsGroupMembers.listId, listId));
}

export async function insertGroupList(tx: Tx, values: { assessmentId: number; name: string; createdBy: number }): Promise<number> {
  const [row] = await tx.insert(lsGroupLists).values(values).returning({ id: lsGroupLists.id });
  return row.id;
}

export async function renameGroupList(tx: Tx, id: number, name: string): Promise<void> {
  await tx.update(lsGroupLists).set({ name }).where(eq(lsGroupLists.id, id));
}

/**
 * Sets a grouping's groups: a group with an id keeps it (renamed, moved to its place), one without
 * is inserted, the others go with their members; then the members are written afresh.
 */
export async function replaceGroups(tx: Tx, listId: number, groups: readonly { id?: number; name: string; memberIds: readonly number[] }[]): Promise<void> {
  const kept = groups.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  await tx.delete(lsGroupMembers).where(eq(lsGroupMembers.listId, listId));
  await tx.delete(lsGroups).where(and(eq(lsGroups.listId, listId), kept.length ? notInArray(lsGroups.id, kept) : undefined));
  // Names are unique per grouping: kept groups first give theirs up, so two may swap names.
  if (kept.length) await tx.update(lsGroups).set({ name: sql`'#' || ${lsGroups.id}` }).where(inArray(lsGroups.id, kept));
  const members: { listId: number; groupId: number; userId: number }[] = [];
  for (const [position, g] of groups.entries()) {
    let groupId = g.id;
    if (groupId === undefined) [{ id: groupId }] = await tx.insert(lsGroups).values({ listId, name: g.name, position }).returning({ id: lsGroups.id });
    else await tx.update(lsGroups).set({ name: g.name, position }).where(eq(lsGroups.id, groupId));
    for (const userId of g.memberIds) members.push({ listId, groupId, userId });
  }
  if (members.length) await tx.insert(lsGroupMembers).values(members);
}

/** Puts a person into a group of the grouping, or (groupId null) into none. */
export async function setMemberGroup(tx: Tx, listId: number, userId: number, groupId: number | null): Promise<void> {
  if (groupId === null) {
    await tx.delete(lsGroupMembers).where(and(eq(lsGroupMembers.listId, listId), eq(lsGroupMembers.userId, userId)));
    return;
  }
  await tx
    .insert(lsGroupMembers)
    .values({ listId, groupId, userId })
    .onConflictDoUpdate({ target: [lsGroupMembers.listId, lsGroupMembers.userId], set: { groupId } });
}

export async function deleteGroupList(tx: Tx, id: number): Promise<number> {
  return (await tx.delete(lsGroupLists).where(eq(lsGroupLists.id, id)).returning({ id: lsGroupLists.id })).length;
}
