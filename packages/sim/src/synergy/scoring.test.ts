// Properties of the exercise's arithmetic over random rankings (fast-check): the error's bounds, a
// perfect ranking, the team-gain identities, the no-answer rule, independence of the items' listing
// order, and determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, expertOrder, type Scenario } from './scenarios';
import { averageRanking, bandOf, chanceError, maxError, rankDistance, scoreTeam } from './scoring';
import type { Ranking } from './types';

const WEIGHTS = { accuracy: 0.6, synergy: 0.4 };
const scenario = fc.constantFrom(...SCENARIOS);
const rankingOf = (s: Scenario) => fc.shuffledSubarray(s.items.map((i) => i.id), { minLength: s.items.length, maxLength: s.items.length });
/** A scenario, a consensus and a roster of 1–6 members, some of whom (null) did not answer. */
const team = scenario.chain((s) =>
  fc.record({
    s: fc.constant(s),
    consensus: rankingOf(s),
    rankings: fc.array(fc.option(rankingOf(s), { freq: 4 }), { minLength: 1, maxLength: 6 }),
  }),
);
const decisionOf = (consensus: Ranking, rankings: (Ranking | null)[]) => ({
  consensus,
  individuals: rankings.map((ranking, k) => ({ memberId: `m${k}`, ranking })),
});

describe('the error of a ranking', () => {
  it('lies between 0 and ⌊n²/2⌋, is 0 only for the expert\'s order and the maximum for its reverse', () => {
    fc.assert(
      fc.property(scenario.chain((s) => fc.tuple(fc.constant(s), rankingOf(s))), ([s, r]) => {
        const expert = expertOrder(s);
        const n = expert.length;
        const e = rankDistance(r, expert);
        expect(e).toBeGreaterThanOrEqual(0);
        expect(e).toBeLessThanOrEqual(maxError(n));
        expect(e % 2).toBe(0); // Σ|π(i) − i| is always even
        expect(e === 0).toBe(r.join() === expert.join());
        expect(rankDistance(expert, expert)).toBe(0);
        expect(rankDistance([...expert].reverse(), expert)).toBe(maxError(n));
        expect(rankDistance(expert, r)).toBe(e); // symmetric
      }),
    );
  });

  it('averages (n² − 1) / 3 over every ordering (exhaustively for 6 items)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const perms = (xs: string[]): string[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
    const all = perms(ids);
    expect(all.reduce((sum, p) => sum + rankDistance(p, ids), 0) / all.length).toBeCloseTo(chanceError(6), 10);
  });

  it('falls into the bands in order: a better error never gets a worse band', () => {
    for (const n of [12, 13, 14, 15]) {
      const order = ['excellent', 'good', 'fair', 'weak', 'guessing'];
      let last = 0;
      for (let e = 0; e <= maxError(n); e += 2) {
        const k = order.indexOf(bandOf(e, n));
        expect(k).toBeGreaterThanOrEqual(last);
        last = k;
      }
      expect(bandOf(0, n)).toBe('excellent');
      expect(bandOf(maxError(n), n)).toBe('guessing');
    }
  });
});

