import { randomInt } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ZodError, type z } from 'zod';
import type { AnyGameEngine, EngineDecisionIssue, EngineRoundResults } from '@sandtable/sim/engine';
import { practiceSeed, roundSeed } from '@sandtable/sim/seeds';
import { GAME_EVENTS, type GameEventPayloads, type gameEndpoints, type GameView, type teamResultSchema } from '@sandtable/shared/contracts/game';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { formatMoney } from '@sandtable/shared/format/money';
import { formatTime } from '@sandtable/shared/format/time';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import { emit, emitAll } from '../../lib/outbox';
import type { Tx } from '../../db/client';
import { accessCourse, managesCourse, recordChapterScores, releaseChapter, teamsOf } from '../courses';
import { courseRoom, teamRoom, watchRoom } from '../../plugins/realtime';
import {
  claimOpenRound, decisionsOf, findGame, findGameById, findGameRow, findOpenRoundId, findRoundState, insertDecisionRows, insertGame, insertGameTeams,
  insertRound, loadDecisions, loadGameTeams, loadRounds, loadRoundSummaries, loadStateBefore, loadSubmissions, loadSubmitted, loadTeamMembers, logDecision, paramsOf,
  resultsOf, rewriteSettledRound, roundDue, saveDraftRow, saveSettlement, saveSubmissionRow, setCloseWhenAllSubmitted, setOpenRoundDeadline, setOpenRoundState, stateBeforeOf,
  type DecisionRow, type Filled, type GameRow, type GameTeam, type RoundRow, type RoundSummary,
} from './game.repo';
import { gamePolicy, mayEditAfterSubmit, myGameTeam, type GameAccess } from './game.policy';
import { playableGame } from './games';
import type { GameId } from '@sandtable/shared/rules/course';
import { gameLifecycle, roundLifecycle } from './lifecycle';
import { scheduleDeadline, scheduleAutoRound } from './round-clock';
import { linesFor, type ResultScope } from './results-scope';

/**
 * The requests and answers are typed by the market's contract; for another game (CM) they carry its
 * own decision and results, which this module treats as the engine's opaque JSON, and the game's
 * paths' own schemas check on the way in and out (game.routes.ts).
 */
type Req<K extends keyof typeof gameEndpoints> = z.output<(typeof gameEndpoints)[K]['request']>;
type Round = GameView['rounds'][number];
type TeamResult = z.output<typeof teamResultSchema>;

const MINUTE = 60_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------------------------------------
// Access

/**
 * The course's game as the caller may see it (not found when they cannot see the course). `gameId`:
 * the game whose paths were called (/game/ms/*, /game/cm/*): a course of another game is refused
 * with gameNotOffered, so a decision is only ever parsed with its own game's schema.
 */
export async function loadAccess(deps: AppDeps, actor: Actor, courseId: number, gameId?: GameId): Promise<GameAccess> {
  const { course, member } = await accessCourse(deps, actor, courseId);
  if (gameId && course.gameId !== gameId) fail(Errors.gameNotOffered);
  const game = await findGame(deps.db, course.id);
  const playable = playableGame(course.gameId);
  if (!game || !playable) fail(Errors.gameNotStarted);
  return { course, member: member ?? null, game: game!, engine: playable!.engine, teams: await loadGameTeams(deps.db, game!.id) };
}

/** gamePolicy's `control`; anyone but the course's managers reads it as not found. */
export function requireControl(actor: Actor, access: GameAccess): void {
  if (!gamePolicy.can(actor, 'control', access)) fail(managesCourse(actor, access.course) ? Errors.gameFinished : Errors.notFound);
}

/** gamePolicy's `decide`: the caller's playing team, or why they have none. */
function requireMyTeam(actor: Actor, access: GameAccess): GameTeam {
  if (!gamePolicy.can(actor, 'decide', access)) fail(access.game.status === 'finished' ? Errors.gameFinished : Errors.notInGameTeam);
  return myGameTeam(access)!;
}

/**
 * The engine's limits (validateDecision with the game's parameters and, for a team's decision, its
 * start-of-round `position`: CM's resting levers) as 100001 naming the field — and the play, for a
 * list (decision.plays.2): the issue code is the engine's, so the message reads "Price: must be at
 * least 50.00 yuan" with the limit formatted in the field's unit. Returns the decision with only the
 * engine's fields.
 */
