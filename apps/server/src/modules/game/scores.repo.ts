import { sql, type SQL } from 'drizzle-orm';
import type { GameId } from '@sandtable/shared/rules/course';
import type { Db, Tx } from '../../db/client';
import { courses } from '../../db/schema';
import { likePattern } from '../../db/like';
import type { Actor } from '../../lib/actor';
import { managedCondition } from '../courses';

/**
 * Lists across courses (scores.service.ts): each game's last settled official round and a team's
 * entry in it, read from the results JSON every engine's rounds carry. Every list is scoped to the
 * caller in its WHERE clause: the courses they manage, their own grades, the winners of courses they
 * can see.
 */

/** Joins, per row with a game `g` and a team id expression, that team's latest standing `e`. */
const standing = (teamIdSql: SQL) => sql`
  left join lateral (
    select r.results from game_rounds r
    where r.game_id = g.id and r.status = 'settled' and not r.practice
    order by r.number desc limit 1
  ) last on true
  left join lateral (
    select x as e from jsonb_array_elements(last.results->'teams') x where x->>'teamId' = (${teamIdSql})::text
  ) mine on true`;

const rowsOf = async <T>(db: Db | Tx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Page {
  limit: number;
  offset: number;
}

export interface ScoreRow {
  courseId: number;
  courseName: string;
  userId: number;
  name: string;
  teamName: string | null;
  overallScore: number | null;
  overallRank: number | null;
  cumulativeProfit: number | null;
}

export interface ScoreFilter {
  courseId?: number;
  keyword?: string;
}

function scoreWhere(actor: Actor, filter: ScoreFilter) {
  return sql`${managedCondition(actor)}
    ${filter.courseId ? sql`and ${courses.id} = ${filter.courseId}` : sql``}
    ${filter.keyword ? sql`and (u.name ilike ${likePattern(filter.keyword)} or ${courses.name} ilike ${likePattern(filter.keyword)})` : sql``}`;
}

const scoreFrom = sql`
  from course_members cm
  join ${courses} on ${courses.id} = cm.course_id
  join games g on g.course_id = cm.course_id
  join users u on u.id = cm.user_id
  left join teams t on t.id = cm.team_id`;

/** Students' game standings in the courses the caller manages (a page of them, or all). */
export function listScores(db: Db | Tx, actor: Actor, filter: ScoreFilter, page?: Page): Promise<ScoreRow[]> {
  return rowsOf<ScoreRow>(
    db,
    sql`
    select ${courses.id} as "courseId", ${courses.name} as "courseName", u.id as "userId", u.name as "name", t.name as "teamName",
      (mine.e->>'overallScore')::float8 as "overallScore", (mine.e->>'overallRank')::int as "overallRank",
      (mine.e->>'cumulativeProfit')::float8 as "cumulativeProfit"
    ${scoreFrom}
    ${standing(sql`cm.team_id`)}
    where ${scoreWhere(actor, filter)}
    order by g.started_at desc, ${courses.id}, "overallRank" nulls last, u.name, u.id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

export async function countScores(db: Db | Tx, actor: Actor, filter: ScoreFilter): Promise<number> {
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${scoreFrom} where ${scoreWhere(actor, filter)}`);
  return total;
}

export interface GradeRow {
  courseId: number;
  courseName: string;
  gameId: GameId;
  teamName: string | null;
  status: 'running' | 'paused' | 'finished';
  overallScore: number | null;
  overallRank: number | null;
  teams: number;
  finishedAt: Date | string | null;
}

const gradesFrom = sql`from course_members cm join ${courses} on ${courses.id} = cm.course_id join games g on g.course_id = cm.course_id left join teams t on t.id = cm.team_id`;
const gradesWhere = (userId: number, finished: boolean | undefined) =>
  sql`cm.user_id = ${userId} ${finished === undefined ? sql`` : finished ? sql`and g.status = 'finished'` : sql`and g.status <> 'finished'`}`;

/** The caller's (`userId`'s) games and standings, newest first; `finished` narrows to finished or unfinished games. */
export function listGrades(db: Db | Tx, userId: number, finished: boolean | undefined, page: Page): Promise<GradeRow[]> {
  return rowsOf<GradeRow>(
    db,
    sql`select ${courses.id} as "courseId", ${courses.name} as "courseName", ${courses.gameId} as "gameId", t.name as "teamName", g.status as "status",
          (mine.e->>'overallScore')::float8 as "overallScore", (mine.e->>'overallRank')::int as "overallRank",
          (select count(*)::int from game_teams gt where gt.game_id = g.id) as "teams", g.finished_at as "finishedAt"
        ${gradesFrom} ${standing(sql`cm.team_id`)}
        where ${gradesWhere(userId, finished)}
        order by g.started_at desc, ${courses.id}
        limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countGrades(db: Db | Tx, userId: number, finished: boolean | undefined): Promise<number> {
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${gradesFrom} where ${gradesWhere(userId, finished)}`);
  return total;
}

export interface WinnerRow {
  courseId: number;
  courseName: string;
  finishedAt: Date | string;
  teamName: string;
  colour: string;
  overallScore: number;
  members: string[] | null;
}

/** Finished games of courses the caller can see: managed, enrolled in, or open and not disabled. */
const winnersFrom = sql`from games g join ${courses} on ${courses.id} = g.course_id`;
const winnersWhere = (actor: Actor) => sql`g.status = 'finished' and (${managedCondition(actor)}
    or exists (select 1 from course_members m where m.course_id = ${courses.id} and m.user_id = ${actor.userId})
    or (${courses.kind} = 'open' and ${courses.status} <> 'disabled'))`;

/** Each such game's winning team (overall rank 1 in its last official round) with its members' names, newest first. */
export function listWinners(db: Db | Tx, actor: Actor, page: Page): Promise<WinnerRow[]> {
  return rowsOf<WinnerRow>(
    db,
    sql`select ${courses.id} as "courseId", ${courses.name} as "courseName", g.finished_at as "finishedAt", t.name as "teamName", t.colour as "colour",
          (w.e->>'overallScore')::float8 as "overallScore",
          (select coalesce(json_agg(u.name order by cm.joined_at, cm.id), '[]'::json) from course_members cm join users u on u.id = cm.user_id where cm.team_id = t.id) as "members"
        ${winnersFrom}
        join lateral (
          select r.results from game_rounds r where r.game_id = g.id and r.status = 'settled' and not r.practice order by r.number desc limit 1
        ) last on true
        join lateral (select x as e from jsonb_array_elements(last.results->'teams') x where (x->>'overallRank')::int = 1 limit 1) w on true
        join teams t on t.id = (w.e->>'teamId')::int
        where ${winnersWhere(actor)}
        order by g.finished_at desc, g.id
        limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countWinners(db: Db | Tx, actor: Actor): Promise<number> {
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${winnersFrom} where ${winnersWhere(actor)}`);
  return total;
}
