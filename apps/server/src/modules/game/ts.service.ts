import { randomInt } from 'node:crypto';
import { ZodError, type z } from 'zod';
import {
  expertOrder, MAX_MEMBERS, memberRecord, scenarioOf, synergyEngine, teamLeadership, validateRanking,
  type Ranking, type Scenario, type TsDecision, type TsDecisions, type TsParams, type TsRoundResult, type TsState, type TsTeamResult,
} from '@sandtable/sim/synergy';
import { TS_EVENTS, type tsEndpoints, type TsView } from '@sandtable/shared/contracts/game-ts';
import { nextPhase, type TsPhase } from '@sandtable/shared/machines/ts';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { formatTime } from '@sandtable/shared/format/time';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import { emit } from '../../lib/outbox';
import type { Tx } from '../../db/client';
import { accessCourse, managesCourse, recordChapterScores, releaseChapter } from '../courses';
import { courseRoom, teamRoom } from '../../plugins/realtime';
import { findGame, findGameById, loadGameTeams, loadTeamMembers, type GameRow, type GameTeam, type RoundRow } from './game.repo';
import { playableGame } from './games';
import { gameLifecycle, roundLifecycle } from './lifecycle';
import {
  answeredCount, claimPhase as claimPhaseRow, findTsGame, findTsRound, insertProposal, insertTsExercise, loadConsensus, loadCourseTeams, loadProposals, loadRankings, loadScoredExercisesOf, teamNames,
  phaseDeadlinePassed, recordSubmitted, resetTeamRows, revealUpTo, saveConsensusDraft, setPhaseDeadline, storeScored, tsPhaseLifecycle, upsertRanking, userNames, wasResetIn,
  type TsGameRow,
} from './ts.repo';

/**
 * The team-synergy exercise on the server (docs/decisions/ts.md): the lecturer's phases with their
 * timers (persisted jobs), each member's own ranking, the consensus the scribe records (versioned
 * drafts, pushed live to the team), proposals, the scoring when the reveal begins, the reveal item by
 * item, the scoreboard, each team's debrief and the lecturer's reset of one team. The engine
 * (@sandtable/sim/synergy) validates every ranking and scores; this module keeps the timeline.
 */

type Req<K extends keyof typeof tsEndpoints> = z.output<(typeof tsEndpoints)[K]['request']>;

export const TS_PHASE_CLOCK_QUEUE = 'ts-phase-clock';
export type TsPhaseJob = { gameId: number; phase: TsPhase };

const MINUTE = 60_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const engine = synergyEngine;

// ---------------------------------------------------------------------------------------------
// Access

interface TsAccess {
  course: Awaited<ReturnType<typeof accessCourse>>['course'];
  member: Awaited<ReturnType<typeof accessCourse>>['member'];
  game: GameRow;
  ts: TsGameRow;
  round: RoundRow;
  teams: GameTeam[];
  params: TsParams;
  scenario: Scenario;
  manages: boolean;
}

/** The course's exercise as the caller may see it: not found when they cannot see the course, 105008 for a course of another game. */
async function loadTs(deps: AppDeps, actor: Actor, courseId: number): Promise<TsAccess> {
  const { course, member } = await accessCourse(deps, actor, courseId);
  if (course.gameId !== 'TS') fail(Errors.gameNotOffered);
  const game = await findGame(deps.db, course.id);
  const ts = game ? await findTsGame(deps.db, game.id) : undefined;
  const round = game ? await findTsRound(deps.db, game.id) : undefined;
  if (!game || !ts || !round) fail(Errors.gameNotStarted);
  const params = engine.readParams(game!.params);
  return { course, member: member ?? null, game: game!, ts: ts!, round: round!, teams: await loadGameTeams(deps.db, game!.id), params, scenario: scenarioOf(params.tsVersion)!, manages: managesCourse(actor, course) };
}

/** The course's managers run the exercise; anyone else reads it as not found. */
function requireManager(a: TsAccess): void {
  if (!a.manages) fail(Errors.notFound);
}

/** The caller's playing team (a people-run team of the game they are a member of). */
function myTeam(a: Pick<TsAccess, 'member' | 'teams'>): GameTeam | null {
  const teamId = a.member?.teamId;
  return (teamId && a.teams.find((t) => t.teamId === teamId && !t.computer)) || null;
}

function requireMyTeam(a: TsAccess): GameTeam {
  const team = myTeam(a);
  if (!team) fail(Errors.notInGameTeam);
  return team!;
}

/** A team's roster: its members in the order they joined, at most MAX_MEMBERS (the engine's roster limit). */
type RosterEntry = Awaited<ReturnType<typeof loadTeamMembers>>[number];
const rosterOf = (rosters: RosterEntry[], teamId: number) => rosters.filter((r) => r.teamId === teamId).slice(0, MAX_MEMBERS);

