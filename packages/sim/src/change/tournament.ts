// The strategy tournament (docs/simulations/change.md §9): fixed lever sequences and the adaptive
// reference play lead the same organisations over many seeds, cases and levels, and we count who
// wins each 4-team game. Teams never meet in this game, so each strategy plays each (case, level,
// seed) once and the games compare those runs. `npx tsx packages/sim/src/change/tournament.ts`
// prints the doc's tables; tournament.test.ts asserts the bounds.
import { combinations } from '../combinations';
import { seededRandom, type Random } from '../random';
import { mixSeed, roundSeed } from '../seeds';
import { CASES } from './cases';
import { adaptiveDecision } from './decisions';
import { LEVERS, leverOf } from './levers';
import { LEVEL_KEYS } from './levels';
import { networkOf, type Network } from './network';
import { defaultChangeParams } from './params';
import { settle } from './settle';
import { initialState } from './state';
import type { CmDecision, CmParams, LevelKey, LeverKey, TeamState } from './types';

export interface StrategyContext {
  team: TeamState;
  net: Network;
  round: number;
  budget: number;
  random: Random;
}

export interface Strategy {
  name: string;
  decide(context: StrategyContext): CmDecision;
}

/**
 * Plays the levers of `wishlist` in order while points last, skipping any still resting: a person
 * lever goes to the most influential people not yet adopted (a coalition to those interested or
 * further), a group lever to the departments in the case's order, each target once.
 */
export function playList(wishlist: readonly LeverKey[], { team, net, round, budget }: StrategyContext): CmDecision {
  const plays: CmDecision['plays'] = [];
  let left = budget;
  const states = team.people.map((p) => p.state);
  const ranked = net.ids.map((_, i) => i).sort((a, b) => net.influence[b] - net.influence[a] || a - b);
  const departments = [...net.departments.keys()];
  const taken = new Set<string>();
  for (const key of wishlist) {
    const lever = leverOf(key)!;
    if ((team.cooldowns[key] ?? 0) > round) continue;
    const targets =
      lever.scope === 'all'
        ? [null]
        : lever.scope === 'group'
          ? departments
          : ranked
              .filter((i) => (key === 'coalition' ? ['interested', 'trying', 'adopted'].includes(states[i]) && !team.people[i].champion : key === 'listen' ? states[i] === 'resistant' : states[i] !== 'adopted'))
              .map((i) => net.ids[i]);
    const target = targets.find((t) => !taken.has(`${key}>${t}`));
    if (target === undefined || lever.cost > left) continue;
    taken.add(`${key}>${target}`);
    plays.push({ lever: key, target });
    left -= lever.cost;
  }
  return { plays };
}

/** A strategy that plays the same wishlist every round (repeated so person and group levers fill the budget). */
const every = (name: string, wishlist: LeverKey[]): Strategy => ({ name, decide: (ctx) => playList([...wishlist, ...wishlist, ...wishlist, ...wishlist], ctx) });

/** A strategy whose wishlist is fixed by the round number, whatever happens (a plan on paper). */
const byRound = (name: string, plan: (round: number) => LeverKey[]): Strategy => ({ name, decide: (ctx) => playList(plan(ctx.round), ctx) });

const fill = (keys: LeverKey[], filler: LeverKey, times = 12) => [...keys, ...Array.from({ length: times }, () => filler)];

