// The strategy tournament (docs/simulations/market.md §13): fixed strategies play each other in
// every 4-team combination over many seeds, and we count who wins. A market that teaches has no
// dominant fixed strategy. `npx tsx packages/sim/src/market/tournament.ts [firstSeed]` prints the doc's table;
// tournament.test.ts asserts the bounds.
import { combinations } from '../combinations';
import { computerDecision } from './decisions';
import { defaultMarketParams, priceRange, unitCost } from './params';
import { drawMarket } from './scenario';
import { mixSeed, roundSeed } from './seeds';
import { settle } from './settle';
import { initialState } from './state';
import type { MarketParams, MarketState, RoundDecisions, RoundResult, TeamDecision } from './types';

export interface Strategy {
  name: string;
  /** What a team playing this strategy decides before round `round` (1-based). */
  decide(context: { state: MarketState; teamId: string; round: number; params: MarketParams; seed: number }): TeamDecision;
}

/**
 * A fixed strategy: the same decision every round, described as multiples of the default market's
 * reference levels (unit cost, base demand, the marketing half spend, the R&D that holds quality).
 */
export interface FixedLevels {
  markup: number;
  plan: number;
  overtime: number;
  marketing: number;
  research: number;
}

export function fixed(name: string, levels: FixedLevels): Strategy {
  return {
    name,
    decide: ({ params }) => {
      const { min, max } = priceRange(params);
      return {
        price: Math.min(max, Math.max(min, Math.round(unitCost(params) * levels.markup))),
        plannedProduction: Math.round(params.baseDemandPerTeam * levels.plan),
        overtimePercent: levels.overtime,
        marketing: Math.round(params.marketingHalfSpend * levels.marketing),
        research: Math.round(params.qualityHalfStock * params.researchDecay * levels.research),
      };
    },
  };
}

const reference = { markup: 1.6, plan: 1, overtime: 10, marketing: 1, research: 1 };

/**
 * The fixed strategies (docs/simulations/market.md §13 says why each is in the pool): the six
 * extremes the issue names, each pushing one lever to its limit; the balanced one; and the
 * positions classes really play, from the cheap end of the market to the dear one.
 */
export const FIXED_STRATEGIES: Strategy[] = [
  fixed('price at the minimum (0.5x cost)', { ...reference, markup: 0.5, plan: 1.3, overtime: 30 }),
  fixed('price at the maximum (3x cost)', { ...reference, markup: 3, plan: 0.5, overtime: 0 }),
  fixed('produce little (0.6x base demand)', { ...reference, plan: 0.6, overtime: 0 }),
  fixed('produce a lot (1.6x base demand)', { ...reference, plan: 1.6, overtime: 30 }),
  fixed('no marketing, no R&D', { ...reference, marketing: 0, research: 0 }),
  fixed('heavy marketing and R&D (3x)', { ...reference, marketing: 3, research: 3 }),
  fixed('balanced', { markup: 1.6, plan: 1.15, overtime: 20, marketing: 1, research: 1 }),
  // Value buyers' end: undercut, sell volume, save on spending.
  fixed('discounter', { markup: 1.35, plan: 1.4, overtime: 30, marketing: 0.5, research: 0.5 }),
  fixed('volume player', { markup: 1.45, plan: 1.3, overtime: 30, marketing: 1.5, research: 1 }),
  fixed('cost leader', { markup: 1.5, plan: 1.15, overtime: 20, marketing: 1, research: 0 }),
  fixed('best value', { markup: 1.45, plan: 1.2, overtime: 20, marketing: 0.5, research: 2 }),
  // Premium buyers' end: charge more, build quality or brand.
  fixed('quality leader', { markup: 1.8, plan: 0.95, overtime: 10, marketing: 1, research: 3 }),
  fixed('brand builder', { markup: 1.75, plan: 1, overtime: 10, marketing: 2, research: 1 }),
  fixed('premium brand', { markup: 2, plan: 0.8, overtime: 10, marketing: 2.5, research: 2.5 }),
  fixed('luxury niche', { markup: 2.5, plan: 0.55, overtime: 0, marketing: 2, research: 3 }),
];

/** The computer-run team of a course (computerDecision), in the tournament as one more entrant. */
export const COMPUTER_STRATEGY: Strategy = {
  name: 'computer-run team',
  decide: ({ state, teamId, params, seed }) => computerDecision(state, teamId, params, seed),
};

export const TOURNAMENT_STRATEGIES: Strategy[] = [...FIXED_STRATEGIES, COMPUTER_STRATEGY];

export interface StrategyRecord {
  name: string;
  games: number;
  wins: number;
  /** Overall rank (balanced scorecard) after the last round, summed over games. */
  rankSum: number;
  /** Rank by cumulative profit after the last round, summed over games. */
  profitRankSum: number;
  /** Cumulative profit after the last round, fen, summed over games. */
  profitSum: number;
}

export interface TournamentOptions {
  strategies?: Strategy[];
  params?: MarketParams;
  teamsPerGame?: number;
  rounds?: number;
  seedsPerGame?: number;
  /** First seed index: a different value plays the same games with other seeds. */
  firstSeed?: number;
  /** The market a game is played in, from the base parameters and the game's seed: drawn, as a real game's (drawMarket). */
  marketFor?: (params: MarketParams, gameSeed: number) => MarketParams;
}

