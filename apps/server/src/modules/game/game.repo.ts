import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EngineRoundResults, FilledDecision } from '@sandtable/sim/engine';
import type { GameId } from '@sandtable/shared/rules/course';
import type { Db, Tx } from '../../db/client';
import { courseMembers, courses, gameDecisionLog, gameDecisions, gameRounds, games, gameTeams, teams, users } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type DecisionRow = typeof gameDecisions.$inferSelect;

/**
 * The JSON columns. Params, states and decisions are the game's engine's own (opaque here: only
 * the engine reads them); every engine's results carry the per-team standings (EngineRoundResults).
 */
export const paramsOf = (game: GameRow): unknown => game.params;
export const stateBeforeOf = (round: RoundRow): unknown => round.stateBefore;
export const resultsOf = (round: Pick<RoundRow, 'results'>) => round.results as EngineRoundResults | null;
export const decisionsOf = (round: RoundRow) => round.decisions as Record<string, unknown> | null;
export type Filled = FilledDecision[];

/** A team of a game, in the engine's order, with what the pages show. */
export interface GameTeam {
  teamId: number;
  position: number;
  computer: boolean;
  name: string;
  colour: string;
  captainId: number | null;
}

export async function findGame(db: Db | Tx, courseId: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.courseId, courseId));
  return row;
}

/** A game by id with its course's gameId (which engine plays it). */
export async function findGameById(db: Db | Tx, id: number): Promise<{ game: GameRow; gameId: GameId } | undefined> {
  const [row] = await db.select({ game: games, gameId: courses.gameId }).from(games).innerJoin(courses, eq(courses.id, games.courseId)).where(eq(games.id, id));
  return row;
}

export async function loadGameTeams(db: Db | Tx, gameId: number): Promise<GameTeam[]> {
  return db
    .select({ teamId: gameTeams.teamId, position: gameTeams.position, computer: gameTeams.computer, name: teams.name, colour: teams.colour, captainId: teams.captainId })
    .from(gameTeams)
    .innerJoin(teams, eq(teams.id, gameTeams.teamId))
    .where(eq(gameTeams.gameId, gameId))
    .orderBy(asc(gameTeams.position));
}

export async function loadRounds(db: Db | Tx, gameId: number): Promise<RoundRow[]> {
  return db.select().from(gameRounds).where(eq(gameRounds.gameId, gameId)).orderBy(asc(gameRounds.number));
}

/** What pages show of each round: everything but the stored states and decisions (the heavy JSON). */
export type RoundSummary = Pick<RoundRow, 'id' | 'number' | 'practice' | 'status' | 'deadline' | 'settledAt' | 'reruns' | 'results'>;

/**
 * A settled round's results only change when it is re-run (reruns + 1), so they are cached by
 * (round id, reruns): a page view reads the rounds' small columns and fetches the results JSON
 * only for rounds it has not seen in that version. Safe with several instances (the key comes
 * from the database on every read); one cache per database handle; bounded, oldest dropped first.
 */
const resultsCaches = new WeakMap<object, Map<number, { reruns: number; results: unknown }>>();
const RESULTS_CACHE_MAX = 5_000;

export async function loadRoundSummaries(db: Db, gameId: number): Promise<RoundSummary[]> {
  let resultsCache = resultsCaches.get(db);
  if (!resultsCache) resultsCaches.set(db, (resultsCache = new Map()));
  const rows = await db
    .select({
      id: gameRounds.id,
      number: gameRounds.number,
      practice: gameRounds.practice,
      status: gameRounds.status,
      deadline: gameRounds.deadline,
      settledAt: gameRounds.settledAt,
      reruns: gameRounds.reruns,
    })
    .from(gameRounds)
    .where(eq(gameRounds.gameId, gameId))
    .orderBy(asc(gameRounds.number));
  const missing = rows.filter((r) => r.status === 'settled' && resultsCache.get(r.id)?.reruns !== r.reruns).map((r) => r.id);
  if (missing.length) {
    const fetched = await db.select({ id: gameRounds.id, reruns: gameRounds.reruns, results: gameRounds.results }).from(gameRounds).where(inArray(gameRounds.id, missing));
    for (const f of fetched) {
      resultsCache.delete(f.id);
      resultsCache.set(f.id, { reruns: f.reruns, results: f.results });
      if (resultsCache.size > RESULTS_CACHE_MAX) resultsCache.delete(resultsCache.keys().next().value!);
    }
  }
  return rows.map((r) => {
    const cached = r.status === 'settled' ? resultsCache.get(r.id) : undefined;
    // A re-run committed between the two reads: the fresher results win, and the next read fixes the cache.
    return { ...r, results: cached ? cached.results : null };
  });
}

