// The change engine's invariants, as properties over random games (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVERS } from './levers';
import { settle } from './settle';
import { scenarioArb } from './test-support';
import type { AdoptionState, Phase } from './types';

/** Every move a person may make in one round (staying put is always allowed). */
const ALLOWED: Record<AdoptionState, readonly AdoptionState[]> = {
  unaware: ['aware'],
  aware: ['interested', 'resistant'],
  interested: ['trying', 'resistant'],
  trying: ['adopted', 'resistant', 'interested'],
  adopted: ['trying'],
  resistant: ['aware'],
};
const PHASES: Phase[] = ['unfreeze', 'change', 'refreeze'];

const numbersIn = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(numbersIn) : [];

describe('settle: invariants over random games', () => {
  it('never spends more than the budget, and spends exactly the plays that took effect', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ params, state, decisions, seed }) => {
        const { results } = settle(state, decisions, params, seed);
        for (const team of results.teams) {
          expect(team.spent).toBeLessThanOrEqual(params.budget);
          const played = team.log.filter((l) => l.code === 'played').reduce((sum, l) => sum + l.cost!, 0);
          expect(team.spent).toBe(played);
          const skipped = team.log.filter((l) => l.code === 'skippedCooldown').length;
          expect(team.log.filter((l) => l.code === 'played').length + skipped).toBe(team.decision.plays.length);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('moves people only by the allowed transitions, and the phase only forward', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ params, state, decisions, seed }) => {
        const out = settle(state, decisions, params, seed);
        out.state.teams.forEach((team, t) => {
          const before = state.teams[t];
          team.people.forEach((p, i) => {
            const was = before.people[i].state;
            if (p.state !== was) expect(ALLOWED[was], `${was} → ${p.state}`).toContain(p.state);
          });
          expect(PHASES.indexOf(team.phase)).toBeGreaterThanOrEqual(PHASES.indexOf(before.phase));
          expect(PHASES.indexOf(team.phase) - PHASES.indexOf(before.phase)).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('is pure and seeded: the same input gives the same output, and the input is not mutated', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ params, state, decisions, seed }) => {
        const before = JSON.stringify({ state, decisions, params });
        const first = JSON.stringify(settle(state, decisions, params, seed));
        expect(JSON.stringify(settle(JSON.parse(JSON.stringify(state)), decisions, params, seed))).toBe(first);
        expect(JSON.stringify({ state, decisions, params })).toBe(before);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every number finite and every figure in its range', () => {
    fc.assert(
      fc.property(scenarioArb(), ({ params, state, decisions, seed }) => {
        const out = settle(state, decisions, params, seed);
        for (const n of numbersIn(out)) expect(Number.isFinite(n)).toBe(true);
        for (const team of out.state.teams) {
          expect(team.credibility).toBeGreaterThanOrEqual(0);
          expect(team.credibility).toBeLessThanOrEqual(100);
          for (const p of team.people) expect(p.progress).toBeGreaterThanOrEqual(0);
          for (const [key, freeFrom] of Object.entries(team.cooldowns)) {
            expect(LEVERS.find((l) => l.key === key)!.cooldown).toBeGreaterThan(0);
            expect(freeFrom).toBeGreaterThan(out.state.round);
          }
        }
        for (const team of out.results.teams) {
          for (const x of [team.score, team.overallScore]) expect(x >= 0 && x <= 100).toBe(true);
          expect(Object.values(team.counts).reduce((a, b) => a + b, 0)).toBe(team.people.length);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('treats teams alike: a team fares the same whoever else plays, and ranks are 1..n', () => {
    fc.assert(
      fc.property(scenarioArb(4), ({ params, state, decisions, seed }) => {
        const out = settle(state, decisions, params, seed);
        state.teams.forEach((team, t) => {
          const alone = settle({ ...state, teams: [team] }, { [team.teamId]: decisions[team.teamId] }, params, seed);
          const { rank: _r, overallRank: _o, ...mine } = out.results.teams[t];
          const { rank: _r2, overallRank: _o2, ...solo } = alone.results.teams[0];
          expect(mine).toEqual(solo);
        });
        expect([...out.results.teams.map((t) => t.rank)].sort((a, b) => a - b)).toEqual(state.teams.map((_, i) => i + 1));
      }),
      { numRuns: 60 },
    );
  });
});