/** The team's scribe: its captain when on the roster, otherwise its first member. */
function scribeOf(team: GameTeam, roster: RosterEntry[]): RosterEntry | null {
  return roster.find((r) => r.userId === team.captainId) ?? roster[0] ?? null;
}

/**
 * Claims the exercise's row in this transaction while it is in one of `phases` (a conditional UPDATE:
 * a phase move at the same time waits for it or finds it moved), or answers 105015.
 */
async function claimPhase(tx: Tx, gameId: number, phases: TsPhase[]): Promise<TsPhase> {
  const phase = await claimPhaseRow(tx, gameId, phases);
  if (!phase) fail(Errors.tsWrongPhase);
  return phase!;
}

/** The phases in which a member of `teamId` may rank alone: the individual phase; the consensus phase too for a team reset in it. */
async function rankingPhases(deps: AppDeps, a: TsAccess, teamId: number): Promise<TsPhase[]> {
  return a.ts.status === 'consensus' && (await wasResetIn(deps.db, a.game.id, teamId, 'consensus')) ? ['individual', 'consensus'] : ['individual'];
}

// ---------------------------------------------------------------------------------------------
// Checking rankings

/**
 * A ranking being built (`complete` false: places may be empty) or one that counts (`complete`: every
 * item once), checked with the engine's validateRanking; problems are 100001 naming the place
 * (`ranking.3`), the message validation:ts_* with the item count as the limit.
 */
function checkPlaces(params: TsParams, places: (string | null)[], complete: boolean, field: string): (string | null)[] {
  const n = scenarioOf(params.tsVersion)!.items.length;
  const issues: { code: string; path: (string | number)[]; limit?: number }[] = [];
  if (places.length !== n) issues.push({ code: 'ts_ranking_length', path: [field], limit: n });
  else if (complete) {
    places.forEach((id, place) => id === null && issues.push({ code: 'required', path: [field, place] }));
    if (!issues.length) for (const i of validateRanking(places, params)) issues.push({ code: i.code, path: i.place === undefined ? [field] : [field, i.place], limit: i.limit });
  } else {
    // Only the places filled: unknown or repeated items, at their own place on the board.
    const known = new Set(scenarioOf(params.tsVersion)!.items.map((i) => i.id));
    const seen = new Set<string>();
    places.forEach((id, place) => {
      if (id === null) return;
      if (!known.has(id)) issues.push({ code: 'ts_unknown_item', path: [field, place] });
      else if (seen.has(id)) issues.push({ code: 'ts_repeated_item', path: [field, place] });
      seen.add(id);
    });
  }
  if (issues.length) {
    throw new ZodError(issues.map((i) => ({ code: i.code, path: i.path, message: `validation:${i.code}`, input: undefined, params: { limit: i.limit === undefined ? '' : String(i.limit) } })) as never);
  }
  return places;
}

const isComplete = (params: TsParams, places: unknown): places is Ranking =>
  Array.isArray(places) && !places.includes(null) && validateRanking(places, params).length === 0;

// ---------------------------------------------------------------------------------------------
// Presenting

const percent = (w: TsParams['scoreWeights']) => {
  const sum = w.accuracy + w.synergy;
  return { accuracy: Math.round((w.accuracy / sum) * 10_000) / 100, synergy: Math.round((w.synergy / sum) * 10_000) / 100 };
};

function revealedItems(a: Pick<TsAccess, 'scenario' | 'round'>, revealed: number): TsView['revealedItems'] {
  const results = a.round.results as TsRoundResult | null;
  if (!results || revealed === 0) return [];
  return expertOrder(a.scenario)
    .slice(0, revealed)
    .map((id, k) => ({
      item: id,
      expertRank: k + 1,
      reason: a.scenario.items.find((i) => i.id === id)!.reason,
      teams: results.teams.map((t) => {
        const it = t.items.find((i) => i.item === id)!;
        return { teamId: Number(t.teamId), teamRank: it.teamRank, teamError: it.teamError };
      }),
    }));
}

/** The individuals of a team's decision: its roster, each with their submitted ranking or null ("no answer"). */
function individualsOf(roster: RosterEntry[], rankings: { userId: number; submitted: unknown }[]): TsDecision['individuals'] {
  return roster.map((r) => ({ memberId: String(r.userId), ranking: (rankings.find((x) => x.userId === r.userId)?.submitted as Ranking | null | undefined) ?? null }));
}

function previewOf(a: TsAccess, teamId: number, draft: (string | null)[] | null, individuals: TsDecision['individuals']) {
  const position = engine.position(a.round.stateBefore as TsState, String(teamId), a.params);
  return position && draft ? engine.preview({ consensus: draft, individuals }, position, a.params) : null;
}