describe('a team\'s result', () => {
  it('keeps the team-gain identities, the synergy rule and scores within 0–100', () => {
    fc.assert(
      fc.property(team, ({ s, consensus, rankings }) => {
        const r = scoreTeam('t', decisionOf(consensus, rankings), s, WEIGHTS);
        const expert = expertOrder(s);
        const errors = rankings.flatMap((x) => (x ? [rankDistance(x, expert)] : []));
        expect(r.teamError).toBe(rankDistance(consensus, expert));
        expect(r.answered).toBe(errors.length);
        expect(r.rosterSize).toBe(rankings.length);
        if (errors.length === 0) {
          expect([r.averageIndividualError, r.bestIndividualError, r.teamGain, r.bestHeard]).toEqual([null, null, null, null]);
          expect(r.outcome).toBe('noIndividuals');
          expect(r.synergyScore).toBe(0);
        } else {
          const average = errors.reduce((a, b) => a + b, 0) / errors.length;
          const best = Math.min(...errors);
          expect(r.bestIndividualError).toBe(best);
          expect(r.averageIndividualError).toBeCloseTo(average, 2);
          expect(r.teamGain).toBeCloseTo(average - r.teamError, 2);
          expect(r.synergy).toBe(r.teamError < best);
          expect(r.outcome).toBe(r.teamError < best ? 'synergy' : r.teamError === best ? 'matchedBest' : r.teamError < average ? 'gain' : 'noGain');
          // Beating the best member is beating the average member.
          if (r.synergy) expect(r.teamGain!).toBeGreaterThan(0);
          expect(r.members.filter((m) => m.best).every((m) => m.error === best)).toBe(true);
        }
        for (const x of [r.accuracy, r.synergyScore, r.score]) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(100);
        }
        expect(r.score).toBeCloseTo(0.6 * r.accuracy + 0.4 * r.synergyScore, 1);
        expect(r.items.reduce((sum, i) => sum + i.teamError, 0)).toBe(r.teamError);
        for (const m of r.members) {
          expect(m.answered).toBe(m.error !== null);
          if (m.answered) expect(m.influence!).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('gives a consensus identical to a member\'s ranking that member\'s error, distance 0 and full influence', () => {
    fc.assert(
      fc.property(team, ({ s, rankings, consensus }) => {
        const own = rankings.find((x) => x !== null) ?? consensus;
        const roster = rankings.some((x) => x !== null) ? rankings : [own, ...rankings];
        const r = scoreTeam('t', decisionOf(own, roster), s, WEIGHTS);
        const me = r.members[roster.indexOf(own)];
        expect(r.teamError).toBe(me.error);
        expect([me.distance, me.influence]).toEqual([0, 100]);
      }),
    );
  });

  it('scores a team of identical rankings that keeps them as its consensus: no gain, matched best, synergy 50', () => {
    fc.assert(
      fc.property(scenario.chain((s) => fc.tuple(fc.constant(s), rankingOf(s), fc.integer({ min: 1, max: 6 }))), ([s, r, k]) => {
        const result = scoreTeam('t', decisionOf(r, Array.from({ length: k }, () => r)), s, WEIGHTS);
        expect(result.teamGain).toBe(0);
        expect(result.outcome).toBe('matchedBest');
        expect(result.synergyScore).toBe(50);
        expect(result.bestHeard).toBe(k >= 2 ? true : null);
      }),
    );
  });

  it('leaves late members out of the average and the best, and scales synergy by who answered', () => {
    fc.assert(
      fc.property(team, ({ s, consensus, rankings }) => {
        const answered = rankings.filter((x): x is Ranking => x !== null);
        fc.pre(answered.length > 0 && answered.length < rankings.length);
        const withLate = scoreTeam('t', decisionOf(consensus, rankings), s, WEIGHTS);
        const onTime = scoreTeam('t', decisionOf(consensus, answered), s, WEIGHTS);
        expect(withLate.averageIndividualError).toBe(onTime.averageIndividualError);
        expect(withLate.bestIndividualError).toBe(onTime.bestIndividualError);
        expect(withLate.teamGain).toBe(onTime.teamGain);
        expect(withLate.synergyScore).toBeCloseTo((onTime.synergyScore * answered.length) / rankings.length, 1);
        expect(withLate.members.filter((m) => !m.answered).every((m) => m.error === null && m.influence === null && !m.best)).toBe(true);
      }),
    );
  });

  it('does not depend on the order the items are listed in, and is deterministic', () => {
    fc.assert(
      fc.property(team.chain((t) => fc.tuple(fc.constant(t), fc.shuffledSubarray(t.s.items, { minLength: t.s.items.length, maxLength: t.s.items.length }))), ([t, relisted]) => {
        const d = decisionOf(t.consensus, t.rankings);
        const a = scoreTeam('t', d, t.s, WEIGHTS);
        expect(scoreTeam('t', d, { ...t.s, items: relisted }, WEIGHTS)).toEqual(a);
        expect(scoreTeam('t', structuredClone(d), t.s, WEIGHTS)).toEqual(a);
      }),
    );
  });
});

describe('the members\' average ranking', () => {
  it('is a ranking of the items, and the ranking itself when everyone agrees', () => {
    fc.assert(
      fc.property(team, ({ s, consensus, rankings }) => {
        const items = s.items.map((i) => i.id);
        const answered = rankings.filter((x): x is Ranking => x !== null);
        expect([...averageRanking(answered, items)].sort()).toEqual([...items].sort());
        expect(averageRanking([consensus, consensus], items)).toEqual(consensus);
      }),
    );
  });
});