/** A round of this game with the state it starts from (undefined: no such round of the game). */
export async function findRoundState(db: Db | Tx, gameId: number, roundId: number): Promise<{ stateBefore: unknown } | undefined> {
  const [row] = await db.select({ stateBefore: gameRounds.stateBefore }).from(gameRounds).where(and(eq(gameRounds.id, roundId), eq(gameRounds.gameId, gameId)));
  return row;
}

export async function loadStateBefore(db: Db | Tx, roundId: number): Promise<unknown> {
  const [row] = await db.select({ stateBefore: gameRounds.stateBefore }).from(gameRounds).where(eq(gameRounds.id, roundId));
  return row?.stateBefore ?? null;
}

const drafter = alias(users, 'drafter');
const submitter = alias(users, 'submitter');

/** Each team's draft and submission for a round, with the editors' names. */
export async function loadDecisions(db: Db | Tx, roundId: number) {
  return db
    .select({ row: gameDecisions, draftByName: drafter.name, submittedByName: submitter.name })
    .from(gameDecisions)
    .leftJoin(drafter, eq(drafter.id, gameDecisions.draftBy))
    .leftJoin(submitter, eq(submitter.id, gameDecisions.submittedBy))
    .where(eq(gameDecisions.roundId, roundId));
}

/** The official decisions submitted for a round, by engine team id (as stored: the engine picks their fields). */
export async function loadSubmitted(tx: Tx, roundId: number): Promise<Record<string, unknown>> {
  const rows = await tx
    .select({ teamId: gameDecisions.teamId, submitted: gameDecisions.submitted })
    .from(gameDecisions)
    .where(and(eq(gameDecisions.roundId, roundId), isNotNull(gameDecisions.submitted)));
  return Object.fromEntries(rows.map((r) => [String(r.teamId), r.submitted]));
}

/** Members of the given teams (names for podiums, ids for chapter scores). */
export async function loadTeamMembers(db: Db | Tx, courseId: number, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ memberId: courseMembers.id, userId: courseMembers.userId, teamId: courseMembers.teamId, name: users.name })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.teamId, teamIds)))
    .orderBy(asc(courseMembers.joinedAt), asc(courseMembers.id));
}

/**
 * Who decided each team's decision in every settled round (or in settled round `roundId` only: a
 * settle's push, which need not read the game's every round): the engine's filler (`filled`:
 * carried over or the computer's), else the captain's submission with their name and time.
 */
