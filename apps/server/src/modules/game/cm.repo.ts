import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Phase } from '@sandtable/sim/change';
import type { Db, Tx } from '../../db/client';
import { cmStageAnswers, courseMembers, courses, teams, users } from '../../db/schema';
import { likePattern } from '../../db/like';

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

// ---------------------------------------------------------------------------------------------
// Enterprise statistics (cm.stats.service.ts)

export interface CmMemberResultRow {
  userId: number;
  name: string;
  companyName: string | null;
  departmentName: string | null;
  courseId: number;
  courseName: string;
  status: 'running' | 'paused' | 'finished';
  teamName: string | null;
  teamId: number | null;
  overallScore: number | null;
  overallRank: number | null;
  adoptionIndex: number | null;
  adoptedShare: number | null;
}

/**
 * Every player of the CM games in `visible` courses (the caller's managed courses), with their
 * team's entry in the last settled official round, filtered by company and department (part of
 * the name; people without a company go by their own organisation); `ownerId`: only the courses
 * that user runs as lecturer or creator.
 */
export async function loadCmMemberResults(db: Db, visible: SQL, ownerId: number | null, filter: { companyName?: string; departmentName?: string }): Promise<CmMemberResultRow[]> {
  const company = sql`coalesce(co.name, u.organisation)`;
  const result = await db.execute(sql`
    select u.id as "userId", u.name as "name", ${company} as "companyName", u.department as "departmentName",
      ${courses.id} as "courseId", ${courses.name} as "courseName", g.status as "status", t.name as "teamName", t.id as "teamId",
      (mine.e->>'overallScore')::float8 as "overallScore", (mine.e->>'overallRank')::int as "overallRank",
      (mine.e->>'adoptionIndex')::float8 as "adoptionIndex", (mine.e->>'adoptedShare')::float8 as "adoptedShare"
    from course_members cm
    join ${courses} on ${courses.id} = cm.course_id and ${courses.gameId} = 'CM'
    join games g on g.course_id = cm.course_id
    join users u on u.id = cm.user_id
    left join companies co on co.id = u.company_id
    left join teams t on t.id = cm.team_id
    left join lateral (
      select r.results from game_rounds r where r.game_id = g.id and r.status = 'settled' and not r.practice order by r.number desc limit 1
    ) last on true
    left join lateral (select x as e from jsonb_array_elements(last.results->'teams') x where x->>'teamId' = cm.team_id::text) mine on true
    where ${visible}
      ${ownerId === null ? sql`` : sql`and (${courses.lecturerId} = ${ownerId} or ${courses.createdBy} = ${ownerId})`}
      ${filter.companyName ? sql`and ${company} ilike ${likePattern(filter.companyName)}` : sql``}
      ${filter.departmentName ? sql`and u.department ilike ${likePattern(filter.departmentName)}` : sql``}
    order by "companyName" nulls last, "departmentName" nulls last, ${courses.id}, "overallRank" nulls last, u.name, u.id`);
  return (result as unknown as { rows: CmMemberResultRow[] }).rows;
}