export function checkDecision(engine: AnyGameEngine, params: unknown, decision: object, position?: unknown, path: (string | number)[] = ['decision']): object {
  const issues: EngineDecisionIssue[] = engine.validateDecision(decision, params, position ?? undefined);
  if (issues.length === 0) return engine.pickDecision(decision);
  throw new ZodError(
    issues.map((issue) => ({
      code: issue.code,
      path: [...path, issue.field, ...(issue.play === undefined ? [] : [issue.play])],
      message: `validation:${issue.code}`,
      input: undefined,
      params: { limit: formatLimit(engine, issue) },
    })) as never,
  );
}

/** The team's start-of-round position in round `roundId` of this game (null: no such round of it, or no such team). */
async function positionIn(deps: AppDeps, access: GameAccess, roundId: number, teamId: number): Promise<unknown> {
  const round = await findRoundState(deps.db, access.game.id, roundId);
  return round ? access.engine.position(round.stateBefore, String(teamId), paramsOf(access.game)) : null;
}

function formatLimit(engine: AnyGameEngine, issue: EngineDecisionIssue): string {
  if (issue.limit === undefined) return '';
  const unit = engine.decisionFields[issue.field]?.unit;
  if (unit === 'fen') return formatMoney(issue.limit);
  return unit === 'percent' ? String(issue.limit) : issue.limit.toLocaleString('en-US');
}

// ---------------------------------------------------------------------------------------------
// Presenting

/** Scorecard weights as percentages of their sum, to two decimals, by the engine's keys (the game view and the rules page). */
export const percentWeights = (engine: AnyGameEngine, params: unknown): GameView['weights'] => {
  const w = engine.scoreWeights(params);
  const sum = Object.values(w).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(w).map(([key, value]) => [key, Math.round((value / sum) * 10_000) / 100])) as GameView['weights'];
};

/**
 * A round as the pages show it. `scoped`: the game's result scope and the viewer's team (null: no
 * team) — the viewer's own team's line in full, the others' public lines (results-scope.ts); absent:
 * every line in full (the market, the results paths).
 */
export function presentRound(round: RoundSummary, gameTeamRows: GameTeam[], scoped?: { scope: ResultScope | null; teamId: number | null }): Round {
  const results = resultsOf(round);
  const lines = results ? (scoped ? linesFor(results, scoped.scope, scoped.teamId) : results.teams) : [];
  const byId = new Map(gameTeamRows.map((t) => [String(t.teamId), t]));
  return {
    id: round.id,
    number: round.number,
    practice: round.practice,
    status: round.status,
    deadline: iso(round.deadline),
    settledAt: iso(round.settledAt),
    reruns: round.reruns,
    // The engine's result interfaces pass through the contract's loose objects as they are.
    market: (results?.market ?? null) as Round['market'],
    results: lines.map((t) => {
      const id = (t as { teamId: string }).teamId;
      return { ...t, teamName: byId.get(id)?.name ?? '', colour: byId.get(id)?.colour ?? '' };
    }) as unknown as Round['results'],
  };
}

type DecisionState = Awaited<ReturnType<typeof loadDecisions>>[number];

/**
 * A team's decision state for the round. `own`: the caller's team (or a manager's view): its draft,
 * version and last editor; another team's draft activity is that team's alone — the caller sees only
 * whether and by whom it submitted (public, as the submit's push).
 */
function decisionState(engine: AnyGameEngine, team: GameTeam, d: DecisionState | undefined, own: boolean) {
  return {
    teamId: team.teamId,
    teamName: team.name,
    colour: team.colour,
    computer: team.computer,
    draft: own && d?.row.draft ? engine.pickDecision(d.row.draft) : null,
    version: own ? (d?.row.version ?? 0) : 0,
    lastEditor: own ? (d?.draftByName ?? null) : null,
    lastEditedAt: own ? iso(d?.row.draftAt) : null,
    submitted: !!d?.row.submitted,
    submittedBy: d?.submittedByName ?? null,
    submittedAt: iso(d?.row.submittedAt),
  };
}