export async function loadSubmissions(db: Db | Tx, gameId: number, gameTeamRows: GameTeam[], roundId?: number) {
  const rounds = await db
    .select({ id: gameRounds.id, number: gameRounds.number, practice: gameRounds.practice, filled: gameRounds.filled })
    .from(gameRounds)
    .where(and(eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'settled'), roundId === undefined ? undefined : eq(gameRounds.id, roundId)))
    .orderBy(asc(gameRounds.number));
  if (rounds.length === 0) return [];
  const rows = await db
    .select({ roundId: gameDecisions.roundId, teamId: gameDecisions.teamId, at: gameDecisions.submittedAt, by: submitter.name })
    .from(gameDecisions)
    .leftJoin(submitter, eq(submitter.id, gameDecisions.submittedBy))
    .where(inArray(gameDecisions.roundId, rounds.map((r) => r.id)));
  return rounds.map((round) => {
    const filled = (round.filled as Filled | null) ?? [];
    return {
      roundId: round.id,
      number: round.number,
      practice: round.practice,
      teams: gameTeamRows.map((team) => {
        const filler = filled.find((f) => f.teamId === String(team.teamId));
        if (filler) return { teamId: team.teamId, source: filler.by, by: null, at: null };
        const row = rows.find((r) => r.roundId === round.id && r.teamId === team.teamId);
        return { teamId: team.teamId, source: 'captain' as const, by: row?.by ?? null, at: row?.at ? row.at.toISOString() : null };
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Changing the open round's starting state (CM's level switches and team restarts: cm.service.ts)

/**
 * Claims the game's open round — round `roundId`, when given — for this transaction (a conditional
 * UPDATE: a settle, a level switch or a draft waits for it); undefined when it is not open.
 */
export async function claimOpenRound(tx: Tx, gameId: number, roundId?: number): Promise<RoundRow | undefined> {
  const [open] = await tx
    .update(gameRounds)
    .set({ status: sql`${gameRounds.status}` })
    .where(and(eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open'), roundId === undefined ? undefined : eq(gameRounds.id, roundId)))
    .returning();
  return open;
}

/** The teams that have submitted a round. */
export async function submittedTeamIds(db: Db | Tx, roundId: number): Promise<number[]> {
  const rows = await db.select({ teamId: gameDecisions.teamId }).from(gameDecisions).where(and(eq(gameDecisions.roundId, roundId), isNotNull(gameDecisions.submitted)));
  return rows.map((r) => r.teamId);
}

export async function setGameParams(tx: Tx, gameId: number, params: unknown): Promise<void> {
  await tx.update(games).set({ params }).where(eq(games.id, gameId));
}

/** A team's draft and submission of a round cleared; the version moves on so an open form reloads. */
export async function clearTeamDecision(tx: Tx, roundId: number, teamId: number): Promise<void> {
  await tx
    .update(gameDecisions)
    .set({ draft: null, draftBy: null, draftAt: null, submitted: null, submittedBy: null, submittedAt: null, version: sql`${gameDecisions.version} + 1` })
    .where(and(eq(gameDecisions.roundId, roundId), eq(gameDecisions.teamId, teamId)));
}

export async function findGameRow(db: Db | Tx, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Starting a game and opening rounds (game.service.ts, in its transactions)

/** Inserts a course's game; undefined when the course already has one (unique course id). */
export async function insertGame(tx: Tx, values: typeof games.$inferInsert): Promise<GameRow | undefined> {
  const [row] = await tx.insert(games).values(values).onConflictDoNothing({ target: games.courseId }).returning();
  return row;
}

export async function insertGameTeams(tx: Tx, gameId: number, rows: { teamId: number; position: number; computer: boolean }[]): Promise<void> {
  await tx.insert(gameTeams).values(rows.map((r) => ({ gameId, ...r })));
}

export async function insertRound(tx: Tx, values: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(gameRounds).values(values).returning();
  return row;
}

/** An empty decision row per people-run team of a round just opened. */
export async function insertDecisionRows(tx: Tx, roundId: number, teamIds: number[]): Promise<void> {
  if (teamIds.length) await tx.insert(gameDecisions).values(teamIds.map((teamId) => ({ roundId, teamId })));
}

// ---------------------------------------------------------------------------------------------
// Closing a round

/**
 * What closing a round needs besides its being open, as conditions on the `game_rounds` row for
 * the settle transition's UPDATE: the clock — a running game's round whose deadline has passed at
 * `now`; all submitted — a running game that closes on complete rounds, whose people-run teams
 * (the only ones with decision rows: computer teams never block) have all submitted; the
 * lecturer's advance — nothing more.
 */
export function roundDue(mode: 'clock' | 'advance' | 'allSubmitted', now: Date): SQL | undefined {
  if (mode === 'clock') return and(lte(gameRounds.deadline, now), sql`exists (select 1 from ${games} where ${games.id} = ${gameRounds.gameId} and ${games.status} = 'running')`);
  if (mode === 'allSubmitted') {
    return and(
      sql`exists (select 1 from ${games} where ${games.id} = ${gameRounds.gameId} and ${games.status} = 'running' and ${games.closeWhenAllSubmitted})`,
      sql`exists (select 1 from ${gameDecisions} d where d.round_id = ${gameRounds.id})`,
      sql`not exists (select 1 from ${gameDecisions} d where d.round_id = ${gameRounds.id} and d.submitted is null)`,
    );
  }
  return undefined;
}

/** A settled round's decisions as played, who filled which, the state after it and its results. */
export async function saveSettlement(tx: Tx, roundId: number, settlement: Pick<RoundRow, 'decisions' | 'filled' | 'stateAfter' | 'results'>): Promise<void> {
  await tx.update(gameRounds).set(settlement).where(eq(gameRounds.id, roundId));
}

/** The game's open round's id, if any. */
export async function findOpenRoundId(db: Db | Tx, gameId: number): Promise<number | null> {
  const [open] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open')));
  return open?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Settings, pause and resume

/** Turns "close when all submitted" to `value` on an unfinished game; false when nothing changed. */
export async function setCloseWhenAllSubmitted(tx: Tx, gameId: number, value: boolean): Promise<boolean> {
  const [row] = await tx
    .update(games)
    .set({ closeWhenAllSubmitted: value })
    .where(and(eq(games.id, gameId), sql`${games.status} <> 'finished'`, sql`${games.closeWhenAllSubmitted} <> ${value}`))
    .returning({ id: games.id });
  return !!row;
}

/** The game's open round's deadline set (null: stopped by a pause); the round, if one is open. */
export async function setOpenRoundDeadline(tx: Tx, gameId: number, deadline: Date | null): Promise<RoundRow | undefined> {
  const [row] = await tx
    .update(gameRounds)
    .set({ deadline })
    .where(and(eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open')))
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Drafts, submissions and the decision log

/**
 * A team's draft saved over version `baseVersion` (the version moves on); with `unsubmitted`, only
 * while the team has not submitted. Undefined when the row is not in that state (someone saved or
 * submitted meanwhile).
 */
export async function saveDraftRow(tx: Tx, d: { roundId: number; teamId: number; baseVersion: number; unsubmitted: boolean; draft: unknown; by: number; at: Date }): Promise<DecisionRow | undefined> {
  const mayEdit = [eq(gameDecisions.roundId, d.roundId), eq(gameDecisions.teamId, d.teamId), eq(gameDecisions.version, d.baseVersion)];
  if (d.unsubmitted) mayEdit.push(isNull(gameDecisions.submitted));
  const [saved] = await tx
    .update(gameDecisions)
    .set({ draft: d.draft, version: sql`${gameDecisions.version} + 1`, draftBy: d.by, draftAt: d.at })
    .where(and(...mayEdit))
    .returning();
  return saved;
}

/** A team's submission, which also becomes its draft (the version moves on); undefined: the team has no row in the round. */
export async function saveSubmissionRow(tx: Tx, d: { roundId: number; teamId: number; decision: unknown; by: number; at: Date }): Promise<DecisionRow | undefined> {
  const [saved] = await tx
    .update(gameDecisions)
    .set({ submitted: d.decision, submittedBy: d.by, submittedAt: d.at, draft: d.decision, version: sql`${gameDecisions.version} + 1`, draftBy: d.by, draftAt: d.at })
    .where(and(eq(gameDecisions.roundId, d.roundId), eq(gameDecisions.teamId, d.teamId)))
    .returning();
  return saved;
}

/** The decision audit trail: a draft, a submission or a lecturer's correction. */
export async function logDecision(tx: Tx, entry: typeof gameDecisionLog.$inferInsert): Promise<void> {
  await tx.insert(gameDecisionLog).values(entry);
}

// ---------------------------------------------------------------------------------------------
// Re-runs

/**
 * A settled round rewritten by a re-run (reruns + 1), only if it is still settled with the re-run
 * count read: false when another re-run or a settle got there first.
 */
export async function rewriteSettledRound(
  tx: Tx,
  round: Pick<RoundRow, 'id' | 'reruns'>,
  values: Pick<RoundRow, 'stateBefore' | 'stateAfter' | 'results' | 'decisions' | 'filled'>,
): Promise<boolean> {
  const [row] = await tx
    .update(gameRounds)
    .set({ ...values, reruns: sql`${gameRounds.reruns} + 1` })
    .where(and(eq(gameRounds.id, round.id), eq(gameRounds.status, 'settled'), eq(gameRounds.reruns, round.reruns)))
    .returning({ id: gameRounds.id });
  return !!row;
}

/** The open round's starting state replaced (a re-run, CM's level switches and restarts); false when it is no longer open. */
export async function setOpenRoundState(tx: Tx, roundId: number, state: unknown): Promise<boolean> {
  const [row] = await tx
    .update(gameRounds)
    .set({ stateBefore: state })
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.status, 'open')))
    .returning({ id: gameRounds.id });
  return !!row;
}