/** The exercise as this caller sees it (contract tsViewSchema). */
async function presentTs(deps: AppDeps, actor: Actor, a: TsAccess): Promise<TsView> {
  const { game, ts, params, scenario } = a;
  const people = a.teams.filter((t) => !t.computer);
  const rosters = await loadTeamMembers(deps.db, a.course.id, people.map((t) => t.teamId));
  const rankings = await loadRankings(deps.db, game.id);
  const consensus = await loadConsensus(deps.db, a.round.id);
  const mine = myTeam(a);
  const phase = ts.status;
  const open = a.round.status === 'open';
  const teamsView = a.teams.map((t) => {
    const roster = rosterOf(rosters, t.teamId);
    const c = consensus.find((x) => x.row.teamId === t.teamId);
    const draft = (c?.row.draft as (string | null)[] | null) ?? null;
    // A team's consensus work (its scribe, places filled, version) is its own and the managers': a member sees only their own team's.
    const shown = !t.computer && (a.manages || t.teamId === mine?.teamId);
    return {
      teamId: t.teamId,
      teamName: t.name,
      colour: t.colour,
      computer: t.computer,
      scribe: shown ? (scribeOf(t, roster)?.name ?? null) : null,
      rosterSize: roster.length,
      answered: rankings.filter((r) => r.teamId === t.teamId && r.submitted && roster.some((m) => m.userId === r.userId)).length,
      placed: shown ? (draft ? draft.filter((x) => x !== null).length : 0) : null,
      consensusVersion: shown ? (c?.row.version ?? 0) : null,
    };
  });

  let myTeamView: TsView['myTeam'] = null;
  let rank = false;
  let editConsensus = false;
  if (mine) {
    const roster = rosterOf(rosters, mine.teamId);
    const scribe = scribeOf(mine, roster);
    const teamRankings = rankings.filter((r) => r.teamId === mine.teamId);
    const own = teamRankings.find((r) => r.userId === actor.userId);
    const c = consensus.find((x) => x.row.teamId === mine.teamId);
    const draft = (c?.row.draft as (string | null)[] | null) ?? null;
    // Teammates' own rankings are shown from the consensus phase on (no copying while ranking alone).
    const shareRankings = phase !== 'briefing' && phase !== 'individual';
    const individuals = individualsOf(roster, teamRankings);
    rank = open && (await rankingPhases(deps, a, mine.teamId)).includes(phase);
    editConsensus = open && phase === 'consensus' && scribe?.userId === actor.userId;
    myTeamView = {
      teamId: mine.teamId,
      teamName: mine.name,
      scribeId: scribe?.userId ?? null,
      scribe: scribe?.userId === actor.userId,
      members: roster.map((m) => {
        const r = teamRankings.find((x) => x.userId === m.userId);
        return { userId: m.userId, name: m.name, scribe: m.userId === scribe?.userId, answered: !!r?.submitted, ranking: (shareRankings || m.userId === actor.userId ? (r?.submitted as Ranking | null) : null) ?? null };
      }),
      myRanking: {
        draft: (own?.draft as (string | null)[] | null) ?? null,
        submitted: (own?.submitted as Ranking | null) ?? null,
        submittedAt: iso(own?.submittedAt),
        noAnswer: !own?.submitted && !rank && phase !== 'briefing',
      },
      consensus: { draft, version: c?.row.version ?? 0, lastEditor: c?.editor ?? null, lastEditedAt: iso(c?.row.draftAt) },
      preview: shareRankings ? previewOf(a, mine.teamId, draft, individuals) : null,
      proposals: (await loadProposals(deps.db, game.id, mine.teamId)).map(({ p, name }) => ({ id: p.id, userId: p.userId, name, item: p.item, place: p.place, note: p.note, at: p.at.toISOString() })),
    };
  }

  return {
    courseId: a.course.id,
    gameId: 'TS',
    status: game.status,
    phase,
    phaseStartedAt: ts.phaseStartedAt.toISOString(),
    phaseDeadline: iso(ts.phaseDeadline),
    phaseMinutes: { ...params.phaseMinutes },
    weights: percent(params.scoreWeights),
    scenario: { version: scenario.version, key: scenario.key, kind: scenario.kind, title: scenario.title, briefing: scenario.briefing, items: scenario.items.map((i) => ({ id: i.id, name: i.name })) },
    itemCount: scenario.items.length,
    revealed: ts.revealed,
    revealedItems: revealedItems(a, ts.revealed),
    teams: teamsView,
    myTeam: myTeamView,
    abilities: {
      control: a.manages && nextPhase(phase) !== null,
      rank,
      editConsensus,
      propose: open && phase === 'consensus' && !!mine,
      reveal: a.manages && phase === 'reveal' && ts.revealed < scenario.items.length,
      reset: a.manages && open,
    },
  };
}

/** The view after a change: the exercise's rows read again. */
async function viewAfter(deps: AppDeps, actor: Actor, a: TsAccess): Promise<TsView> {
  const { game } = (await findGameById(deps.db, a.game.id))!;
  return presentTs(deps, actor, { ...a, game, ts: (await findTsGame(deps.db, a.game.id))!, round: (await findTsRound(deps.db, a.game.id))! });
}

