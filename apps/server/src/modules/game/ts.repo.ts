import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseMembers, courses, gameDecisionLog, gameDecisions, gameRounds, games, gameTeams, teams, tsGames, tsPhaseHistory, tsProposals, tsRankings, tsTeamResets, users } from '../../db/schema';
import { actorKindOf, defineLifecycle } from '../../lib/transition';
import { tsPhaseMachine } from '@sandtable/shared/machines/ts';

/** The TS exercise's phase changes through the transition helper, each with its history row (docs/decisions/ts.md). */
export const tsPhaseLifecycle = defineLifecycle({
  machine: tsPhaseMachine,
  table: tsGames,
  record: (tx, c) => tx.insert(tsPhaseHistory).values({ tsGameId: c.id, fromStatus: c.from, toStatus: c.to, reason: c.event, actorId: c.actorId, actorKind: actorKindOf(c.actorId, c.actorKind) }),
});

export type TsGameRow = typeof tsGames.$inferSelect;
export type TsRankingRow = typeof tsRankings.$inferSelect;

export async function findTsGame(db: Db | Tx, gameId: number): Promise<TsGameRow | undefined> {
  const [row] = await db.select().from(tsGames).where(eq(tsGames.id, gameId));
  return row;
}

/** The exercise's one round (the engine scores the whole exercise as round 1). */
export async function findTsRound(db: Db | Tx, gameId: number) {
  const [row] = await db.select().from(gameRounds).where(and(eq(gameRounds.gameId, gameId), eq(gameRounds.number, 1)));
  return row;
}

export async function loadRankings(db: Db | Tx, gameId: number, teamId?: number): Promise<TsRankingRow[]> {
  return db
    .select()
    .from(tsRankings)
    .where(and(eq(tsRankings.gameId, gameId), teamId === undefined ? undefined : eq(tsRankings.teamId, teamId)));
}

/** The number of submitted rankings per team. */
export async function answeredCount(db: Db | Tx, gameId: number, teamId: number): Promise<number> {
  const rows = await db
    .select({ id: tsRankings.id })
    .from(tsRankings)
    .where(and(eq(tsRankings.gameId, gameId), eq(tsRankings.teamId, teamId), isNotNull(tsRankings.submitted)));
  return rows.length;
}

/** Each team's consensus draft (the round's decision rows) with the name of its last editor. */
export async function loadConsensus(db: Db | Tx, roundId: number) {
  return db
    .select({ row: gameDecisions, editor: users.name })
    .from(gameDecisions)
    .leftJoin(users, eq(users.id, gameDecisions.draftBy))
    .where(eq(gameDecisions.roundId, roundId));
}

export async function loadProposals(db: Db | Tx, gameId: number, teamId: number, limit = 30) {
  const rows = await db
    .select({ p: tsProposals, name: users.name })
    .from(tsProposals)
    .innerJoin(users, eq(users.id, tsProposals.userId))
    .where(and(eq(tsProposals.gameId, gameId), eq(tsProposals.teamId, teamId)))
    .orderBy(desc(tsProposals.id))
    .limit(limit);
  return rows.reverse();
}

/** Whether the team was reset in `phase` (a team reset in the consensus phase may rank alone again). */
export async function wasResetIn(db: Db | Tx, gameId: number, teamId: number, phase: TsGameRow['status']): Promise<boolean> {
  const [row] = await db
    .select({ id: tsTeamResets.id })
    .from(tsTeamResets)
    .where(and(eq(tsTeamResets.gameId, gameId), eq(tsTeamResets.teamId, teamId), eq(tsTeamResets.phase, phase)))
    .limit(1);
  return !!row;
}

// ---------------------------------------------------------------------------------------------
// Writes (each in the caller's transaction)

export async function loadCourseTeams(db: Db | Tx, courseId: number) {
  return db.select().from(teams).where(eq(teams.courseId, courseId)).orderBy(asc(teams.position), asc(teams.id));
}

/** The condition of the phase clock's move: the phase's deadline has passed at `now`. */
export const phaseDeadlinePassed = (now: Date) => lte(tsGames.phaseDeadline, now);

/**
 * Inserts a started exercise's records: the game (one official round, no practice), its teams, the
 * round (no deadline: the phases close it), an empty consensus per people-run team and the phase row.
 * Returns null when the course already has a game (a concurrent start).
 */
export async function insertTsExercise(
  tx: Tx,
  values: { game: typeof games.$inferInsert; teams: { teamId: number; computer: boolean }[]; state: unknown; phase: Omit<typeof tsGames.$inferInsert, 'id'> },
) {
  const [game] = await tx.insert(games).values(values.game).onConflictDoNothing({ target: games.courseId }).returning();
  if (!game) return null;
  await tx.insert(gameTeams).values(values.teams.map((t, position) => ({ gameId: game.id, teamId: t.teamId, position, computer: t.computer })));
  const [round] = await tx.insert(gameRounds).values({ gameId: game.id, number: 1, practice: false, status: 'open', deadline: null, seed: game.seed, stateBefore: values.state }).returning();
  const people = values.teams.filter((t) => !t.computer);
  if (people.length) await tx.insert(gameDecisions).values(people.map((t) => ({ roundId: round.id, teamId: t.teamId })));
  const [ts] = await tx.insert(tsGames).values({ ...values.phase, id: game.id }).returning();
  return { game, round, ts };
}

/**
 * Claims the exercise's row in this transaction while it is in one of `phases` (a conditional UPDATE:
 * a phase move at the same time waits for it or finds it moved). Returns the phase, or null.
 */
