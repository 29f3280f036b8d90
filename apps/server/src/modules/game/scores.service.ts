import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { EngineRoundResults } from '@sandtable/sim/engine';
import { marketEngine, type RoundResult as MarketResults } from '@sandtable/sim/market';
import type { gameEndpoints } from '@sandtable/shared/contracts/game';
import { formatTime } from '@sandtable/shared/format/time';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { accessCourse, findCourse, managesCourse } from '../courses';
import { safeFileName, writeSheet, type ExportCell } from '../../lib/sheet';
import { findGame, loadRoundSummaries as loadRounds, loadTeamMembers, paramsOf, resultsOf, type RoundSummary as RoundRow } from './game.repo';
import { loadAccess, percentWeights, presentRound } from './game.service';
import { playableGame } from './games';
import { countGrades, countScores, countWinners, listGrades, listScores, listWinners } from './scores.repo';

type Req<K extends keyof typeof gameEndpoints> = z.output<(typeof gameEndpoints)[K]['request']>;

/** The last settled official round: its results carry the overall scores and ranks so far. */
export const lastOfficial = <R extends Pick<RoundRow, 'practice' | 'status'>>(rounds: R[]): R | null => rounds.filter((r) => !r.practice && r.status === 'settled').at(-1) ?? null;

/** The caller's team's scores and ranks per settled round (/gradesDetails). */
export async function getScore(deps: AppDeps, actor: Actor, input: Req<'getScore'>) {
  const access = await loadAccess(deps, actor, input.courseId);
  const rounds = await loadRounds(deps.db, access.game.id);
  const team = access.member?.teamId ? access.teams.find((t) => t.teamId === access.member!.teamId) : undefined;
  const id = team ? String(team.teamId) : null;
  // Scores and ranks through the engine; profit and market share are the market's own figures (this is its /game/ms path).
  const mine = (r: RoundRow) => {
    const results = resultsOf(r);
    const score = results && access.engine.teamScores(results).find((t) => t.teamId === id);
    const figures = results?.teams.find((t) => t.teamId === id) as { profit?: number; marketShare?: number } | undefined;
    return score ? { ...score, profit: figures?.profit ?? 0, marketShare: figures?.marketShare ?? 0 } : undefined;
  };
  const last = lastOfficial(rounds);
  const overall = last ? mine(last) : undefined;
  return {
    courseId: access.course.id,
    courseName: access.course.name,
    teamName: team?.name ?? null,
    rounds: team
      ? rounds
          .filter((r) => r.status === 'settled')
          .map((r) => ({ r, t: mine(r)! }))
          .filter(({ t }) => t)
          .map(({ r, t }) => ({ number: r.number, practice: r.practice, score: t.score, rank: t.rank, profit: t.profit, marketShare: t.marketShare }))
      : [],
    overallScore: overall?.overallScore ?? null,
    overallRank: overall?.overallRank ?? null,
    teams: access.teams.length,
  };
}

/** The overall standings after a round, best first, by the engine's scores (any game). */
function ranking(results: EngineRoundResults | null, access: Awaited<ReturnType<typeof loadAccess>>) {
  if (!results) return [];
  return access.engine
    .teamScores(results)
    .sort((a, b) => a.overallRank - b.overallRank)
    .map((t) => {
      const team = access.teams.find((x) => String(x.teamId) === t.teamId);
      return { teamId: Number(t.teamId), teamName: team?.name ?? '', colour: team?.colour ?? '', overallScore: t.overallScore, overallRank: t.overallRank };
    });
}

/** The whole game's results: every round and the overall ranking (debrief, board, score lists). */
export async function generateMs(deps: AppDeps, actor: Actor, input: Req<'generateMs'>) {
  // The market's rounds and figures (its /game/ms path): CM's whole game is /game/cm/loadByCourse.json.
  const access = await loadAccess(deps, actor, input.courseId, 'MS');
  const rounds = await loadRounds(deps.db, access.game.id);
  const last = lastOfficial(rounds);
  // Stored by the market's engine (this path serves market games only).
  const results = last ? (resultsOf(last) as unknown as MarketResults) : null;
  // The standings with the market's own figures beside them: its cash and profit so far.
  const standings = ranking(results, access).map((r) => {
    const figures = results?.teams.find((x) => x.teamId === String(r.teamId));
    return { ...r, cumulativeProfit: figures?.cumulativeProfit ?? 0, closingCash: figures?.closingCash ?? 0 };
  });
  return { courseId: access.course.id, rounds: rounds.map((r) => presentRound(r, access.teams)), ranking: standings };
}