export const FIXED_STRATEGIES: Strategy[] = [
  every('all communication', ['townHall', 'urgency', 'story', 'memo', 'workshop']),
  every('all incentives and structure', ['incentives', 'structure', 'celebrate', 'coaching']),
  every('one-to-one talks only', ['oneToOne']),
  every('top-down pressure', ['urgency', 'sponsorPressure', 'structure', 'incentives', 'memo', 'sponsorPressure']),
  byRound('coalition first', (r) =>
    r <= 2 ? fill(['memo', 'coalition', 'coalition'], 'oneToOne') : r <= 5 ? fill(['coalition', 'workshop', 'pilot', 'training'], 'oneToOne') : fill(['structure', 'training', 'celebrate', 'coaching'], 'oneToOne'),
  ),
  byRound('pilot first', (r) => (r <= 3 ? fill(['pilot', 'training', 'coaching', 'memo'], 'workshop', 4) : fill(['quickWin', 'pilot', 'training', 'story'], 'oneToOne'))),
  byRound('communicate, then train', (r) =>
    r <= 3 ? fill(['urgency', 'townHall', 'story', 'memo'], 'oneToOne') : fill(['training', 'coaching', 'incentives', 'celebrate'], 'training', 4),
  ),
  byRound('involve every department', (r) => (r % 2 === 1 ? fill(['memo'], 'workshop', 6) : fill(['story', 'pilot'], 'oneToOne'))),
  byRound('sponsor-led', (r) =>
    r <= 3 ? fill(['memo', 'coalition', 'coalition', 'listen'], 'oneToOne') : fill(['quickWin', 'coalition', 'structure', 'training', 'celebrate'], 'oneToOne'),
  ),
  byRound('textbook sequence', (r) =>
    [
      ['urgency', 'memo', 'coalition', 'oneToOne', 'oneToOne', 'oneToOne', 'oneToOne'],
      ['story', 'coalition', 'oneToOne', 'oneToOne', 'oneToOne', 'oneToOne', 'oneToOne', 'oneToOne'],
      ['townHall', 'workshop', 'workshop', 'workshop', 'oneToOne', 'oneToOne'],
      ['pilot', 'pilot', 'quickWin', 'oneToOne', 'oneToOne', 'oneToOne'],
      ['training', 'training', 'quickWin', 'coaching', 'oneToOne', 'oneToOne'],
      ['training', 'coaching', 'coaching', 'incentives', 'oneToOne'],
      ['structure', 'structure', 'celebrate', 'oneToOne', 'oneToOne'],
      ['celebrate', 'incentives', 'coaching', 'coaching', 'oneToOne', 'oneToOne'],
    ][Math.min(r, 8) - 1] as LeverKey[],
  ),
  {
    name: 'random levers',
    decide: (ctx) => {
      const shuffled = [...LEVERS.map((l) => l.key), ...LEVERS.map((l) => l.key)].sort(() => ctx.random() - 0.5);
      return playList(shuffled, ctx);
    },
  },
];

export const ADAPTIVE_STRATEGY: Strategy = {
  name: 'adaptive (reference play)',
  decide: ({ team, net, round, budget }) => adaptiveDecision(team, net, round, budget),
};

export const TOURNAMENT_STRATEGIES: Strategy[] = [...FIXED_STRATEGIES, ADAPTIVE_STRATEGY];

export interface TournamentOptions {
  strategies?: Strategy[];
  params?: CmParams;
  caseIds?: string[];
  levels?: LevelKey[];
  rounds?: number;
  seeds?: number;
  firstSeed?: number;
}

/** One strategy's game alone: its overall score after the last round, and how many adopted. */
export function playAlone(strategy: Strategy, params: CmParams, rounds: number, gameSeed: number) {
  let state = initialState(params, ['team']);
  const net = networkOf(params.caseId);
  const random = seededRandom(mixSeed(gameSeed, 77));
  let last = null as ReturnType<typeof settle>['results'] | null;
  for (let round = 1; round <= rounds; round++) {
    const decision = strategy.decide({ team: state.teams[0], net, round, budget: params.budget, random });
    const out = settle(state, { team: decision }, params, roundSeed(gameSeed, round));
    state = out.state;
    last = out.results;
  }
  const t = last!.teams[0];
  return { overallScore: t.overallScore, score: t.score, adopted: t.counts.adopted, resistant: t.counts.resistant };
}

