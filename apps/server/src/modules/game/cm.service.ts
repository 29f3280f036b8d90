import type { z } from 'zod';
import { activeCaseList, caseOf, changeEngine, restartTeam, withLevel, type CmParams, type CmState, type LevelKey, type RoundResult, type TeamRoundResult } from '@sandtable/sim/change';
import { GAME_EVENTS } from '@sandtable/shared/contracts/game';
import { CM_FILE_PATHS, type cmGameEndpoints, type cmGamesSchema } from '@sandtable/shared/contracts/game-cm';
import type { Locale } from '@sandtable/shared/i18n/index';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { levelSwitchAllowed } from '@sandtable/shared/rules/cm';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { emit } from '../../lib/outbox';
import type { Tx } from '../../db/client';
import { managesCourse } from '../courses';
import { courseRoom } from '../../plugins/realtime';
import {
  claimOpenRound, clearTeamDecision, findGameRow, loadDecisions, loadRounds, loadRoundSummaries, loadTeamMembers, paramsOf, setGameParams, setOpenRoundState, submittedTeamIds,
  type Filled, type GameTeam, type RoundRow,
} from './game.repo';
import { gamePolicy, type GameAccess } from './game.policy';
import { loadAccess, presentRound, requireControl } from './game.service';
import { lastOfficial } from './scores.service';
import { cmResultScope } from './cm.live';
import { renderCmReportPdf } from './cm-report.pdf';

// The change-leadership game's own paths (spec §7 /game/cm/*; docs/decisions/cm.md): the case list,
// the lecturer's console with the level switches and a team's restart, the results, a team's game
// and its replay. Its play paths are the generic module's (game.routes.ts). Only here does the
// server read CM's stored JSON as the engine's types.

type Req<K extends keyof typeof cmGameEndpoints> = z.output<(typeof cmGameEndpoints)[K]['request']>;
type Games = z.input<typeof cmGamesSchema>;

const paramsOfCm = (access: GameAccess) => paramsOf(access.game) as CmParams;
const resultsOfCm = (round: Pick<RoundRow, 'results'>) => round.results as RoundResult | null;

export function loadActiveCaseList() {
  return { list: activeCaseList() };
}

/** The course's CM game: a course of another game is not offered here. */
const cmAccess = (deps: AppDeps, actor: Actor, courseId: number) => loadAccess(deps, actor, courseId, 'CM');

// ---------------------------------------------------------------------------------------------
// The lecturer's console

export async function loadGames(deps: AppDeps, actor: Actor, input: Req<'loadGames'>): Promise<Games> {
  const access = await cmAccess(deps, actor, input.courseId);
  if (!managesCourse(actor, access.course)) fail(Errors.notFound);
  return presentGames(deps, access);
}

/** Each team before the round being decided (after the last round once the game is over), with its standing so far. */
async function presentGames(deps: AppDeps, access: GameAccess): Promise<Games> {
  const rounds = await loadRounds(deps.db, access.game.id);
  const open = rounds.find((r) => r.status === 'open') ?? null;
  const state = (open ? open.stateBefore : rounds.filter((r) => r.status === 'settled').at(-1)!.stateAfter) as CmState;
  const params = paramsOfCm(access);
  const last = lastOfficial(rounds);
  const standings = last ? resultsOfCm(last)!.teams : [];
  const submitted = open ? (await loadDecisions(deps.db, open.id)).filter((d) => d.row.submitted !== null).map((d) => d.row.teamId) : [];
  return {
    courseId: access.course.id,
    status: access.game.status,
    caseId: params.caseId,
    level: params.level,
    round: open?.number ?? null,
    teams: access.teams.map((t) => {
      const position = changeEngine.position(state, String(t.teamId), params)!;
      const standing = standings.find((x) => x.teamId === String(t.teamId));
      return {
        teamId: t.teamId,
        teamName: t.name,
        colour: t.colour,
        computer: t.computer,
        level: position.level,
        phase: position.phase,
        credibility: position.credibility,
        momentum: position.momentum,
        criticalMass: position.criticalMass,
        adopted: position.people.filter((p) => p.state === 'adopted').length,
        people: position.people.length,
        overallScore: standing?.overallScore ?? null,
        overallRank: standing?.overallRank ?? null,
        submitted: submitted.includes(t.teamId),
      };
    }),
  };
}