export async function tsState(deps: AppDeps, actor: Actor, input: Req<'state'>): Promise<TsView> {
  return presentTs(deps, actor, await loadTs(deps, actor, input.courseId));
}

// ---------------------------------------------------------------------------------------------
// Start

const deadlineFor = (params: TsParams, phase: TsPhase, now: Date) => (params.phaseMinutes[phase] > 0 ? new Date(now.getTime() + params.phaseMinutes[phase] * MINUTE) : null);

async function schedulePhase(deps: Pick<AppDeps, 'jobs'>, ts: Pick<TsGameRow, 'id' | 'status' | 'phaseDeadline'>): Promise<void> {
  if (ts.phaseDeadline) await deps.jobs.schedule<TsPhaseJob>(TS_PHASE_CLOCK_QUEUE, { gameId: ts.id, phase: ts.status }, ts.phaseDeadline);
}

/**
 * Starts a TS course's exercise on its tsVersion: the game row (one official round, no practice), its
 * teams, the round (no deadline: the phases close it), an empty consensus per people-run team, and the
 * briefing phase with its timer — one transaction, each record's first history row.
 */
export async function startTs(deps: AppDeps, actor: Actor, input: Req<'start'>): Promise<TsView> {
  const { course } = await accessCourse(deps, actor, input.courseId);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  const playable = playableGame(course.gameId);
  if (!playable || course.gameId !== 'TS') fail(Errors.gameNotOffered);
  if (course.status !== 'in_progress') fail(Errors.gameCourseNotRunning);
  if (await findGame(deps.db, course.id)) fail(Errors.gameAlreadyStarted);

  const courseTeams = await loadCourseTeams(deps.db, course.id);
  const computer = new Set(input.computerTeamIds);
  if ([...computer].some((id) => (courseTeams.find((t) => t.id === id)?.memberCount ?? 1) > 0)) failFields([{ path: ['computerTeamIds'], message: 'validation:computerTeamNotEmpty' }]);
  const inPlay = courseTeams.filter((t) => t.memberCount > 0 || computer.has(t.id));
  if (inPlay.length < playable!.minTeams) fail(Errors.courseTooFewTeams, { min: playable!.minTeams });
  if (inPlay.length > engine.teams.max) failFields([{ path: ['computerTeamIds'], message: 'validation:too_big.array', params: { maximum: engine.teams.max } }]);

  const seed = randomInt(0, 2 ** 32);
  // The version is the course's (a version a course played stays as it was: scenarios are pinned by their test).
  const params = engine.paramsWith({ scoreWeights: input.weights, tsVersion: course.tsVersion ?? undefined, phaseMinutes: input.phaseMinutes as Record<string, number> | undefined, seed });
  const problems = engine.paramProblems(params);
  if (problems.some((p) => p.startsWith('unknown scenario'))) failFields([{ path: ['tsVersion'], message: 'validation:required' }]);
  if (problems.length) failFields([{ path: ['weights'], message: 'validation:weightsZero' }]);

  const now = new Date();
  const ts = await deps.db.transaction(async (tx) => {
    const inserted = await insertTsExercise(tx, {
      game: {
        courseId: course.id,
        status: 'running',
        params,
        seed,
        practiceRounds: 0,
        officialRounds: 1,
        roundMinutes: Math.max(1, Object.values(params.phaseMinutes).reduce((s, m) => s + m, 0)),
        closeWhenAllSubmitted: false,
        startedBy: actor.userId,
        startedAt: now,
      },
      teams: inPlay.map((t) => ({ teamId: t.id, computer: computer.has(t.id) })),
      state: engine.initialState(params, inPlay.map((t) => String(t.id))),
      phase: { status: 'briefing', phaseStartedAt: now, phaseDeadline: deadlineFor(params, 'briefing', now) },
    });
    if (!inserted) fail(Errors.gameAlreadyStarted);
    const { game, round, ts: row } = inserted!;
    await created(tx, gameLifecycle, game.id, actor.userId);
    await created(tx, roundLifecycle, round.id, actor.userId);
    await created(tx, tsPhaseLifecycle, row.id, actor.userId);
    // Starting is the moment students need the exercise's chapter: released with the start or not at all.
    if (input.releaseChapter2 && !(await releaseChapter(tx, course.id, 2))) fail(Errors.courseStateChanged);
    await emit(tx, courseRoom(course.id), TS_EVENTS.phase, { courseId: course.id, phase: 'briefing', phaseStartedAt: now.toISOString(), phaseDeadline: iso(row.phaseDeadline), status: 'running' });
    return row;
  });
  await schedulePhase(deps, ts);
  await deps.outbox.flush();
  return tsState(deps, actor, { courseId: course.id });
}

// ---------------------------------------------------------------------------------------------
// Phases