export async function claimPhase(tx: Tx, gameId: number, phases: TsGameRow['status'][]): Promise<TsGameRow['status'] | null> {
  const [row] = await tx
    .update(tsGames)
    .set({ status: sql`${tsGames.status}` })
    .where(and(eq(tsGames.id, gameId), inArray(tsGames.status, phases)))
    .returning({ status: tsGames.status });
  return row?.status ?? null;
}

/** Sets the current phase's deadline if the exercise is still in `phase`. */
export async function setPhaseDeadline(tx: Tx, gameId: number, phase: TsGameRow['status'], deadline: Date | null): Promise<TsGameRow | null> {
  const [row] = await tx.update(tsGames).set({ phaseDeadline: deadline }).where(and(eq(tsGames.id, gameId), eq(tsGames.status, phase))).returning();
  return row ?? null;
}

/** Reveals up to item `upTo` during the reveal phase, never back: the count before and after (null: not in the reveal). */
export async function revealUpTo(tx: Tx, gameId: number, upTo: number): Promise<{ before: number; after: number } | null> {
  const [before] = await tx.select({ revealed: tsGames.revealed }).from(tsGames).where(eq(tsGames.id, gameId)).for('update');
  const [row] = await tx
    .update(tsGames)
    .set({ revealed: sql`greatest(${tsGames.revealed}, ${upTo})` })
    .where(and(eq(tsGames.id, gameId), eq(tsGames.status, 'reveal')))
    .returning({ revealed: tsGames.revealed });
  return row && before ? { before: before.revealed, after: row.revealed } : null;
}

/** Saves a member's own ranking (draft; and, when `submitted`, the ranking that counts). */
export async function upsertRanking(tx: Tx, r: { gameId: number; teamId: number; userId: number; draft: unknown; submit: boolean; at: Date }): Promise<void> {
  const set = { teamId: r.teamId, draft: r.draft, draftAt: r.at, ...(r.submit ? { submitted: r.draft, submittedAt: r.at } : {}) };
  await tx
    .insert(tsRankings)
    .values({ gameId: r.gameId, userId: r.userId, ...set })
    .onConflictDoUpdate({ target: [tsRankings.gameId, tsRankings.userId], set });
}

/** The scribe's new version of the consensus, only over `baseVersion` (null: someone saved since), logged. */
export async function saveConsensusDraft(tx: Tx, c: { roundId: number; teamId: number; userId: number; draft: unknown; baseVersion: number; at: Date }) {
  const [saved] = await tx
    .update(gameDecisions)
    .set({ draft: c.draft, version: sql`${gameDecisions.version} + 1`, draftBy: c.userId, draftAt: c.at })
    .where(and(eq(gameDecisions.roundId, c.roundId), eq(gameDecisions.teamId, c.teamId), eq(gameDecisions.version, c.baseVersion)))
    .returning();
  if (saved) await tx.insert(gameDecisionLog).values({ roundId: c.roundId, teamId: c.teamId, userId: c.userId, kind: 'draft', decision: { consensus: c.draft } });
  return saved ?? null;
}

export async function insertProposal(tx: Tx, p: typeof tsProposals.$inferInsert) {
  const [row] = await tx.insert(tsProposals).values(p).returning();
  return row;
}

/** The decision each people-run team handed in at the close (the record of what was scored). */
export async function recordSubmitted(tx: Tx, roundId: number, teamId: number, decision: unknown, at: Date): Promise<void> {
  await tx.update(gameDecisions).set({ submitted: decision, submittedAt: at }).where(and(eq(gameDecisions.roundId, roundId), eq(gameDecisions.teamId, teamId)));
}

export async function storeScored(tx: Tx, roundId: number, scored: { decisions: unknown; filled: unknown; stateAfter: unknown; results: unknown }): Promise<void> {
  await tx.update(gameRounds).set(scored).where(eq(gameRounds.id, roundId));
}

export async function userNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** Clears one team's rankings, proposals and consensus (version + 1) and records the reset, in the phase it was made. */
export async function resetTeamRows(tx: Tx, r: { gameId: number; roundId: number; teamId: number; phase: TsGameRow['status']; actorId: number }): Promise<void> {
  await tx.delete(tsRankings).where(and(eq(tsRankings.gameId, r.gameId), eq(tsRankings.teamId, r.teamId)));
  await tx.delete(tsProposals).where(and(eq(tsProposals.gameId, r.gameId), eq(tsProposals.teamId, r.teamId)));
  await tx
    .update(gameDecisions)
    .set({ draft: null, version: sql`${gameDecisions.version} + 1`, draftBy: null, draftAt: null })
    .where(and(eq(gameDecisions.roundId, r.roundId), eq(gameDecisions.teamId, r.teamId)));
  await tx.insert(tsTeamResets).values({ gameId: r.gameId, teamId: r.teamId, phase: r.phase, actorId: r.actorId });
}

/** The caller's TS exercises that have been scored: the course, the team they were in, the phase and the stored results. */
export async function loadScoredExercisesOf(db: Db | Tx, userId: number) {
  return db
    .select({ courseId: courses.id, courseName: courses.name, phase: tsGames.status, settledAt: gameRounds.settledAt, results: gameRounds.results })
    .from(courseMembers)
    .innerJoin(courses, and(eq(courses.id, courseMembers.courseId), eq(courses.gameId, 'TS')))
    .innerJoin(games, eq(games.courseId, courses.id))
    .innerJoin(tsGames, eq(tsGames.id, games.id))
    .innerJoin(gameRounds, and(eq(gameRounds.gameId, games.id), eq(gameRounds.number, 1), eq(gameRounds.status, 'settled')))
    .where(eq(courseMembers.userId, userId))
    .orderBy(desc(gameRounds.settledAt), desc(courses.id));
}

export async function teamNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
  return new Map(rows.map((t) => [t.id, t.name]));
}
