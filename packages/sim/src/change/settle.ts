import { seededRandom } from '../random';
import { roundDecisionProblems } from '../roundDecisions';
import { isSeed } from '../seeds';
import { ChangeInputError } from './errors';
import { isLevel } from './levels';
import { adoptionIndex, countStates, round2, scoreOf, settleTeam } from './model';
import { networkOf } from './network';
import { normaliseWeights, paramProblems } from './params';
import { pickDecision } from './decisions';
import type { CmParams, CmState, RoundDecisions, RoundResult, TeamRoundResult } from './types';
import { validateDecision } from './validate';

/**
 * Settles one round: pure (same input, same output, bit for bit) and never mutates its arguments.
 * `decisions` must hold a valid decision for every team (fillMissing first). Every team's
 * organisation draws from its own generator seeded with the round's seed, so a team's round depends
 * only on its own state and decision: two teams that play alike fare alike.
 */
export function settle(state: CmState, decisions: RoundDecisions, params: CmParams, seed: number): { state: CmState; results: RoundResult } {
  assertSettleable(state, decisions, params, seed);
  const net = networkOf(state.caseId);
  const round = state.round + 1;
  const weights = normaliseWeights(params.scoreWeights);

  const played = state.teams.map((team) => {
    const decision = pickDecision(decisions[team.teamId]);
    const out = settleTeam(team, decision, net, round, seededRandom(seed));
    const states = out.team.people.map((p) => p.state);
    const index = adoptionIndex(states, net);
    const counts = countStates(states);
    const adoptedShare = counts.adopted / states.length;
    const score = scoreOf(index, adoptedShare, weights);
    const scoreSum = round2(team.scoreSum + score);
    return { decision, out, states, index, counts, adoptedShare, score, scoreSum, overallScore: round2(scoreSum / round) };
  });

  const rank = rankBy(played.map((p) => [p.score, p.overallScore, p.counts.adopted]));
  const overallRank = rankBy(played.map((p) => [p.overallScore, p.score, p.counts.adopted]));

  const teams: TeamRoundResult[] = played.map((p, i) => ({
    teamId: state.teams[i].teamId,
    decision: p.decision,
    level: p.out.team.level,
    spent: p.out.spent,
    phaseBefore: p.out.phaseBefore,
    phase: p.out.team.phase,
    criticalMass: p.out.criticalMass,
    credibilityBefore: p.out.credibilityBefore,
    credibility: p.out.team.credibility,
    people: p.out.team.people.map((person) => ({ id: person.id, state: person.state, champion: person.champion })),
    counts: p.counts,
    adoptionIndex: Math.round(p.index * 10_000) / 10_000,
    adoptedShare: Math.round(p.adoptedShare * 10_000) / 10_000,
    score: p.score,
    overallScore: p.overallScore,
    rank: rank[i],
    overallRank: overallRank[i],
    log: p.out.log,
  }));
  const byRank = (ranks: number[]) => state.teams.map((t, i) => ({ id: t.teamId, r: ranks[i] })).sort((a, b) => a.r - b.r).map((t) => t.id);
  return {
    state: {
      version: 1,
      caseId: state.caseId,
      round,
      teams: played.map((p) => ({ ...p.out.team, scoreSum: p.scoreSum, lastDecision: p.decision })),
    },
    results: { round, seed, teams, ranking: byRank(rank), overallRanking: byRank(overallRank) },
  };
}

/** 1 = best: higher keys first, compared in order; the state's team order breaks the last tie. */
function rankBy(keys: number[][]): number[] {
  const order = keys.map((_, i) => i).sort((a, b) => {
    for (let k = 0; k < keys[a].length; k++) if (keys[a][k] !== keys[b][k]) return keys[b][k] - keys[a][k];
    return a - b;
  });
  const rank = new Array<number>(keys.length);
  order.forEach((team, position) => (rank[team] = position + 1));
  return rank;
}

function assertSettleable(state: CmState, decisions: RoundDecisions, params: CmParams, seed: number): void {
  const problems = paramProblems(params);
  if (state?.version !== 1) problems.push(`unknown change state version ${String(state?.version)}`);
  if (state?.caseId !== params.caseId) problems.push(`the state plays case ${String(state?.caseId)}, the params ${String(params.caseId)}`);
  if (!isSeed(seed)) problems.push(`seed must be an integer from 0 to 2^32 − 1, got ${seed}`);
  if (problems.length) throw new ChangeInputError(problems);
  const people = networkOf(state.caseId).ids.join();
  for (const team of state.teams) {
    if (!isLevel(team.level)) problems.push(`team ${team.teamId} plays an unknown level ${String(team.level)}`);
    if (team.people.map((p) => p.id).join() !== people) problems.push(`team ${team.teamId}'s people are not the case's`);
  }
  const teams = roundDecisionProblems(state.teams.map((t) => t.teamId), decisions, (d) => validateDecision(d, params));
  problems.push(...teams.problems);
  if (problems.length) throw new ChangeInputError(problems, teams.decisionIssues);
}