/**
 * Changes the open round's starting state in one transaction: the round must still be open (its
 * row claimed, so a settle waits for this and then reads the new state), and `mayChange` sees who
 * has submitted it. A settled round keeps the state it was played from.
 */
async function changeOpenRound(deps: AppDeps, actor: Actor, access: GameAccess, change: (tx: Tx, open: RoundRow, submittedTeams: number[]) => Promise<CmState>, event: { reason: 'level' | 'teamReset'; teamId: number | null }): Promise<Games> {
  requireControl(actor, access);
  const { game } = access;
  await deps.db.transaction(async (tx) => {
    const open = await claimOpenRound(tx, game.id);
    if (!open) fail(Errors.roundClosed);
    const state = await change(tx, open!, await submittedTeamIds(tx, open!.id));
    await setOpenRoundState(tx, open!.id, state);
    await emit(tx, courseRoom(game.courseId), GAME_EVENTS.changed, { courseId: game.courseId, status: game.status, ...event });
  });
  await deps.outbox.flush();
  const fresh = (await findGameRow(deps.db, game.id))!;
  return presentGames(deps, { ...access, game: fresh });
}

function gameTeam(access: GameAccess, teamId: number): GameTeam {
  const team = access.teams.find((t) => t.teamId === teamId);
  if (!team) failFields([{ path: ['teamId'], message: 'validation:teamNotInGame' }]);
  return team!;
}

/**
 * The level of every team (teamId null: switchLevel, also the course's level in the game's
 * parameters) or of one team (switchLevel2), from the round being decided on: only before a team
 * concerned has submitted it, so nobody's submitted plan meets a level it was not made for.
 */
async function switchLevelOf(deps: AppDeps, actor: Actor, courseId: number, teamId: number | null, level: LevelKey): Promise<Games> {
  const access = await cmAccess(deps, actor, courseId);
  if (teamId !== null) gameTeam(access, teamId);
  return changeOpenRound(
    deps,
    actor,
    access,
    async (tx, open, submittedTeams) => {
      if (!levelSwitchAllowed(submittedTeams, teamId)) fail(Errors.cmRoundUnderway);
      if (teamId === null) await setGameParams(tx, access.game.id, { ...paramsOfCm(access), level });
      return withLevel(open.stateBefore as CmState, level, teamId === null ? null : String(teamId));
    },
    { reason: 'level', teamId },
  );
}

export const switchLevel = (deps: AppDeps, actor: Actor, input: Req<'switchLevel'>) => switchLevelOf(deps, actor, input.courseId, null, input.level as LevelKey);
export const switchLevel2 = (deps: AppDeps, actor: Actor, input: Req<'switchLevel2'>) => switchLevelOf(deps, actor, input.courseId, input.teamId, input.level as LevelKey);

/**
 * Restarts one team (resetTeamCourse): from the round being decided on, its organisation is back at
 * the case's start (engine restartTeam: its level and the points it earned stay), and its draft and
 * submission of that round are cleared (version + 1, so an open form reloads). Rounds already
 * settled stay as they were played.
 */
export async function resetTeamCourse(deps: AppDeps, actor: Actor, input: Req<'resetTeamCourse'>): Promise<Games> {
  const access = await cmAccess(deps, actor, input.courseId);
  gameTeam(access, input.teamId);
  return changeOpenRound(
    deps,
    actor,
    access,
    async (tx, open) => {
      await clearTeamDecision(tx, open.id, input.teamId);
      return restartTeam(open.stateBefore as CmState, String(input.teamId), paramsOfCm(access));
    },
    { reason: 'teamReset', teamId: input.teamId },
  );
}