/**
 * Moves the exercise from `from` to the next phase in one transaction (the phase machine's
 * conditional UPDATE and history row): `advance` is the lecturer's, `timer` the phase's clock, which
 * moves only once the deadline has passed at `now`. Entering the reveal scores the exercise in the
 * same transaction. Returns false when nothing moved (already moved, or the timer changed).
 */
export async function movePhase(deps: AppDeps, gameId: number, from: TsPhase, event: 'advance' | 'timer', now = new Date(), actorId: number | null = null): Promise<boolean> {
  const to = nextPhase(from);
  if (!to) return false;
  const moved = await deps.db.transaction(async (tx) => {
    const { game } = (await findGameById(tx, gameId))!;
    const params = engine.readParams(game.params);
    const res = await transition(tx, tsPhaseLifecycle, gameId, {
      event,
      to,
      from,
      actorId,
      set: { phaseStartedAt: now, phaseDeadline: deadlineFor(params, to, now) },
      when: event === 'timer' ? phaseDeadlinePassed(now) : undefined,
    });
    if (!res.ok) return null;
    let status = game.status;
    if (to === 'reveal') status = await scoreExercise(tx, game, now, actorId);
    await emit(tx, courseRoom(game.courseId), TS_EVENTS.phase, { courseId: game.courseId, phase: to, phaseStartedAt: now.toISOString(), phaseDeadline: iso(res.row.phaseDeadline), status });
    return res.row;
  });
  if (!moved) return false;
  await schedulePhase(deps, moved);
  await deps.outbox.flush();
  return true;
}

/**
 * Scores the exercise (in the reveal's transaction): the round settles (history row), each
 * people-run team's decision is its roster's submitted rankings (null: "no answer") and the
 * scribe's consensus if complete; the engine stands in for a missing consensus and plays computer
 * teams; the results are stored, the game finishes and every member's chapter-2 score is the team's.
 */
async function scoreExercise(tx: Tx, game: GameRow, now: Date, actorId: number | null): Promise<'finished'> {
  const round = (await findTsRound(tx, game.id))!;
  const settling = await transition(tx, roundLifecycle, round.id, { event: 'settle', to: 'settled', actorId, set: { settledAt: now } });
  if (!settling.ok) fail(settling.refusal);
  const params = engine.readParams(game.params);
  const gameTeamRows = await loadGameTeams(tx, game.id);
  const people = gameTeamRows.filter((t) => !t.computer);
  const rosters = await loadTeamMembers(tx, game.courseId, people.map((t) => t.teamId));
  const rankings = await loadRankings(tx, game.id);
  const consensus = await loadConsensus(tx, round.id);
  const submitted: TsDecisions = {};
  for (const t of people) {
    const draft = consensus.find((c) => c.row.teamId === t.teamId)?.row.draft;
    const decision: TsDecision = { individuals: individualsOf(rosterOf(rosters, t.teamId), rankings.filter((r) => r.teamId === t.teamId)), consensus: isComplete(params, draft) ? draft : null };
    submitted[String(t.teamId)] = decision;
    await recordSubmitted(tx, round.id, t.teamId, decision, now);
  }
  const stateBefore = round.stateBefore as TsState;
  const { decisions, filled } = engine.fillMissing(stateBefore, submitted, params, round.seed, gameTeamRows.filter((t) => t.computer).map((t) => String(t.teamId)));
  const { state, results } = engine.settle(stateBefore, decisions, params, round.seed);
  await storeScored(tx, round.id, { decisions, filled, stateAfter: state, results });
  const finished = await transition(tx, gameLifecycle, game.id, { event: 'finish', to: 'finished', actorId, set: { finishedAt: now, pausedRemainingMs: null } });
  if (!finished.ok) fail(finished.refusal);
  const scores = engine.teamScores(results);
  // The rosters that were scored, and only they: a member beyond a team's MAX_MEMBERS was not part of its result.
  await recordChapterScores(
    tx,
    2,
    people.flatMap((t) => {
      const team = scores.find((s) => s.teamId === String(t.teamId));
      return team ? rosterOf(rosters, t.teamId).map((m) => ({ memberId: m.memberId, score: Math.round(team.overallScore) })) : [];
    }),
  );
  return 'finished';
}

/** The lecturer's "next phase" from the phase their screen shows (a stale screen: 105010). */
export async function advancePhase(deps: AppDeps, actor: Actor, input: Req<'phase'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  requireManager(a);
  if (!nextPhase(input.from) || !(await movePhase(deps, a.game.id, input.from, 'advance', new Date(), actor.userId))) fail(Errors.gameChanged);
  return viewAfter(deps, actor, a);
}

