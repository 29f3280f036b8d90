// Does the score reward what the exercise teaches? Simulated teams of four whose members know the
// situation more or less well (each ranks the expert's order blurred by their own noise) agree a
// consensus by one of four strategies, on every scenario, from fixed seeds:
//   best     — the team finds and follows its best-informed member,
//   average  — the team blends everyone (the members' average ranking),
//   loudest  — the team follows one member, chosen without regard to what they know,
//   guess    — the team ignores its members.
// Listening to the best-informed must pay most on average, blending must beat following anyone at
// random, and following anyone must beat guessing, for most teams. (Blending still scores above
// following the best in 41–48% of teams: an average of four views often beats even the best one.)
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { SCENARIOS, type Scenario } from './scenarios';
import { averageRanking, guessRanking, rankDistance, scoreTeam } from './scoring';
import type { Ranking } from './types';

const WEIGHTS = { accuracy: 0.6, synergy: 0.4 };
const STRATEGIES = ['best', 'average', 'loudest', 'guess'] as const;
type Strategy = (typeof STRATEGIES)[number];

/** A member's ranking: the expert's order blurred by noise of this spread (in ranks). */
function memberRanking(s: Scenario, spread: number, random: () => number): Ranking {
  const blur = () => (random() + random() + random() - 1.5) * 2 * spread;
  return s.items.map((i) => ({ id: i.id, key: i.expertRank + blur() })).sort((a, b) => a.key - b.key).map((x) => x.id);
}

function play(s: Scenario, seed: number): Record<Strategy, number> {
  const random = seededRandom(seed);
  // Four members from well informed (spread 1.5 ranks) to guessing blind (spread 8).
  const rankings = Array.from({ length: 4 }, () => memberRanking(s, 1.5 + random() * 6.5, random));
  const items = s.items.map((i) => i.id);
  const expert = [...s.items].sort((a, b) => a.expertRank - b.expertRank).map((i) => i.id);
  const errors = rankings.map((r) => rankDistance(r, expert));
  const consensus: Record<Strategy, Ranking> = {
    best: rankings[errors.indexOf(Math.min(...errors))],
    average: averageRanking(rankings, items),
    loudest: rankings[Math.floor(random() * 4)],
    guess: guessRanking(items, seed ^ 0x9e3779b9),
  };
  const individuals = rankings.map((ranking, k) => ({ memberId: `m${k}`, ranking }));
  return Object.fromEntries(STRATEGIES.map((st) => [st, scoreTeam('t', { individuals, consensus: consensus[st] }, s, WEIGHTS).score])) as Record<Strategy, number>;
}

describe('strategy tournament: the score rewards listening to what members know', () => {
  const TEAMS = 400;
  for (const s of SCENARIOS) {
    it(`${s.key}: best > average > loudest > guess on average; average > loudest and loudest > guess for most teams`, () => {
      const games = Array.from({ length: TEAMS }, (_, k) => play(s, 1_000 + k));
      const mean = (st: Strategy) => games.reduce((sum, g) => sum + g[st], 0) / TEAMS;
      const share = (a: Strategy, b: Strategy) => games.filter((g) => g[a] > g[b]).length / TEAMS;
      expect(mean('best')).toBeGreaterThan(mean('average'));
      expect(mean('average')).toBeGreaterThan(mean('loudest'));
      expect(mean('loudest')).toBeGreaterThan(mean('guess'));
      expect(share('average', 'loudest')).toBeGreaterThan(0.75);
      expect(share('loudest', 'guess')).toBeGreaterThan(0.9);
    });
  }
});