/** The game as this caller sees it (contract gameViewSchema). */
export async function presentView(deps: AppDeps, actor: Actor, access: GameAccess): Promise<GameView> {
  const { course, game, engine, teams: gameTeamRows } = access;
  const rounds = await loadRoundSummaries(deps.db, game.id);
  const current = rounds.find((r) => r.status === 'open') ?? null;
  const decisions = current ? await loadDecisions(deps.db, current.id) : [];
  const manages = managesCourse(actor, course);
  const mine = myGameTeam(access);
  const params = paramsOf(game);
  const stateOf = (t: GameTeam) => decisionState(engine, t, decisions.find((d) => d.row.teamId === t.teamId), manages || t.teamId === mine?.teamId);
  let position: GameView['position'] = null;
  if (mine && current) {
    const state = await loadStateBefore(deps.db, current.id);
    if (state) position = engine.position(state, String(mine.teamId), params);
  }
  const open = current !== null;
  const myState = mine ? stateOf(mine) : null;
  const captain = !!mine && mine.captainId === actor.userId;
  const scoped = { scope: playableGame(course.gameId)?.resultScope ?? null, teamId: mine?.teamId ?? null };
  return {
    courseId: course.id,
    gameId: course.gameId,
    params: game.params as GameView['params'],
    status: game.status,
    practiceRounds: game.practiceRounds,
    officialRounds: game.officialRounds,
    roundMinutes: game.roundMinutes,
    closeWhenAllSubmitted: game.closeWhenAllSubmitted,
    weights: percentWeights(engine, params),
    current: current ? presentRound(current, gameTeamRows, scoped) : null,
    rounds: rounds.map((r) => presentRound(r, gameTeamRows, scoped)),
    myTeam: myState ? { ...myState, captain } : null,
    teams: gameTeamRows.map(stateOf),
    submissions: await loadSubmissions(deps.db, game.id, gameTeamRows),
    showSubmissions: gamePolicy.can(actor, 'seeAllTeams', access),
    position,
    abilities: {
      decide: open && gamePolicy.can(actor, 'decide', access) && (!myState?.submitted || mayEditAfterSubmit(actor, access)),
      submit: open && gamePolicy.can(actor, 'submit', access),
      chat: gamePolicy.can(actor, 'chat', access),
      control: gamePolicy.can(actor, 'control', access),
      correct: gamePolicy.can(actor, 'correct', access),
    },
  };
}

export async function gameView(deps: AppDeps, actor: Actor, courseId: number, gameId?: GameId): Promise<GameView> {
  return presentView(deps, actor, await loadAccess(deps, actor, courseId, gameId));
}

/** The view after a change: the access already checked, the game row read again. */
async function viewAfter(deps: AppDeps, actor: Actor, access: GameAccess): Promise<GameView> {
  const game = (await findGameRow(deps.db, access.game.id))!;
  return presentView(deps, actor, { ...access, game });
}

// ---------------------------------------------------------------------------------------------
// Start

/** Round n's seed: practice rounds draw from their own stream (docs/simulations/market.md §10). */
export function seedOf(game: Pick<GameRow, 'seed' | 'practiceRounds'>, number: number): number {
  return number <= game.practiceRounds ? practiceSeed(game.seed, number) : roundSeed(game.seed, number - game.practiceRounds);
}

/** Opens round `number` with its deadline and an empty decision row per playing team; `actorId` who opened it (null: the system). */
async function openRound(tx: Tx, game: GameRow, number: number, stateBefore: unknown, gameTeamRows: GameTeam[], now: Date, actorId: number | null): Promise<RoundRow> {
  const round = await insertRound(tx, {
      gameId: game.id,
      number,
      practice: number <= game.practiceRounds,
      status: 'open',
      deadline: new Date(now.getTime() + game.roundMinutes * MINUTE),
      seed: seedOf(game, number),
    stateBefore,
  });
  await created(tx, roundLifecycle, round.id, actorId);
  await insertDecisionRows(tx, round.id, gameTeamRows.filter((t) => !t.computer).map((t) => t.teamId));
  return round;
}

/** What starting a game reads: the market's request, with CM's case and level (each engine reads its own choices). */
export type StartInput = Omit<Req<'start'>, 'weights'> & { weights?: Record<string, number>; caseId?: string; level?: string };