/** The lecturer sets the current phase's timer to `minutes` from now (0: none). */
export async function setTimer(deps: AppDeps, actor: Actor, input: Req<'timer'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  requireManager(a);
  const now = new Date();
  const deadline = input.minutes > 0 ? new Date(now.getTime() + input.minutes * MINUTE) : null;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await setPhaseDeadline(tx, a.game.id, a.ts.status, deadline);
    if (!updated) return fail(Errors.gameChanged);
    await emit(tx, courseRoom(a.course.id), TS_EVENTS.phase, { courseId: a.course.id, phase: updated.status, phaseStartedAt: updated.phaseStartedAt.toISOString(), phaseDeadline: iso(deadline), status: a.game.status });
    return updated;
  });
  await schedulePhase(deps, row);
  await deps.outbox.flush();
  return viewAfter(deps, actor, a);
}

/** The phase clock's job: moves the phase it was scheduled for once its deadline has passed (idempotent). */
export async function onPhaseClock(deps: AppDeps, job: TsPhaseJob, now = new Date()): Promise<boolean> {
  return movePhase(deps, job.gameId, job.phase, 'timer', now, null);
}

export function registerTsClock(deps: AppDeps): void {
  deps.jobs.work<TsPhaseJob>(TS_PHASE_CLOCK_QUEUE, async (job) => {
    await onPhaseClock(deps, job);
  });
}

// ---------------------------------------------------------------------------------------------
// Rankings, the consensus, proposals

/** A member saves their own ranking (places may be empty) or submits it (every item once), while their team may rank. */
export async function saveRanking(deps: AppDeps, actor: Actor, input: Req<'ranking'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  const team = requireMyTeam(a);
  const phases = await rankingPhases(deps, a, team.teamId);
  if (!phases.includes(a.ts.status) || a.round.status !== 'open') fail(Errors.tsWrongPhase);
  const places = checkPlaces(a.params, input.ranking, input.submit, 'ranking');
  await deps.db.transaction(async (tx) => {
    await claimPhase(tx, a.game.id, phases);
    const now = new Date();
    await upsertRanking(tx, { gameId: a.game.id, teamId: team.teamId, userId: actor.userId, draft: places, submit: input.submit, at: now });
    if (input.submit) {
      await emit(tx, courseRoom(a.course.id), TS_EVENTS.ranking, { courseId: a.course.id, teamId: team.teamId, userId: actor.userId, answered: await answeredCount(tx, a.game.id, team.teamId) });
    }
  });
  await deps.outbox.flush();
  return presentTs(deps, actor, a);
}

/**
 * The scribe records a new version of the team's consensus: a conditional UPDATE on the version the
 * scribe's screen had (`baseVersion`), so of two saves from one version one wins and the other gets
 * 105004 naming who saved; every save is logged and pushed to the team with the engine's preview.
 */
export async function saveConsensus(deps: AppDeps, actor: Actor, input: Req<'consensus'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  const team = requireMyTeam(a);
  const rosters = await loadTeamMembers(deps.db, a.course.id, [team.teamId]);
  const roster = rosterOf(rosters, team.teamId);
  const scribe = scribeOf(team, roster);
  if (scribe?.userId !== actor.userId) fail(Errors.tsNotScribe, { name: scribe?.name ?? '-' });
  if (a.ts.status !== 'consensus') fail(Errors.tsWrongPhase);
  const places = checkPlaces(a.params, input.consensus, false, 'consensus');
  await deps.db.transaction(async (tx) => {
    await claimPhase(tx, a.game.id, ['consensus']);
    const now = new Date();
    const saved = await saveConsensusDraft(tx, { roundId: a.round.id, teamId: team.teamId, userId: actor.userId, draft: places, baseVersion: input.baseVersion, at: now });
    if (!saved) {
      const current = (await loadConsensus(tx, a.round.id)).find((c) => c.row.teamId === team.teamId);
      fail(Errors.draftConflict, { name: current?.editor ?? '-', at: formatTime(current?.row.draftAt) });
    }
    const individuals = individualsOf(roster, await loadRankings(tx, a.game.id, team.teamId));
    await emit(tx, teamRoom(team.teamId), TS_EVENTS.consensus, {
      courseId: a.course.id,
      teamId: team.teamId,
      draft: places,
      version: saved!.version,
      lastEditor: actor.user.name,
      lastEditedAt: now.toISOString(),
      placed: places.filter((x) => x !== null).length,
      preview: previewOf(a, team.teamId, places, individuals),
    });
  });
  await deps.outbox.flush();
  return presentTs(deps, actor, a);
}