// ---------------------------------------------------------------------------------------------
// Results

/** How many times each lever took effect (the log's `played` lines) over these rounds' results: the heat map. */
function leverUse(results: TeamRoundResult[]): Record<string, number> {
  const levers: Record<string, number> = {};
  for (const result of results) for (const line of result.log) if (line.code === 'played' && line.lever) levers[line.lever] = (levers[line.lever] ?? 0) + 1;
  return levers;
}

/** The whole game: its rounds, the standings after the last official round, adoption curves, lever use. */
export async function loadByCourse(deps: AppDeps, actor: Actor, input: Req<'loadByCourse'>) {
  const access = await cmAccess(deps, actor, input.courseId);
  const rounds = await loadRoundSummaries(deps.db, access.game.id);
  const official = rounds.filter((r) => !r.practice && r.status === 'settled');
  const last = lastOfficial(rounds);
  const lastTeams = last ? resultsOfCm(last)!.teams : [];
  const teamOf = (id: string) => access.teams.find((t) => String(t.teamId) === id);
  const entries = (teamId: number) => official.map((r) => ({ number: r.number, result: resultsOfCm(r)!.teams.find((x) => x.teamId === String(teamId))! })).filter((e) => e.result);
  // While the game runs, a member sees the other teams as the live view shows them: public lines, no
  // people, log or lever use (their strategy). The managers, and everyone once it is finished, see
  // it all (gamePolicy's seeAllTeams, as followedTeam for one team).
  const seesAll = gamePolicy.can(actor, 'seeAllTeams', access);
  const ownTeam = access.member?.teamId ?? null;
  const shown = seesAll ? undefined : { scope: cmResultScope, teamId: ownTeam };
  return {
    courseId: access.course.id,
    caseId: paramsOfCm(access).caseId,
    status: access.game.status,
    // presentRound is typed by the market's contract; the rounds carry CM's results, which this path's schema checks on the way out.
    rounds: rounds.map((r) => presentRound(r, access.teams, shown)) as never,
    ranking: [...lastTeams]
      .sort((a, b) => a.overallRank - b.overallRank)
      .map((x) => ({
        teamId: Number(x.teamId),
        teamName: teamOf(x.teamId)?.name ?? '',
        colour: teamOf(x.teamId)?.colour ?? '',
        overallScore: x.overallScore,
        overallRank: x.overallRank,
        adoptionIndex: x.adoptionIndex,
        adoptedShare: x.adoptedShare,
        phase: x.phase,
      })),
    curves: access.teams.map((t) => ({
      teamId: t.teamId,
      points: entries(t.teamId).map((e) => ({ round: e.number, adoptionIndex: e.result.adoptionIndex, adoptedShare: e.result.adoptedShare, score: e.result.score })),
    })),
    leverUse: access.teams.filter((t) => seesAll || t.teamId === ownTeam).map((t) => ({ teamId: t.teamId, levers: leverUse(entries(t.teamId).map((e) => e.result)) })),
  };
}

/**
 * The team a caller may follow round by round: their own (the default), any team for whom
 * gamePolicy's seeAllTeams allows it (the course's managers; everyone once the game is finished).
 */
function followedTeam(actor: Actor, access: GameAccess, teamId: number | undefined): GameTeam {
  const own = access.member?.teamId ?? null;
  const team = access.teams.find((t) => t.teamId === (teamId ?? own));
  const mayRead = team && (team.teamId === own || gamePolicy.can(actor, 'seeAllTeams', access));
  if (!mayRead) fail(Errors.notFound);
  return team!;
}