export async function startGame(deps: AppDeps, actor: Actor, gameId: GameId, input: StartInput): Promise<GameView> {
  const { course } = await accessCourse(deps, actor, input.courseId);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  const playable = playableGame(course.gameId);
  if (!playable || course.gameId !== gameId) fail(Errors.gameNotOffered);
  const { engine, minTeams } = playable!;
  if (course.status !== 'in_progress') fail(Errors.gameCourseNotRunning);
  if (await findGame(deps.db, course.id)) fail(Errors.gameAlreadyStarted);

  const courseTeams = await teamsOf(deps.db, course.id);
  const computer = new Set(input.computerTeamIds);
  // The computer runs only teams nobody plays in (the lecturer's choice of filler teams).
  if ([...computer].some((id) => (courseTeams.find((t) => t.id === id)?.memberCount ?? 1) > 0)) {
    failFields([{ path: ['computerTeamIds'], message: 'validation:computerTeamNotEmpty' }]);
  }
  const inPlay = courseTeams.filter((t) => t.memberCount > 0 || computer.has(t.id));
  if (inPlay.length < minTeams) fail(Errors.courseTooFewTeams, { min: minTeams });
  if (inPlay.length > engine.teams.max) failFields([{ path: ['computerTeamIds'], message: 'validation:too_big.array', params: { maximum: engine.teams.max } }]);

  // The game's seed draws its rounds and, for the market, the market it is played in (stored in params).
  const seed = randomInt(0, 2 ** 32);
  const params: unknown = engine.paramsWith({ scoreWeights: input.weights, caseId: input.caseId, level: input.level, seed });
  if (engine.paramProblems(params).length) failFields([{ path: ['weights'], message: 'validation:weightsZero' }]);

  const now = new Date();
  const { round } = await deps.db.transaction(async (tx) => {
    const inserted = await insertGame(tx, {
      courseId: course.id,
      status: 'running',
      params,
      seed,
      practiceRounds: input.practiceRound ? 1 : 0,
      officialRounds: course.rounds,
      roundMinutes: input.roundMinutes,
      closeWhenAllSubmitted: input.closeWhenAllSubmitted,
      startedBy: actor.userId,
      startedAt: now,
    });
    if (!inserted) fail(Errors.gameAlreadyStarted);
    const game = inserted!;
    await created(tx, gameLifecycle, game.id, actor.userId);
    // Starting is the moment students need the simulation's chapter: released with the start or not
    // at all (a course the clock has just ended starts nothing).
    if (input.releaseChapter2 && !(await releaseChapter(tx, course.id, 2))) fail(Errors.courseStateChanged);
    await insertGameTeams(tx, game.id, inPlay.map((t, position) => ({ teamId: t.id, position, computer: computer.has(t.id) })));
    const rows: GameTeam[] = inPlay.map((t, position) => ({ teamId: t.id, position, computer: computer.has(t.id), name: t.name, colour: t.colour, captainId: t.captainId }));
    const state: unknown = engine.initialState(params, inPlay.map((t) => String(t.id)));
    const first = await openRound(tx, game, 1, state, rows, now, actor.userId);
    await emit(tx, courseRoom(course.id), GAME_EVENTS.changed, { courseId: course.id, reason: 'started', status: 'running', current: presentRound(first, rows) });
    return { round: first };
  });
  await scheduleDeadline(deps, round);
  if (course.autoRoundAt && course.autoRoundAt.getTime() > now.getTime()) await scheduleAutoRound(deps, round.gameId, course.autoRoundAt);
  await deps.outbox.flush();
  return gameView(deps, actor, course.id);
}

// ---------------------------------------------------------------------------------------------
// Settling a round

/**
 * `clock`: the deadline job; `advance`: the lecturer (or the course's automatic round time);
 * `allSubmitted`: the last captain's submit, a resume or the setting turned on.
 */
export type CloseMode = 'clock' | 'advance' | 'allSubmitted';

/**
 * Settles an open round in one transaction: the conditional UPDATE on status 'open' claims it (a
 * second caller, a retried job or a stale deadline finds nothing and does nothing), then the
 * decisions are read, settled, stored, and the next round opened — or the game finished and every
 * member's chapter-2 score recorded. `clock` settles only a running game's round whose deadline
 * has passed at `now`. round:settled is written in the transaction (the outbox) and flushed after
 * the commit. Returns false when nothing was due.
 * `actorId` is the user whose request closes it (the lecturer's advance, the last captain's submit),
 * null for the system (the deadline job, the course's automatic round time): the history rows say which.
 */
