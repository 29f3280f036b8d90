import { seededRandom } from '../random';
import { FLEX_PERCENT, MAX_PLANNED_UNITS, MAX_SPEND_FEN, OVERTIME_MAX_PERCENT } from './constants';
import { MarketInputError } from './errors';
import { priceRange, unitCost } from './params';
import { mixSeed } from './seeds';
import type { MarketParams, MarketState, RoundDecisions, TeamDecision } from './types';

/**
 * A late team's decision: its last one, unchanged — the company keeps running as it was set. Every
 * field stays valid: price limits depend only on the unit cost, and output is capped by the current
 * capacity when settled.
 */
export function carryOver(previousDecision: TeamDecision): TeamDecision {
  const { price, plannedProduction, overtimePercent, marketing, research } = previousDecision;
  return { price, plannedProduction, overtimePercent, marketing, research };
}

/** A computer-run team prices at this multiple of unit cost (the default market's competitive level). */
const COMPUTER_MARKUP = 1.6;
/** It plans for its forecast plus this much safety stock. */
const COMPUTER_SAFETY_STOCK = 0.1;
/** Its price and spending vary by up to ±5%, so several computer teams do not act as one. */
const COMPUTER_JITTER = 0.05;

/**
 * A sensible decision for a computer-run team: an average, steady competitor, not a strategist.
 * - price: halfway between cost-plus (unit cost × 1.6) and last round's market average price;
 * - plan: last round's own demand grown by the market's growth, plus 10% safety stock, less stock
 *   on hand; overtime just enough for the flex band's top to be reachable;
 * - marketing: the half spend (index 50); R&D: what keeps the quality stock where it started.
 * Always passes validateDecision.
 */
export function computerDecision(state: MarketState, teamId: string, params: MarketParams, seed: number): TeamDecision {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) throw new MarketInputError([`no team ${teamId} in this market`]);
  const random = seededRandom(seed);
  const jitter = () => 1 + COMPUTER_JITTER * (2 * random() - 1);
  const { min, max } = priceRange(params);

  const targetPrice = ((unitCost(params) * COMPUTER_MARKUP + state.lastAveragePrice) / 2) * jitter();
  const forecast = team.lastDemand * (1 + params.demandGrowth);
  const plannedProduction = clamp(Math.round(forecast * (1 + COMPUTER_SAFETY_STOCK)) - team.stock, 0, MAX_PLANNED_UNITS);
  const flexTop = (plannedProduction * (100 + FLEX_PERCENT)) / 100;
  const overtimeNeeded = Math.ceil((flexTop / team.capacity - 1) * 100);
  return {
    price: clamp(Math.round(targetPrice), min, max),
    plannedProduction,
    overtimePercent: clamp(overtimeNeeded, 0, OVERTIME_MAX_PERCENT),
    marketing: wholeYuan(params.marketingHalfSpend * jitter()),
    research: wholeYuan(params.qualityHalfStock * params.researchDecay * jitter()),
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Amounts a person would type: whole yuan, in fen. */
const wholeYuan = (fen: number) => clamp(Math.round(fen / 100) * 100, 0, MAX_SPEND_FEN);

export type FilledBy = 'carried_over' | 'computer';

/**
 * The round's decisions with every missing team filled in: its last decision carried over, or a
 * computer decision when it has none yet (a team that misses round 1). Returns which teams were
 * filled and how, for the audit trail; store the filled decisions with the round so a replay uses
 * exactly them. Each computer team's seed is mixed from `seed` and its position.
 */
export function fillMissingDecisions(
  state: MarketState,
  decisions: RoundDecisions,
  params: MarketParams,
  seed: number,
): { decisions: RoundDecisions; filled: { teamId: string; by: FilledBy }[] } {
  const complete: RoundDecisions = { ...decisions };
  const filled: { teamId: string; by: FilledBy }[] = [];
  state.teams.forEach((team, index) => {
    if (Object.hasOwn(complete, team.teamId)) return;
    if (team.lastDecision) {
      complete[team.teamId] = carryOver(team.lastDecision);
      filled.push({ teamId: team.teamId, by: 'carried_over' });
    } else {
      complete[team.teamId] = computerDecision(state, team.teamId, params, mixSeed(seed, index));
      filled.push({ teamId: team.teamId, by: 'computer' });
    }
  });
  return { decisions: complete, filled };
}
