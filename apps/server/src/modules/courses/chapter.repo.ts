import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Chapter } from '@sandtable/shared/rules/course';
import type { Tx } from '../../db/client';
import { chapterProgress, courseMembers } from '../../db/schema';

/**
 * Marks members completed when chapters 1–3 are all completed (a conditional UPDATE: idempotent).
 * One statement for a whole class: a game's finish scores every member at once.
 */
export async function syncProgress(tx: Tx, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx
    .update(courseMembers)
    .set({ progress: 'completed' })
    .where(
      and(
        inArray(courseMembers.id, [...memberIds]),
        eq(courseMembers.progress, 'incomplete'),
        sql`(select count(*) from ${chapterProgress} p where p.member_id = ${courseMembers.id} and p.status = 'completed' and p.chapter in (1, 2, 3)) = 3`,
      ),
    );
}

export interface MemberScore {
  memberId: number;
  score: number;
}

/**
 * Records members' scores of a chapter in one statement, except for those who gave it up; returns
 * the members whose score was written. A member listed twice gets the last score, as if recorded
 * one after the other (one INSERT cannot touch a row twice).
 */
export async function saveChapterScores(tx: Tx, chapter: Chapter, scores: readonly MemberScore[]): Promise<number[]> {
  const latest = new Map(scores.map((s) => [s.memberId, s.score]));
  if (latest.size === 0) return [];
  const rows = await tx
    .insert(chapterProgress)
    .values([...latest].map(([memberId, score]) => ({ memberId, chapter, status: 'completed' as const, score })))
    .onConflictDoUpdate({
      target: [chapterProgress.memberId, chapterProgress.chapter],
      set: { score: sql`excluded.score`, completedAt: sql`now()` },
      setWhere: eq(chapterProgress.status, 'completed'),
    })
    .returning({ memberId: chapterProgress.memberId });
  return rows.map((r) => r.memberId);
}

/** Marks a chapter completed for these members; a chapter they already finished or gave up stays as it is. */
export async function markChapterCompleted(tx: Tx, memberIds: number[], chapter: Chapter): Promise<void> {
  if (memberIds.length === 0) return;
  await tx
    .insert(chapterProgress)
    .values(memberIds.map((memberId) => ({ memberId, chapter, status: 'completed' as const })))
    .onConflictDoNothing();
}

/** Gives a member up: chapter 2 scores 0 (unless already done) and their progress is gave_up; false when it already was not incomplete. */
export async function giveUpMember(tx: Tx, memberId: number): Promise<boolean> {
  await tx.insert(chapterProgress).values({ memberId, chapter: 2, status: 'gave_up', score: 0 }).onConflictDoNothing();
  const moved = await tx
    .update(courseMembers)
    .set({ progress: 'gave_up' })
    .where(and(eq(courseMembers.id, memberId), eq(courseMembers.progress, 'incomplete')))
    .returning({ id: courseMembers.id });
  return moved.length > 0;
}

/** The members of a team who have not given up. */
export async function activeMemberIds(tx: Tx, teamId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: courseMembers.id })
    .from(courseMembers)
    .where(and(eq(courseMembers.teamId, teamId), ne(courseMembers.progress, 'gave_up')));
  return rows.map((r) => r.id);
}
