// Queries of the managers' leadership-style results (docs/decisions/assessments.md "Leadership
// results for managers"). The service checks the caller manages the course before any of these runs;
// every query is bound to that course's members and that assessment.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AttemptStatus } from '@sandtable/shared/machines/assessment';
import type { Db, Tx } from '../../db/client';
import { assessmentAttempts, assessmentResults, courseMembers, teams, users } from '../../db/schema';
import { likePattern } from '../../db/like';
import { takesTest } from './assessment.repo';

type Handle = Db | Tx;

export interface ResultFilter {
  courseId: number;
  assessmentId: number;
  keyword?: string;
  status?: AttemptStatus;
}

/** A member without an attempt is `pending`, as everywhere else. */
const statusOf = sql<AttemptStatus>`coalesce(${assessmentAttempts.status}, 'pending')`;

function where(f: ResultFilter): SQL | undefined {
  const p = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    eq(courseMembers.courseId, f.courseId),
    takesTest(f.assessmentId),
    p ? or(ilike(users.name, p), ilike(users.mobile, p)) : undefined,
    f.status ? sql`${statusOf} = ${f.status}` : undefined,
  );
}

/** The joins of the queries below: the course's members, their names and teams, their attempt at this assessment and its result. */
const joins = {
  user: eq(users.id, courseMembers.userId),
  team: eq(teams.id, courseMembers.teamId),
  attempt: (f: ResultFilter) => and(eq(assessmentAttempts.assessmentId, f.assessmentId), eq(assessmentAttempts.userId, courseMembers.userId)),
  result: eq(assessmentResults.attemptId, assessmentAttempts.id),
};

export interface ResultRow {
  userId: number;
  name: string;
  teamName: string | null;
  status: AttemptStatus;
  submittedAt: Date | null;
  scores: Record<string, unknown> | null;
}

/** The course's members with their attempt and own result, by team then joining order; a page of them, or all. */
export async function memberResults(db: Handle, f: ResultFilter, page?: { limit: number; offset: number }): Promise<ResultRow[]> {
  const query = db
    .select({ userId: courseMembers.userId, name: users.name, teamName: teams.name, status: statusOf, submittedAt: assessmentAttempts.submittedAt, scores: assessmentResults.scores })
    .from(courseMembers)
    .innerJoin(users, joins.user)
    .leftJoin(teams, joins.team)
    .leftJoin(assessmentAttempts, joins.attempt(f))
    .leftJoin(assessmentResults, joins.result)
    .where(where(f))
    .orderBy(sql`${teams.position} asc nulls last`, asc(courseMembers.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countMemberResults(db: Handle, f: ResultFilter): Promise<number> {
  // The filter reads the person (keyword) and the attempt (state) only.
  const [row] = await db
    .select({ n: count() })
    .from(courseMembers)
    .innerJoin(users, joins.user)
    .leftJoin(assessmentAttempts, joins.attempt(f))
    .where(where(f));
  return Number(row?.n ?? 0);
}