/**
 * Every `teamsPerGame`-combination of the strategies plays `seedsPerGame` games of `rounds` rounds,
 * each in its own market drawn from the game's seed. Seat order rotates with the seed so the
 * tie-break by team order favours no one. The winner of a game is the team ranked first overall
 * (the balanced scorecard's overall score, as in the winners' circle).
 */
export function runTournament(options: TournamentOptions = {}): StrategyRecord[] {
  const strategies = options.strategies ?? TOURNAMENT_STRATEGIES;
  const records = strategies.map((s) => ({ name: s.name, games: 0, wins: 0, rankSum: 0, profitRankSum: 0, profitSum: 0 }));
  forEachTournamentGame(options, ({ seats, rounds }) => {
    const teams = rounds.at(-1)!.teams;
    const byProfit = [...teams].sort((a, b) => b.cumulativeProfit - a.cumulativeProfit);
    teams.forEach((t, i) => {
      const record = records[seats[i]];
      record.games++;
      if (t.overallRank === 1) record.wins++;
      record.rankSum += t.overallRank;
      record.profitRankSum += byProfit.indexOf(t) + 1;
      record.profitSum += t.cumulativeProfit;
    });
  });
  return records;
}

/** One tournament game as played: who sat where (indexes into the strategies), its market and every round's results. */
export interface TournamentGame {
  seats: number[];
  gameSeed: number;
  params: MarketParams;
  state: MarketState;
  rounds: RoundResult[];
}

/** Plays the tournament's games (the schedule runTournament counts) and hands each to `visit`. */
export function forEachTournamentGame(options: TournamentOptions, visit: (game: TournamentGame) => void): void {
  const { strategies = TOURNAMENT_STRATEGIES, params: baseParams = defaultMarketParams, teamsPerGame = 4, rounds = 6, seedsPerGame = 3, firstSeed = 0 } = options;
  const marketFor = options.marketFor ?? drawMarket;
  combinations(strategies.length, teamsPerGame).forEach((combo, comboIndex) => {
    for (let k = 0; k < seedsPerGame; k++) {
      const gameSeed = mixSeed(comboIndex, firstSeed + k);
      const seats = combo.map((_, i) => combo[(i + k) % combo.length]);
      const params = marketFor(baseParams, gameSeed);
      const played = playGame(seats.map((s) => strategies[s]), params, gameSeed, { rounds, ids: seats.map((s, i) => `${i}:${s}`) });
      visit({ seats, gameSeed, params, ...played });
    }
  });
}

/**
 * One game: team i plays `field[i]` for `rounds` rounds (default 6) in the market `params`, round r
 * seeded with roundSeed(gameSeed, r) and team i's decision with that seed mixed with i. Team ids are
 * `ids` (default "0", "1", …). Returns the last state and every round's results.
 */
export function playGame(field: Strategy[], params: MarketParams, gameSeed: number, options: { rounds?: number; ids?: string[] } = {}): { state: MarketState; rounds: RoundResult[] } {
  const ids = options.ids ?? field.map((_, i) => String(i));
  let state = initialState(params, ids);
  const results: RoundResult[] = [];
  for (let round = 1; round <= (options.rounds ?? 6); round++) {
    const seed = roundSeed(gameSeed, round);
    const decisions: RoundDecisions = Object.fromEntries(ids.map((teamId, i) => [teamId, field[i].decide({ state, teamId, round, params, seed: mixSeed(seed, i) })]));
    const out = settle(state, decisions, params, seed);
    state = out.state;
    results.push(out.results);
  }
  return { state, rounds: results };
}

export const winRate = (r: StrategyRecord) => r.wins / r.games;
export const meanRank = (r: StrategyRecord) => r.rankSum / r.games;

/** The doc's table: one row per strategy, best mean overall rank first. */
export function tournamentMarkdown(records: StrategyRecord[]): string {
  const yuan = (fen: number) => Math.round(fen / 100).toLocaleString('en-US');
  const rows = [...records]
    .sort((a, b) => meanRank(a) - meanRank(b))
    .map((r) => `| ${r.name} | ${(winRate(r) * 100).toFixed(1)}% | ${meanRank(r).toFixed(2)} | ${(r.profitRankSum / r.games).toFixed(2)} | ${yuan(r.profitSum / r.games)} |`);
  return [
    '| strategy | wins | mean overall rank | mean profit rank | mean cumulative profit (yuan) |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (typeof process !== 'undefined' && process.argv[1]?.endsWith('tournament.ts')) {
  // A second seed set (`-- 1000`) checks that the table does not hang on luck; `fixed` plays every
  // game in the default market instead of a drawn one.
  const firstSeed = Number(process.argv[2] ?? 0);
  const fixedMarket = process.argv[3] === 'fixed';
  const records = runTournament({ firstSeed, ...(fixedMarket ? { marketFor: (params: MarketParams) => params } : {}) });
  console.log(`${records[0].games} games per strategy, 4 teams, 6 rounds, ${fixedMarket ? 'the default market' : 'a market drawn per game'}, seeds from ${firstSeed}\n`);
  console.log(tournamentMarkdown(records));
}