export async function closeRound(deps: AppDeps, roundId: number, mode: CloseMode, now = new Date(), actorId: number | null = null): Promise<boolean> {
  const outcome = await deps.db.transaction(async (tx) => {
    // The mode's conditions (roundDue) in the same UPDATE: a paused game's round waits for its resume.
    const settling = await transition(tx, roundLifecycle, roundId, { event: 'settle', to: 'settled', actorId, set: { settledAt: now }, when: roundDue(mode, now) });
    if (!settling.ok) return null;
    const round = settling.row;
    const { game, gameId } = (await findGameById(tx, round.gameId))!;
    const { engine } = playableGame(gameId)!;
    const gameTeamRows = await loadGameTeams(tx, game.id);
    const params = paramsOf(game);
    const stateBefore = stateBeforeOf(round);
    // Submitted decisions (the engine's fields only), the computer's for computer-run teams, late teams carried over.
    const submitted = Object.fromEntries(Object.entries(await loadSubmitted(tx, round.id)).map(([id, d]) => [id, engine.pickDecision(d)]));
    const computer = gameTeamRows.filter((t) => t.computer).map((t) => String(t.teamId));
    const { decisions, filled } = engine.fillMissing(stateBefore, submitted, params, round.seed, computer);
    const { state, results }: { state: unknown; results: EngineRoundResults } = engine.settle(stateBefore, decisions, params, round.seed);
    await saveSettlement(tx, round.id, { decisions, filled, stateAfter: state, results });
    const settled: RoundRow = { ...round, decisions, filled, stateAfter: state, results };

    let next: RoundRow | null = null;
    if (round.number < game.practiceRounds + game.officialRounds) {
      // A practice round's state is thrown away: the next round starts where it started.
      next = await openRound(tx, game, round.number + 1, round.practice ? stateBefore : state, gameTeamRows, now, actorId);
      // Closing a paused round goes on with the clock running.
      if (game.status === 'paused') await transition(tx, gameLifecycle, game.id, { event: 'resume', to: 'running', actorId, set: { pausedRemainingMs: null } });
    } else {
      // Claiming the round proved the game unfinished: a refusal here is a bug, and rolls the settle back.
      const finished = await transition(tx, gameLifecycle, game.id, { event: 'finish', to: 'finished', actorId, set: { finishedAt: now, pausedRemainingMs: null } });
      if (!finished.ok) fail(finished.refusal);
      if (!round.practice) await recordScores(tx, engine, game, results, gameTeamRows);
    }
    await emitAll(tx, GAME_EVENTS.roundSettled, await settledEvents(tx, gameId, engine, game, gameTeamRows, settled, next));
    return { next };
  });
  if (!outcome) return false;
  if (outcome.next) await scheduleDeadline(deps, outcome.next);
  await deps.outbox.flush();
  return true;
}

/**
 * round:settled: the settled round and the next, plus what else of the view the settle changed for
 * everyone — the round's row of the submissions table and each team's start-of-round figures — so
 * the web writes it into its cache without reloading the view (docs/decisions/events.md).
 */
async function settledEvents(tx: Tx, gameId: GameId, engine: AnyGameEngine, game: GameRow, gameTeamRows: GameTeam[], settled: RoundRow, next: RoundRow | null): Promise<{ rooms: string; payload: GameEventPayloads['round:settled'] }[]> {
  const [submissions] = await loadSubmissions(tx, game.id, gameTeamRows, settled.id);
  const params = paramsOf(game);
  const positions: GameEventPayloads['round:settled']['positions'] = {};
  if (next) for (const t of gameTeamRows) if (!t.computer) positions[String(t.teamId)] = engine.position(stateBeforeOf(next), String(t.teamId), params);
  const base = { courseId: game.courseId, status: next ? ('running' as const) : ('finished' as const), current: next ? presentRound(next, gameTeamRows) : null, submissions };
  const scope = playableGame(gameId)?.resultScope ?? null;
  if (!scope) return [{ rooms: courseRoom(game.courseId), payload: { ...base, round: presentRound(settled, gameTeamRows), positions } }];
  // A scoped game (CM): each team's room gets its own line in full and its own position, everyone
  // else in the course (the managers, observers: the watch room) the public lines — one push per socket.
  const teamPushes = gameTeamRows
    .filter((t) => !t.computer)
    .map((t) => {
      const id = String(t.teamId);
      const own = positions[id] === undefined ? {} : { [id]: positions[id] };
      return { rooms: teamRoom(t.teamId), payload: { ...base, round: presentRound(settled, gameTeamRows, { scope, teamId: t.teamId }), positions: own } };
    });
  return [...teamPushes, { rooms: watchRoom(game.courseId), payload: { ...base, round: presentRound(settled, gameTeamRows, { scope, teamId: null }), positions: {} } }];
}

/** Chapter 2's score for every member of a playing team: the team's overall score, rounded. */
async function recordScores(tx: Tx, engine: AnyGameEngine, game: GameRow, results: EngineRoundResults, gameTeamRows: GameTeam[]): Promise<void> {
  const people = gameTeamRows.filter((t) => !t.computer).map((t) => t.teamId);
  const scores = engine.teamScores(results);
  const members = await loadTeamMembers(tx, game.courseId, people);
  await recordChapterScores(
    tx,
    2,
    members.flatMap((m) => {
      const team = scores.find((t) => t.teamId === String(m.teamId));
      return team ? [{ memberId: m.memberId, score: Math.round(team.overallScore) }] : [];
    }),
  );
}

/** Closes the open round when every team has submitted and the game closes on that (no-op otherwise). */
async function closeIfComplete(deps: AppDeps, gameId: number, actorId: number): Promise<void> {
  const open = await findOpenRoundId(deps.db, gameId);
  if (open !== null) await closeRound(deps, open, 'allSubmitted', new Date(), actorId);
}

