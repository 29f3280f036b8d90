import { isSeed } from '../seeds';
import { roundDecisionProblems } from '../roundDecisions';
import { ROUNDS } from './constants';
import { SynergyInputError } from './errors';
import { normaliseWeights, paramProblems } from './params';
import { pickDecision } from './decisions';
import { scenarioOf } from './scenarios';
import { chanceError, maxError, round2, scoreTeam } from './scoring';
import type { TsDecisions, TsParams, TsRoundResult, TsState, TsTeamResult } from './types';
import { validateDecision } from './validate';

/**
 * Scores the exercise: pure (same input, same output, bit for bit) and never mutates its arguments.
 * `decisions` must hold a valid decision with a consensus for every team (fillMissing first). Teams
 * are scored independently; only the ranks compare them. Nothing here draws from the seed (fillMissing
 * does): it is kept with the results so a re-run is the same call.
 */
export function settle(state: TsState, decisions: TsDecisions, params: TsParams, seed: number): { state: TsState; results: TsRoundResult } {
  assertSettleable(state, decisions, params, seed);
  const scenario = scenarioOf(params.tsVersion)!;
  const weights = normaliseWeights(params.scoreWeights);
  const scored = state.teams.map(({ teamId }) => {
    const decision = pickDecision(decisions[teamId]) as TsTeamResult['decision'];
    return scoreTeam(teamId, decision, scenario, weights);
  });
  // 1 = best: the higher score, then the lower team error; the state's team order breaks the last tie.
  const order = scored.map((_, i) => i).sort((a, b) => scored[b].score - scored[a].score || scored[a].teamError - scored[b].teamError || a - b);
  const rank = new Array<number>(scored.length);
  order.forEach((team, position) => (rank[team] = position + 1));
  const teams: TsTeamResult[] = scored.map((t, i) => ({ ...t, rank: rank[i], overallScore: t.score, overallRank: rank[i] }));
  const n = scenario.items.length;
  return {
    state: { ...state, round: state.round + 1, teams: teams.map((t) => ({ teamId: t.teamId, lastDecision: t.decision })) },
    results: {
      round: state.round + 1,
      seed,
      tsVersion: scenario.version,
      itemCount: n,
      maxError: maxError(n),
      chanceError: round2(chanceError(n)),
      teams,
      ranking: order.map((i) => scored[i].teamId),
    },
  };
}

function assertSettleable(state: TsState, decisions: TsDecisions, params: TsParams, seed: number): void {
  const problems = paramProblems(params);
  if (state?.version !== 1) problems.push(`unknown synergy state version ${String(state?.version)}`);
  if (state?.tsVersion !== params.tsVersion) problems.push(`the state plays scenario version ${String(state?.tsVersion)}, the params ${String(params.tsVersion)}`);
  if (!(Number.isInteger(state?.round) && state.round >= 0 && state.round < ROUNDS)) problems.push(`the exercise is scored once: this state is after round ${String(state?.round)}`);
  if (!isSeed(seed)) problems.push(`seed must be an integer from 0 to 2^32 − 1, got ${seed}`);
  if (problems.length) throw new SynergyInputError(problems);
  const teams = roundDecisionProblems(state.teams.map((t) => t.teamId), decisions, (d) => validateDecision(d, params));
  problems.push(...teams.problems);
  if (problems.length) throw new SynergyInputError(problems, teams.decisionIssues);
}
