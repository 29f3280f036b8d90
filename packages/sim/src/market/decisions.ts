import { seededRandom } from '../random';
import { COMPUTER_MARKUP, FLEX_PERCENT, MAX_PLANNED_UNITS, MAX_SPEND_FEN, OVERTIME_MAX_PERCENT } from './constants';
import { MarketInputError } from './errors';
import { priceRange, unitCost } from './params';
import { mixSeed } from './seeds';
import type { FilledBy } from '../engine';
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

/** It keeps its price between these multiples of unit cost: never a loss-making price war, never gouging. */
const COMPUTER_MARKUP_RANGE = { min: 1.2, max: 2.2 };
/** Unsold stock above this share of its demand, or customers it could not serve, move its price by PRICE_STEP. */
const COMPUTER_EXCESS_STOCK = 0.15;
const COMPUTER_PRICE_STEP = 0.04;
/** It expects a 1% lower price to bring it about 2% more customers (the model's share elasticity is −2.5 to −4.5: it reacts cautiously). */
const COMPUTER_PRICE_RESPONSE = 2;
/** It plans this much above its forecast; after a stock-out, this much more again (it was caught short once). */
const COMPUTER_SAFETY_STOCK = 0.1;
const COMPUTER_STOCKOUT_BOOST = 0.1;
/** Its price and spending vary by up to ±5%, so several computer teams do not act as one. */
const COMPUTER_JITTER = 0.05;

/**
 * A sensible decision for a computer-run team: an adaptive competitor that reads last round's
 * market, not a strategist. Before its first round it prices halfway between cost-plus (unit cost
 * × 1.6) and the expected market price and plans for the base demand. Afterwards:
 * - price: the mean of its own last price, last round's market average and cost-plus, then 4% lower if it
 *   was left with unsold stock above 15% of its demand, 4% higher if it could not serve all its
 *   customers; kept within 1.2x–2.2x unit cost;
 * - plan: last round's own demand (the customers who chose it, served or not) grown by the
 *   market's growth, adjusted for its price change (1% cheaper, about 2% more customers), plus 10%
 *   safety stock (20% after a stock-out), less stock on hand; overtime just enough for the flex
 *   band's top to be reachable;
 * - marketing: the half spend (index 50); R&D: what keeps the quality stock where it started.
 * Deterministic for its seed (±5% jitter on price and spending). Always passes validateDecision.
 */
export function computerDecision(state: MarketState, teamId: string, params: MarketParams, seed: number): TeamDecision {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) throw new MarketInputError([`no team ${teamId} in this market`]);
  const random = seededRandom(seed);
  const jitter = () => 1 + COMPUTER_JITTER * (2 * random() - 1);
  const cost = unitCost(params);
  const { min, max } = priceRange(params);
  const last = team.lastDecision;

  let target = (cost * COMPUTER_MARKUP + state.lastAveragePrice) / 2;
  let forecast = team.lastDemand * (1 + params.demandGrowth);
  if (last) {
    // `> 0` also reads a state saved before lastLostSales existed as "none lost".
    const soldOut = team.lastLostSales > 0;
    const overstocked = team.stock > COMPUTER_EXCESS_STOCK * team.lastDemand;
    target = (last.price + state.lastAveragePrice + cost * COMPUTER_MARKUP) / 3;
    if (overstocked) target *= 1 - COMPUTER_PRICE_STEP;
    if (soldOut) target *= 1 + COMPUTER_PRICE_STEP;
    target = clamp(target, cost * COMPUTER_MARKUP_RANGE.min, cost * COMPUTER_MARKUP_RANGE.max);
    forecast *= (target / last.price) ** -COMPUTER_PRICE_RESPONSE;
  }
  const safety = COMPUTER_SAFETY_STOCK + (team.lastLostSales > 0 ? COMPUTER_STOCKOUT_BOOST : 0);
  const plannedProduction = clamp(Math.round(forecast * (1 + safety)) - team.stock, 0, MAX_PLANNED_UNITS);
  const flexTop = (plannedProduction * (100 + FLEX_PERCENT)) / 100;
  const overtimeNeeded = Math.ceil((flexTop / team.capacity - 1) * 100);
  return {
    price: clamp(Math.round(target * jitter()), min, max),
    plannedProduction,
    overtimePercent: clamp(overtimeNeeded, 0, OVERTIME_MAX_PERCENT),
    marketing: wholeYuan(params.marketingHalfSpend * jitter()),
    research: wholeYuan(params.qualityHalfStock * params.researchDecay * jitter()),
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Amounts a person would type: whole yuan, in fen. */
const wholeYuan = (fen: number) => clamp(Math.round(fen / 100) * 100, 0, MAX_SPEND_FEN);

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
