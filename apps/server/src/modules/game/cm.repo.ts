import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Phase } from '@sandtable/sim/change';
import type { Db, Tx } from '../../db/client';
import { cmStageAnswers, courseMembers, teams, users } from '../../db/schema';

// CM's stage answers (cm.stage.service.ts): one row per member and stage, written by conditional
// upserts so a repeated or concurrent answer cannot overwrite what it must not.

export type StageRow = typeof cmStageAnswers.$inferSelect;

export async function loadStageAnswers(db: Db | Tx, memberIds: number[]): Promise<StageRow[]> {
  if (memberIds.length === 0) return [];
  return db.select().from(cmStageAnswers).where(inArray(cmStageAnswers.memberId, memberIds));
}

/** The Q&A of a stage, once: false when it was already answered. */
export async function saveQuiz(db: Db, memberId: number, phase: Phase, quiz: Record<string, number>, points: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(cmStageAnswers)
    .values({ memberId, phase, quiz, quizPoints: points, quizAt: at })
    .onConflictDoUpdate({ target: [cmStageAnswers.memberId, cmStageAnswers.phase], set: { quiz, quizPoints: points, quizAt: at }, setWhere: isNull(cmStageAnswers.quiz) })
    .returning({ id: cmStageAnswers.id });
  return rows.length > 0;
}

/** The thinking answers of a stage, until they are marked: false when they were. */
export async function saveThinking(db: Db, memberId: number, phase: Phase, thinking: Record<string, string>, at: Date): Promise<boolean> {
  const rows = await db
    .insert(cmStageAnswers)
    .values({ memberId, phase, thinking, thinkingAt: at })
    .onConflictDoUpdate({ target: [cmStageAnswers.memberId, cmStageAnswers.phase], set: { thinking, thinkingAt: at }, setWhere: isNull(cmStageAnswers.marks) })
    .returning({ id: cmStageAnswers.id });
  return rows.length > 0;
}

/** The lecturer's marks of a stage's thinking answers (given ones only); undefined when there are none to mark. */
export async function saveMarks(db: Db, memberId: number, phase: Phase, marks: Record<string, number>, by: number, at: Date): Promise<StageRow | undefined> {
  const [row] = await db
    .update(cmStageAnswers)
    .set({ marks, markedBy: by, markedAt: at })
    .where(and(eq(cmStageAnswers.memberId, memberId), eq(cmStageAnswers.phase, phase), isNotNull(cmStageAnswers.thinking)))
    .returning();
  return row;
}

/** A course's members with their names and teams, in the order they joined. */
export async function loadMembers(db: Db, courseId: number) {
  return db
    .select({ memberId: courseMembers.id, name: users.name, teamName: teams.name })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .leftJoin(teams, eq(teams.id, courseMembers.teamId))
    .where(eq(courseMembers.courseId, courseId))
    .orderBy(asc(courseMembers.joinedAt), asc(courseMembers.id));
}

/** A member of the course by id (the lecturer marks only their own course's members). */
export async function findMemberOf(db: Db, courseId: number, memberId: number): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`1` }).from(courseMembers).where(and(eq(courseMembers.id, memberId), eq(courseMembers.courseId, courseId)));
  return !!row;
}