/** A member proposes a move (an item to a place) during the consensus phase: stored and pushed to the team. */
export async function propose(deps: AppDeps, actor: Actor, input: Req<'propose'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  const team = requireMyTeam(a);
  if (a.ts.status !== 'consensus') fail(Errors.tsWrongPhase);
  const issues: { path: string[]; message: string; params?: Record<string, unknown> }[] = [];
  if (!a.scenario.items.some((i) => i.id === input.item)) issues.push({ path: ['item'], message: 'validation:ts_unknown_item' });
  if (input.place >= a.scenario.items.length) issues.push({ path: ['place'], message: 'validation:too_big.number', params: { maximum: a.scenario.items.length - 1 } });
  if (issues.length) failFields(issues);
  await deps.db.transaction(async (tx) => {
    await claimPhase(tx, a.game.id, ['consensus']);
    const p = await insertProposal(tx, { gameId: a.game.id, teamId: team.teamId, userId: actor.userId, item: input.item, place: input.place, note: input.note || null });
    await emit(tx, teamRoom(team.teamId), TS_EVENTS.proposal, { courseId: a.course.id, teamId: team.teamId, id: p.id, userId: actor.userId, name: actor.user.name, item: p.item, place: p.place, note: p.note, at: p.at.toISOString() });
  });
  await deps.outbox.flush();
  return presentTs(deps, actor, a);
}

// ---------------------------------------------------------------------------------------------
// Reveal, scoreboard, debrief

/** The lecturer reveals the expert's ranking up to item `upTo` during the reveal phase (never back: a repeated click changes nothing). */
export async function reveal(deps: AppDeps, actor: Actor, input: Req<'reveal'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  requireManager(a);
  if (input.upTo > a.scenario.items.length) failFields([{ path: ['upTo'], message: 'validation:too_big.number', params: { maximum: a.scenario.items.length } }]);
  if (a.ts.status !== 'reveal') fail(Errors.tsWrongPhase);
  await deps.db.transaction(async (tx) => {
    const moved = await revealUpTo(tx, a.game.id, input.upTo);
    if (!moved) fail(Errors.tsWrongPhase);
    if (moved!.after > moved!.before) {
      const round = (await findTsRound(tx, a.game.id))!;
      const items = revealedItems({ scenario: a.scenario, round }, moved!.after).slice(moved!.before);
      await emit(tx, courseRoom(a.course.id), TS_EVENTS.revealed, { courseId: a.course.id, revealed: moved!.after, items });
    }
  });
  await deps.outbox.flush();
  return viewAfter(deps, actor, a);
}

const PHASE_ORDER: TsPhase[] = ['briefing', 'individual', 'consensus', 'reveal', 'scoreboard', 'debrief'];
const reached = (phase: TsPhase, at: TsPhase) => PHASE_ORDER.indexOf(phase) >= PHASE_ORDER.indexOf(at);

function teamFigures(t: TsTeamResult, team: GameTeam, filled: { teamId: string }[]) {
  return {
    teamId: team.teamId,
    teamName: team.name,
    colour: team.colour,
    computer: team.computer,
    rank: t.rank,
    score: t.score,
    accuracy: t.accuracy,
    synergyScore: t.synergyScore,
    teamError: t.teamError,
    band: t.band,
    averageIndividualError: t.averageIndividualError,
    bestIndividualError: t.bestIndividualError,
    teamGain: t.teamGain,
    synergy: t.synergy,
    outcome: t.outcome,
    bestHeard: t.bestHeard,
    answered: t.answered,
    rosterSize: t.rosterSize,
    standIn: filled.some((f) => f.teamId === t.teamId),
  };
}

/** Every team's figures, best first: the managers once scored (the reveal on), members from the scoreboard phase on. */
export async function scoreboard(deps: AppDeps, actor: Actor, input: Req<'scoreboard'>) {
  const a = await loadTs(deps, actor, input.courseId);
  const results = a.round.results as TsRoundResult | null;
  if (!results || !reached(a.ts.status, a.manages ? 'reveal' : 'scoreboard')) fail(Errors.tsWrongPhase);
  const filled = (a.round.filled as { teamId: string }[] | null) ?? [];
  const teamsById = new Map(a.teams.map((t) => [String(t.teamId), t]));
  return {
    courseId: a.course.id,
    tsVersion: results!.tsVersion,
    itemCount: results!.itemCount,
    maxError: results!.maxError,
    chanceError: results!.chanceError,
    teams: results!.ranking.map((id) => teamFigures(results!.teams.find((t) => t.teamId === id)!, teamsById.get(id)!, filled)),
  };
}

/**
 * One team's debrief: a member their own team from the debrief phase on; the managers any team
 * (`teamId`, default the first) once scored. Another team's member asking for a team not theirs gets not found.
 */