export async function advance(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'advance'>): Promise<GameView> {
  const access = await loadAccess(deps, actor, input.courseId, gameId);
  requireControl(actor, access);
  const open = await findOpenRoundId(deps.db, access.game.id);
  if (open === null || !(await closeRound(deps, open, 'advance', new Date(), actor.userId))) fail(Errors.roundClosed);
  return viewAfter(deps, actor, access);
}

/** The lecturer turns "close the round when every team has submitted" on or off while the game runs. */
export async function changeSettings(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'settings'>): Promise<GameView> {
  const access = await loadAccess(deps, actor, input.courseId, gameId);
  requireControl(actor, access);
  const { game } = access;
  const changed = await deps.db.transaction(async (tx) => {
    const row = await setCloseWhenAllSubmitted(tx, game.id, input.closeWhenAllSubmitted);
    if (row) await emit(tx, courseRoom(game.courseId), GAME_EVENTS.changed, { courseId: game.courseId, reason: 'settings', status: game.status, closeWhenAllSubmitted: input.closeWhenAllSubmitted });
    return row;
  });
  if (changed) {
    await deps.outbox.flush();
    // Turned on over a round every team has already submitted: it closes now, as it would have.
    if (input.closeWhenAllSubmitted) await closeIfComplete(deps, game.id, actor.userId);
  }
  return viewAfter(deps, actor, access);
}

// ---------------------------------------------------------------------------------------------
// Pause and resume

export async function pause(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'pause'>): Promise<GameView> {
  const access = await loadAccess(deps, actor, input.courseId, gameId);
  requireControl(actor, access);
  const { game } = access;
  const now = new Date();
  const changed = await deps.db.transaction(async (tx) => {
    // The open round first, then the game: the order closeRound takes them in (no lock cycle on PostgreSQL).
    const open = await claimOpenRound(tx, game.id);
    if (input.paused) {
      const remaining = open?.deadline ? Math.max(0, open.deadline.getTime() - now.getTime()) : game.roundMinutes * MINUTE;
      const moved = await transition(tx, gameLifecycle, game.id, { event: 'pause', to: 'paused', actorId: actor.userId, set: { pausedRemainingMs: remaining } });
      if (!moved.ok) return null;
      await setOpenRoundDeadline(tx, game.id, null);
      await emit(tx, courseRoom(game.courseId), GAME_EVENTS.changed, { courseId: game.courseId, reason: 'paused', status: 'paused', deadline: null });
      return { round: null };
    }
    const remaining = (await findGameRow(tx, game.id))?.pausedRemainingMs ?? null;
    const moved = await transition(tx, gameLifecycle, game.id, { event: 'resume', to: 'running', actorId: actor.userId, set: { pausedRemainingMs: null } });
    if (!moved.ok) return null;
    const round = await setOpenRoundDeadline(tx, game.id, new Date(now.getTime() + (remaining ?? game.roundMinutes * MINUTE)));
    await emit(tx, courseRoom(game.courseId), GAME_EVENTS.changed, { courseId: game.courseId, reason: 'resumed', status: 'running', deadline: iso(round?.deadline) });
    return { round: round ?? null };
  });
  if (changed) {
    if (changed.round) await scheduleDeadline(deps, changed.round);
    await deps.outbox.flush();
    // Every team submitted while paused: the round closes on resuming.
    if (!input.paused) await closeIfComplete(deps, game.id, actor.userId);
  }
  return viewAfter(deps, actor, access);
}

// ---------------------------------------------------------------------------------------------
// Drafts and submissions

function draftEvent(engine: AnyGameEngine, courseId: number, roundId: number, team: GameTeam, row: DecisionRow, editor: string, submitter: string | null) {
  return {
    courseId,
    roundId,
    ...decisionState(engine, team, { row, draftByName: editor, submittedByName: submitter }, true),
  };
}