/** Each settled round of one team: how its decision came about and what came of it, with the state it was played from. */
async function teamRounds(deps: AppDeps, access: GameAccess, team: GameTeam) {
  const id = String(team.teamId);
  const rounds = (await loadRounds(deps.db, access.game.id)).filter((r) => r.status === 'settled');
  return rounds.map((r) => ({
    round: r,
    number: r.number,
    practice: r.practice,
    source: ((r.filled as Filled | null) ?? []).find((f) => f.teamId === id)?.by ?? ('captain' as const),
    result: resultsOfCm(r)!.teams.find((x) => x.teamId === id) as TeamRoundResult,
  }));
}

export async function loadByCourseTeam(deps: AppDeps, actor: Actor, input: Req<'loadByCourseTeam'>) {
  const access = await cmAccess(deps, actor, input.courseId);
  const team = followedTeam(actor, access, input.teamId);
  const rounds = await teamRounds(deps, access, team);
  return {
    courseId: access.course.id,
    teamId: team.teamId,
    teamName: team.name,
    colour: team.colour,
    rounds: rounds.map(({ number, practice, source, result }) => ({ number, practice, source, result })),
  };
}

/**
 * A team's replay: per settled round, its organisation before the round (the stored state the round
 * was settled — or re-run — from, as a position), and its results. Read from the stored rounds, not
 * recomputed: level switches and restarts live in those states, so a replay from round 1 would not
 * show what was played; every settle is pure and seeded (engine.replay reproduces each round).
 */
export async function courseReplayUrl(deps: AppDeps, actor: Actor, input: Req<'courseReplayUrl'>) {
  const access = await cmAccess(deps, actor, input.courseId);
  const team = followedTeam(actor, access, input.teamId);
  const params = paramsOfCm(access);
  const rounds = await teamRounds(deps, access, team);
  return {
    courseId: access.course.id,
    teamId: team.teamId,
    teamName: team.name,
    frames: rounds.map(({ round, number, practice, source, result }) => ({
      number,
      practice,
      source,
      before: changeEngine.position(round.stateBefore as CmState, String(team.teamId), params)!,
      after: result,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The team report (PDF, both languages)

const LANGS = { zh: 'zh-CN', en: 'en-US' } as const satisfies Record<string, Locale>;
export type ReportLang = keyof typeof LANGS;

/** The addresses of a team's report in both languages (drawn when opened: nothing is stored). */
export async function reportCreate(deps: AppDeps, actor: Actor, input: Req<'reportCreate'>) {
  const access = await cmAccess(deps, actor, input.courseId);
  const team = followedTeam(actor, access, input.teamId);
  const url = (lang: ReportLang) => `${CM_FILE_PATHS.reportPdf}?${new URLSearchParams({ courseId: String(access.course.id), teamId: String(team.teamId), lang })}`;
  return { teamId: team.teamId, teamName: team.name, files: { zh: url('zh'), en: url('en') } };
}

/** A team's report as PDF in one language: its standing, its rounds, the levers it played. */
export async function reportPdf(deps: AppDeps, actor: Actor, input: { courseId: number; teamId: number; lang: ReportLang }): Promise<{ pdf: Buffer; fileName: string }> {
  const access = await cmAccess(deps, actor, input.courseId);
  const team = followedTeam(actor, access, input.teamId);
  const rounds = await teamRounds(deps, access, team);
  const members = await loadTeamMembers(deps.db, access.course.id, [team.teamId]);
  const locale = LANGS[input.lang];
  const pdf = await renderCmReportPdf({
    locale,
    courseName: access.course.name,
    caseTitle: caseOf(paramsOfCm(access).caseId)?.title[input.lang] ?? '',
    teamName: team.name,
    members: members.map((m) => m.name),
    teams: access.teams.length,
    rounds: rounds.map(({ number, practice, result }) => ({ number, practice, result })),
    leverUse: leverUse(rounds.filter((r) => !r.practice).map((r) => r.result)),
    generatedAt: new Date(),
  });
  return { pdf, fileName: `cm-report-${access.course.id}-${team.teamId}-${input.lang}.pdf` };
}