export async function debrief(deps: AppDeps, actor: Actor, input: Req<'debrief'>) {
  const a = await loadTs(deps, actor, input.courseId);
  const mine = myTeam(a);
  const teamId = a.manages ? (input.teamId ?? a.teams[0]?.teamId) : mine?.teamId;
  if (!a.manages && (!mine || (input.teamId !== undefined && input.teamId !== mine.teamId))) fail(Errors.notFound);
  const results = a.round.results as TsRoundResult | null;
  if (!results || !reached(a.ts.status, a.manages ? 'reveal' : 'debrief')) fail(Errors.tsWrongPhase);
  const team = a.teams.find((t) => t.teamId === teamId);
  const result = results!.teams.find((t) => t.teamId === String(teamId));
  if (!team || !result) fail(Errors.notFound);
  const ids = result!.members.map((m) => Number(m.memberId));
  const names = await userNames(deps.db, ids);
  const leadership = teamLeadership(result!);
  return {
    courseId: a.course.id,
    tsVersion: results!.tsVersion,
    itemCount: results!.itemCount,
    chanceError: results!.chanceError,
    team: teamFigures(result!, team!, (a.round.filled as { teamId: string }[] | null) ?? []),
    members: result!.members.map((m, k) => ({
      userId: Number(m.memberId),
      name: names.get(Number(m.memberId)) ?? '',
      answered: m.answered,
      error: m.error,
      band: m.band,
      distance: m.distance,
      influence: m.influence,
      best: m.best,
      mostInfluential: leadership.members[k].mostInfluential,
    })),
    items: result!.items.map((i) => {
      const item = a.scenario.items.find((x) => x.id === i.item)!;
      return { item: i.item, name: item.name, reason: item.reason, expertRank: i.expertRank, teamRank: i.teamRank, teamError: i.teamError, memberRanks: i.memberRanks };
    }),
    participation: leadership.participation,
    influenceSpread: leadership.influenceSpread,
  };
}

/** /hs-achievement: the caller's own line of every TS exercise they were on a roster for, once its debrief is open. */
export async function achievement(deps: AppDeps, actor: Actor) {
  const rows = await loadScoredExercisesOf(deps.db, actor.userId);
  const lines = rows.flatMap((r) => {
    const record = r.phase === 'debrief' && r.results ? memberRecord(r.results as TsRoundResult, String(actor.userId)) : null;
    return record ? [{ r, record }] : [];
  });
  const names = await teamNames(deps.db, lines.map(({ record }) => Number(record.teamId)));
  return {
    list: lines.map(({ r, record }) => ({
      ...record,
      courseId: r.courseId,
      courseName: r.courseName,
      teamId: Number(record.teamId),
      teamName: names.get(Number(record.teamId)) ?? '',
      scoredAt: r.settledAt!.toISOString(),
      scenarioTitle: scenarioOf(record.tsVersion)!.title,
    })),
  };
}

/** /teamLeadership: influence and participation per member, every team for the managers (from the reveal), a member's own team (from the debrief phase). */
export async function leadership(deps: AppDeps, actor: Actor, input: Req<'leadership'>) {
  const a = await loadTs(deps, actor, input.courseId);
  const results = a.round.results as TsRoundResult | null;
  const mine = myTeam(a);
  if (!a.manages && !mine) fail(Errors.notInGameTeam);
  if (!results || !reached(a.ts.status, a.manages ? 'reveal' : 'debrief')) fail(Errors.tsWrongPhase);
  const shown = a.manages ? a.teams : [mine!];
  const ids = results!.teams.flatMap((t) => t.members.map((m) => Number(m.memberId)));
  const names = await userNames(deps.db, ids);
  return {
    courseId: a.course.id,
    teams: shown.map((team) => {
      const l = teamLeadership(results!.teams.find((t) => t.teamId === String(team.teamId))!);
      return {
        teamId: team.teamId,
        teamName: team.name,
        colour: team.colour,
        participation: l.participation,
        members: l.members.map(({ memberId, ...m }) => ({ userId: Number(memberId), name: names.get(Number(memberId)) ?? '', ...m })),
        bestHeard: l.bestHeard,
        influenceSpread: l.influenceSpread,
        outcome: l.outcome,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Resetting one team

/**
 * /game/hs/reset.json: the lecturer resets one people-run team before the reveal — its members' own
 * rankings, its consensus (version + 1, so a scribe's stale save is refused) and its proposals are
 * cleared, in one transaction with an audit row. Reset in the consensus phase, the team's members may
 * rank alone again until the consensus closes. After the reveal the exercise is scored: 105017.
 */
export async function resetTeam(deps: AppDeps, actor: Actor, input: Req<'reset'>): Promise<TsView> {
  const a = await loadTs(deps, actor, input.courseId);
  requireManager(a);
  const team = a.teams.find((t) => t.teamId === input.teamId && !t.computer);
  if (!team) failFields([{ path: ['teamId'], message: 'validation:teamNotInGame' }]);
  if (a.round.status !== 'open') fail(Errors.tsScored);
  await deps.db.transaction(async (tx) => {
    const phase = await claimPhaseRow(tx, a.game.id, ['briefing', 'individual', 'consensus']);
    if (!phase) fail(Errors.tsScored);
    await resetTeamRows(tx, { gameId: a.game.id, roundId: a.round.id, teamId: team!.teamId, phase: phase!, actorId: actor.userId });
    await emit(tx, [courseRoom(a.course.id), teamRoom(team!.teamId)], TS_EVENTS.reset, { courseId: a.course.id, teamId: team!.teamId });
  });
  await deps.outbox.flush();
  return viewAfter(deps, actor, a);
}