/** The podium: the top three teams by overall score with their members (the standings while playing). */
export async function victory(deps: AppDeps, actor: Actor, input: Req<'victory'>) {
  const access = await loadAccess(deps, actor, input.courseId);
  const last = lastOfficial(await loadRounds(deps.db, access.game.id));
  const top = ranking(last ? resultsOf(last) : null, access).slice(0, 3);
  const members = await loadTeamMembers(deps.db, access.course.id, top.map((t) => t.teamId));
  return {
    courseId: access.course.id,
    courseName: access.course.name,
    finished: access.game.status === 'finished',
    winners: top.map((t) => ({ rank: t.overallRank, teamId: t.teamId, teamName: t.teamName, colour: t.colour, overallScore: t.overallScore, members: members.filter((m) => m.teamId === t.teamId).map((m) => m.name) })),
  };
}

/**
 * How the market works (the spec's /mechanism path describes the market simulation): the course's
 * game's parameters and scorecard weights, or the engine's defaults, with the fixed rules the
 * engine quotes. A course of another game, or one without a game yet, reads the defaults.
 */
export async function mechanism(deps: AppDeps, actor: Actor, input: Req<'mechanism'>) {
  const engine = marketEngine;
  let params = engine.defaultParams;
  if (input.courseId) {
    const { course } = await accessCourse(deps, actor, input.courseId);
    const game = await findGame(deps.db, course.id);
    if (game && playableGame(course.gameId)?.engine === engine) params = engine.readParams(paramsOf(game));
  }
  const { figures } = engine.rules(params);
  return {
    gameId: engine.gameId,
    params: params as unknown as Record<string, unknown>,
    weights: percentWeights(engine, params),
    unitCost: figures.unitCost,
    priceMin: figures.priceMin,
    priceMax: figures.priceMax,
    overtimeMaxPercent: figures.overtimeMax,
    overtimeCostFactor: figures.overtimeFactor,
    flexPercent: figures.flex,
    capacityUpUtil: figures.upUtil / 100,
    capacityDownUtil: figures.downUtil / 100,
  };
}

// ---------------------------------------------------------------------------------------------
// Lists across courses (scores.repo.ts: each game's last settled official round, the team's entry in it)

/** Students' game scores across the caller's courses (/student-scorelist). */
export async function scoreList(deps: AppDeps, actor: Actor, input: Req<'scoreList'>) {
  const [list, total] = await Promise.all([
    listScores(deps.db, actor, input, { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize }),
    countScores(deps.db, actor, input),
  ]);
  return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/**
 * The score list as a spreadsheet: headings in the caller's language, scores and ranks as numbers,
 * cumulative profit as yuan (a number with the money format); named after the course and the day.
 */
export async function scoreListXlsx(deps: AppDeps, actor: Actor, courseId: number | undefined, t: TFunction): Promise<{ file: Buffer; fileName: string }> {
  const rows = await listScores(deps.db, actor, { courseId });
  const head = ['courseName', 'name', 'teamName', 'overallScore', 'overallRank', 'cumulativeProfit'].map((k) => String(t(`fields:${k}`)));
  const body = rows.map((r): ExportCell[] => [
    r.courseName,
    r.name,
    r.teamName,
    r.overallScore === null ? null : Math.round(r.overallScore * 100) / 100,
    r.overallRank,
    r.cumulativeProfit === null ? null : { fen: Math.round(r.cumulativeProfit) },
  ]);
  // Only a course the caller runs lends the file its name.
  const course = courseId ? await findCourse(deps.db, courseId) : undefined;
  const courseName = course && managesCourse(actor, course) ? course.name : null;
  const fileName = safeFileName([String(t('game:scoreList.fileName')), courseName, formatTime(new Date()).slice(0, 10)].filter(Boolean).join('-'));
  return { file: writeSheet('scores', [head, ...body]), fileName: `${fileName}.xlsx` };
}

/** The caller's games and grades (/myGrades, /historyGrade). */
export async function myGrades(deps: AppDeps, actor: Actor, input: Req<'myGrades'>) {
  const [list, total] = await Promise.all([
    listGrades(deps.db, actor.userId, input.finished, { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize }),
    countGrades(deps.db, actor.userId, input.finished),
  ]);
  return { list: list.map((r) => ({ ...r, finishedAt: r.finishedAt ? new Date(r.finishedAt).toISOString() : null })), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** Winning teams of finished games the caller can see (/goldMedalWinners). */
export async function winners(deps: AppDeps, actor: Actor, input: Req<'winners'>) {
  const [list, total] = await Promise.all([
    listWinners(deps.db, actor, { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize }),
    countWinners(deps.db, actor),
  ]);
  return { list: list.map((r) => ({ ...r, finishedAt: new Date(r.finishedAt).toISOString(), members: r.members ?? [] })), total, pageNum: input.pageNum, pageSize: input.pageSize };
}