export async function saveDraft(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'draft'>): Promise<GameView> {
  const access = await loadAccess(deps, actor, input.courseId, gameId);
  const team = requireMyTeam(actor, access);
  const decision = checkDecision(access.engine, paramsOf(access.game), input.decision, await positionIn(deps, access, input.roundId, team.teamId));
  const afterSubmit = mayEditAfterSubmit(actor, access);
  await deps.db.transaction(async (tx) => {
    if (!(await claimOpenRound(tx, access.game.id, input.roundId))) fail(Errors.roundClosed);
    const saved = (await saveDraftRow(tx, { roundId: input.roundId, teamId: team.teamId, baseVersion: input.baseVersion, unsubmitted: !afterSubmit, draft: decision, by: actor.userId, at: new Date() }))!;
    if (!saved) {
      // Submitted meanwhile, or someone saved since this draft was loaded: say who and when; the client reloads.
      const current = (await loadDecisions(tx, input.roundId)).find((d) => d.row.teamId === team.teamId);
      if (!afterSubmit && current?.row.submitted) fail(Errors.decisionSubmitted, { name: current.submittedByName ?? '-', at: formatTime(current.row.submittedAt) });
      fail(Errors.draftConflict, { name: current?.draftByName ?? '-', at: formatTime(current?.row.draftAt) });
    }
    await logDecision(tx, { roundId: input.roundId, teamId: team.teamId, userId: actor.userId, kind: 'draft', decision });
    const submitter = saved.submittedBy ? ((await loadDecisions(tx, input.roundId)).find((d) => d.row.teamId === team.teamId)?.submittedByName ?? null) : null;
    await emit(tx, teamRoom(team.teamId), GAME_EVENTS.draft, draftEvent(access.engine, access.course.id, input.roundId, team, saved, actor.user.name, submitter));
  });
  await deps.outbox.flush();
  return presentView(deps, actor, access);
}

export async function submitDecision(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'submit'>): Promise<GameView> {
  const access = await loadAccess(deps, actor, input.courseId, gameId);
  const team = requireMyTeam(actor, access);
  if (!gamePolicy.can(actor, 'submit', access)) fail(Errors.notCaptain);
  const decision = checkDecision(access.engine, paramsOf(access.game), input.decision, await positionIn(deps, access, input.roundId, team.teamId));
  await deps.db.transaction(async (tx) => {
    if (!(await claimOpenRound(tx, access.game.id, input.roundId))) fail(Errors.roundClosed);
    const now = new Date();
    // The submitted decision also becomes the draft, so every member's form shows what counts.
    const saved = (await saveSubmissionRow(tx, { roundId: input.roundId, teamId: team.teamId, decision, by: actor.userId, at: now }))!;
    if (!saved) fail(Errors.notInGameTeam);
    await logDecision(tx, { roundId: input.roundId, teamId: team.teamId, userId: actor.userId, kind: 'submit', decision });
    await emit(tx, teamRoom(team.teamId), GAME_EVENTS.draft, draftEvent(access.engine, access.course.id, input.roundId, team, saved, actor.user.name, actor.user.name));
    await emit(tx, courseRoom(access.course.id), GAME_EVENTS.changed, {
      courseId: access.course.id,
      reason: 'submitted',
      status: access.game.status,
      roundId: input.roundId,
      teamId: team.teamId,
      submittedBy: actor.user.name,
      submittedAt: now.toISOString(),
    });
  });
  await deps.outbox.flush();
  // The last team's submit closes the round in this request (closeRound's conditional UPDATE
  // settles it once, whoever else — another captain, the deadline job, "advance" — gets there too).
  await closeRound(deps, input.roundId, 'allSubmitted', new Date(), actor.userId);
  return viewAfter(deps, actor, access);
}

// ---------------------------------------------------------------------------------------------
// Re-running a round with a corrected decision

async function planRerun(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'rerun'>) {
  const access = await loadAccess(deps, actor, input.courseId, gameId);
  if (!gamePolicy.can(actor, 'correct', access)) fail(Errors.notFound);
  const { game, engine } = access;
  const params = paramsOf(game);
  const team = access.teams.find((t) => t.teamId === input.teamId);
  if (!team) failFields([{ path: ['teamId'], message: 'validation:teamNotInGame' }]);
  const rounds = await loadRounds(deps.db, game.id);
  const target = rounds.find((r) => r.number === input.round);
  const rerunnable = !!target && !target.practice && target.status === 'settled';
  // The decision first — against the team's position at the start of that round (CM: the levers resting then) — then the round.
  const corrected = checkDecision(engine, params, input.decision, rerunnable ? engine.position(stateBeforeOf(target), String(team!.teamId), params) : undefined);
  if (!rerunnable) failFields([{ path: ['round'], message: 'validation:roundNotRerunnable' }]);
  const later = rounds.filter((r) => !r.practice && r.status === 'settled' && r.number >= target!.number);
  const open = rounds.find((r) => r.status === 'open') ?? null;

  // The stored decisions as settled, the corrected one replacing the team's in round r. Where the
  // team was late in a later round its carried-over decision follows the correction.
  const id = String(team!.teamId);
  const decisions = later.map((r) => ({ ...decisionsOf(r)! }));
  const filled = later.map((r) => [...((r.filled as Filled | null) ?? [])]);
  decisions[0][id] = corrected;
  filled[0] = filled[0].filter((f) => f.teamId !== id);
  for (let k = 1; k < later.length; k++) {
    if (filled[k].some((f) => f.teamId === id && f.by === 'carried_over')) decisions[k][id] = { ...(decisions[k - 1][id] as object) };
  }
  const replayed = replayKeepingInterventions(engine, stateBeforeOf(target!), later, open, decisions, params);
  return { access, later, open, decisions, filled, replayed, team: team! };
}

