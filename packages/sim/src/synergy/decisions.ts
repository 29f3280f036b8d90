import type { FilledDecision } from '../engine';
import { mixSeed } from '../seeds';
import { SynergyInputError } from './errors';
import { scenarioOf } from './scenarios';
import { averageRanking, guessRanking } from './scoring';
import type { IndividualRanking, Ranking, TsDecision, TsDecisions, TsParams, TsState } from './types';

/** Only the decision's own fields, so stray properties never reach the stored JSON. */
export function pickDecision(d: TsDecision): TsDecision {
  return {
    individuals: d.individuals.map((m) => ({ memberId: m.memberId, ranking: m.ranking ? [...m.ranking] : null })),
    consensus: d.consensus ? [...d.consensus] : null,
  };
}

/**
 * What stands in for a consensus the team never recorded: its members' average ranking, or, when
 * nobody ranked either, a guess drawn from the round's seed mixed with the team's position (so a
 * re-run draws the same guess, and two such teams different ones).
 */
export function standInConsensus(individuals: readonly IndividualRanking[], params: TsParams, seed: number, teamIndex: number): Ranking {
  const scenario = scenarioOf(params.tsVersion);
  if (!scenario) throw new SynergyInputError([`unknown scenario version ${String(params.tsVersion)}`]);
  const items = scenario.items.map((i) => i.id);
  const rankings = individuals.flatMap((m) => (m.ranking ? [m.ranking] : []));
  return rankings.length ? averageRanking(rankings, items) : guessRanking(items, mixSeed(seed, teamIndex + 1));
}

/**
 * The round's decisions with every team's consensus in place. A team's individual rankings are
 * kept as submitted (late members stay null: "no answer"); a consensus missing at the close, or a
 * computer-run team's, is stood in by the engine (standInConsensus) and marked 'computer'. There is
 * nothing to carry over: the exercise is one round.
 */
export function fillMissing(
  state: TsState,
  submitted: Readonly<TsDecisions>,
  params: TsParams,
  seed: number,
  computerTeamIds: readonly string[],
): { decisions: TsDecisions; filled: FilledDecision[] } {
  const computer = new Set(computerTeamIds);
  const decisions: TsDecisions = {};
  const filled: FilledDecision[] = [];
  state.teams.forEach(({ teamId }, index) => {
    const given = Object.hasOwn(submitted, teamId) ? pickDecision(submitted[teamId]) : { individuals: [], consensus: null };
    if (given.consensus && !computer.has(teamId)) return void (decisions[teamId] = given);
    decisions[teamId] = { individuals: given.individuals, consensus: standInConsensus(given.individuals, params, seed, index) };
    filled.push({ teamId, by: 'computer' });
  });
  return { decisions, filled };
}