export interface StrategyRecord {
  name: string;
  games: number;
  wins: number;
  rankSum: number;
  /** Mean over runs of the overall score and the final adopters. */
  scoreSum: number;
  adoptedSum: number;
  runs: number;
  /** Runs in which it scored above the adaptive reference play (the last strategy of the pool). */
  beatReference: number;
  /** Mean overall score per (case, level) cell. */
  cells: Record<string, number>;
}

/**
 * Every strategy plays every case at every level over `seeds` game seeds; then every 4-strategy
 * combination is a game per (case, level, seed), won by the best overall score (the winners'
 * circle's measure; ties share the win).
 */
export function runTournament(options: TournamentOptions = {}): StrategyRecord[] {
  const {
    strategies = TOURNAMENT_STRATEGIES, params = defaultChangeParams, caseIds = CASES.map((c) => c.id), levels = LEVEL_KEYS, rounds = 8, seeds = 6, firstSeed = 0,
  } = options;
  const records: StrategyRecord[] = strategies.map((s) => ({ name: s.name, games: 0, wins: 0, rankSum: 0, scoreSum: 0, adoptedSum: 0, runs: 0, beatReference: 0, cells: {} }));
  const combos = combinations(strategies.length, 4);
  for (const caseId of caseIds) {
    for (const level of levels) {
      const cell = `${caseId}/${level}`;
      const cellSums = new Array<number>(strategies.length).fill(0);
      for (let k = 0; k < seeds; k++) {
        const gameSeed = mixSeed(firstSeed + k, 0xc4a9e);
        const runs = strategies.map((s) => playAlone(s, { ...params, caseId, level }, rounds, gameSeed));
        runs.forEach((r, i) => {
          records[i].scoreSum += r.overallScore;
          records[i].adoptedSum += r.adopted;
          records[i].runs++;
          if (r.overallScore > runs[runs.length - 1].overallScore) records[i].beatReference++;
          cellSums[i] += r.overallScore;
        });
        for (const combo of combos) {
          const best = Math.max(...combo.map((i) => runs[i].overallScore));
          for (const i of combo) {
            records[i].games++;
            if (runs[i].overallScore === best) records[i].wins++;
            records[i].rankSum += 1 + combo.filter((j) => runs[j].overallScore > runs[i].overallScore).length;
          }
        }
      }
      cellSums.forEach((sum, i) => (records[i].cells[cell] = Math.round((sum / seeds) * 10) / 10));
    }
  }
  return records;
}

export const winRate = (r: StrategyRecord) => r.wins / r.games;
export const meanRank = (r: StrategyRecord) => r.rankSum / r.games;
export const meanScore = (r: StrategyRecord) => r.scoreSum / r.runs;
export const beatsReference = (r: StrategyRecord) => r.beatReference / r.runs;

export function tournamentMarkdown(records: StrategyRecord[]): string {
  const cells = Object.keys(records[0].cells);
  const rows = [...records]
    .sort((a, b) => meanRank(a) - meanRank(b))
    .map(
      (r) =>
        `| ${r.name} | ${(winRate(r) * 100).toFixed(1)}% | ${meanRank(r).toFixed(2)} | ${(beatsReference(r) * 100).toFixed(0)}% | ${meanScore(r).toFixed(1)} | ${(r.adoptedSum / r.runs).toFixed(1)} | ${cells.map((c) => r.cells[c].toFixed(1)).join(' | ')} |`,
    );
  return [
    `| strategy | wins | mean rank | beats adaptive | mean overall score | mean adopters (end) | ${cells.join(' | ')} |`,
    `|---|---|---|---|---|---|${cells.map(() => '---').join('|')}|`,
    ...rows,
  ].join('\n');
}

if (typeof process !== 'undefined' && process.argv[1]?.endsWith('tournament.ts')) {
  const firstSeed = Number(process.argv[2] ?? 0);
  const records = runTournament({ firstSeed });
  console.log(`${records[0].games} games per strategy (4 strategies a game), 8 rounds, seeds from ${firstSeed}; cells: mean overall score per case/level\n`);
  console.log(tournamentMarkdown(records));
}