/**
 * Settles the re-run rounds in order, each from the state the one before it left — with the changes
 * the lecturer made between the two when they were played (engine.carryInterventions: CM's level
 * switches and team restarts, read from the stored states), so a re-run of an earlier round keeps
 * them, the open round's included. `befores[k]`: the state round k starts from; `state`: the open round's.
 */
function replayKeepingInterventions(engine: AnyGameEngine, start: unknown, later: RoundRow[], open: RoundRow | null, decisions: Record<string, unknown>[], params: unknown) {
  const befores: unknown[] = [];
  const states: unknown[] = [];
  const results: EngineRoundResults[] = [];
  let state = start;
  for (const [k, round] of later.entries()) {
    befores.push(state);
    const settled: { state: unknown; results: EngineRoundResults } = engine.settle(state, decisions[k], params, round.seed);
    states.push(settled.state);
    results.push(settled.results);
    const next = k + 1 < later.length ? later[k + 1] : open;
    state = next && engine.carryInterventions ? engine.carryInterventions(settled.state, round.stateAfter, next.stateBefore) : settled.state;
  }
  return { state, befores, states, results };
}

export async function rerunPreview(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'rerunPreview'>) {
  const { access, later, replayed } = await planRerun(deps, actor, gameId, input);
  return {
    rounds: later.map((r, k) => ({
      number: r.number,
      teams: access.teams.map((t) => ({
        teamId: t.teamId,
        teamName: t.name,
        before: resultsOf(r)!.teams.find((x) => x.teamId === String(t.teamId)) as unknown as TeamResult,
        after: replayed.results[k].teams.find((x) => x.teamId === String(t.teamId)) as unknown as TeamResult,
      })),
    })),
  };
}

/**
 * Writes a re-run: round r and every later settled round get the replayed decisions, states and
 * results (reruns + 1 each, conditional on the count read, so two overlapping re-runs or a round
 * settled meanwhile fail with gameChanged instead of writing stale states); the open round starts
 * from the new state, only if it still starts from the state the re-run was planned from (a level
 * switch or restart meanwhile: gameChanged); a correction row goes to the audit log. A finished
 * game's chapter-2 scores are recorded again.
 */
export async function rerun(deps: AppDeps, actor: Actor, gameId: GameId, input: Req<'rerun'>): Promise<GameView> {
  const { access, later, open, decisions, filled, replayed, team } = await planRerun(deps, actor, gameId, input);
  const { game } = access;
  await deps.db.transaction(async (tx) => {
    // The open round claimed first (the order a settle and a level switch take it in), as it was
    // planned from: a switch, a restart or a settle since would be overwritten by the replayed state.
    if (open) {
      const claimed = await claimOpenRound(tx, game.id);
      if (claimed?.id !== open.id || !isDeepStrictEqual(claimed.stateBefore, open.stateBefore)) fail(Errors.gameChanged);
    }
    for (const [k, r] of later.entries()) {
      const rewritten = await rewriteSettledRound(tx, r, {
        stateBefore: replayed.befores[k],
        stateAfter: replayed.states[k],
        results: replayed.results[k],
        decisions: decisions[k],
        filled: filled[k],
      });
      if (!rewritten) fail(Errors.gameChanged);
    }
    if (open) {
      if (!(await setOpenRoundState(tx, open.id, replayed.state))) fail(Errors.gameChanged);
    } else {
      if ((await findGameRow(tx, game.id))?.status !== 'finished') fail(Errors.gameChanged);
      await recordScores(tx, access.engine, game, replayed.results.at(-1)!, access.teams);
    }
    await logDecision(tx, { roundId: later[0].id, teamId: team.teamId, userId: actor.userId, kind: 'correction', decision: decisions[0][String(team.teamId)] });
    await emit(tx, courseRoom(game.courseId), GAME_EVENTS.changed, { courseId: game.courseId, reason: 'rerun', status: game.status, round: input.round, teamId: team.teamId });
  });
  await deps.outbox.flush();
  return viewAfter(deps, actor, access);
}
