import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { profileFindings, marketMetrics, MARKET_RULES, MARKET_METRICS, synergyMetrics, SYNERGY_RULES, type ProfileFacts, type EvidenceRule } from './index';
import { ROLE_IDS } from '../teamrole';
import { STYLE_IDS } from '../leadership';

const rule: EvidenceRule<'m'> = { cause: { kind: 'role_gap', id: 'analyst' }, metric: 'm', worse: 'higher', margin: 0.1 };
const metricsOf = (values: number[]) => new Map(values.map((v, i) => [i + 1, { m: v }]));
const gap = (teamId: number): ProfileFacts => ({ teamId, roleGaps: ['analyst'], rareStyles: [] });

describe('profileFindings', () => {
  it('cites a team that lacks the contribution and stands out from the others’ median by the margin', () => {
    // Others: 0.1, 0.2, 0.3 → median 0.2; 0.3 is exactly the margin above it.
    expect(profileFindings([rule], metricsOf([0.3, 0.1, 0.2, 0.3]), [gap(1)])).toEqual([{ teamId: 1, cause: rule.cause, metric: 'm', value: 0.3, others: 0.2 }]);
    expect(profileFindings([rule], metricsOf([0.29, 0.1, 0.2, 0.3]), [gap(1)])).toEqual([]);
    // The same figure without the gap, or with the test not taken, is no finding.
    expect(profileFindings([rule], metricsOf([0.9, 0.1, 0.2]), [{ teamId: 1, roleGaps: ['keeper'], rareStyles: null }])).toEqual([]);
    expect(profileFindings([rule], metricsOf([0.9, 0.1, 0.2]), [{ teamId: 1, roleGaps: null, rareStyles: null }])).toEqual([]);
    // Lower is worse for some metrics.
    const lower = { ...rule, worse: 'lower' as const };
    expect(profileFindings([lower], metricsOf([0.05, 0.2, 0.3]), [gap(1)])).toHaveLength(1);
    expect(profileFindings([lower], metricsOf([0.9, 0.2, 0.3]), [gap(1)])).toEqual([]);
  });

  it('needs two other teams to compare with, and figures that exist', () => {
    expect(profileFindings([rule], metricsOf([0.9, 0.1]), [gap(1)])).toEqual([]);
    expect(profileFindings([rule], metricsOf([0.9, 0.1, Number.NaN]), [gap(1)])).toEqual([]);
    expect(profileFindings([rule], metricsOf([Number.NaN, 0.1, 0.2]), [gap(1)])).toEqual([]);
    expect(profileFindings([rule], metricsOf([0.9, 0.1, 0.2]), [gap(7)])).toEqual([]);
  });

  const arb = fc.record({
    values: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }),
    gaps: fc.array(fc.subarray([...ROLE_IDS]), { minLength: 12, maxLength: 12 }),
    rare: fc.array(fc.subarray([...STYLE_IDS]), { minLength: 12, maxLength: 12 }),
  });
  const world = ({ values, gaps, rare }: { values: number[]; gaps: (typeof ROLE_IDS)[number][][]; rare: (typeof STYLE_IDS)[number][][] }) => ({
    metrics: new Map(values.map((v, i) => [i + 1, Object.fromEntries(MARKET_METRICS.map((m, k) => [m, (v * (k + 3)) % 1]))])),
    profiles: values.map((_, i): ProfileFacts => ({ teamId: i + 1, roleGaps: gaps[i], rareStyles: rare[i] })),
  });

  it('every finding has its cause in the profile and stands out in the rule’s direction by at least its margin (property)', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const { metrics, profiles } = world(input);
        for (const f of profileFindings(MARKET_RULES, metrics, profiles)) {
          const r = MARKET_RULES.find((x) => x.metric === f.metric && x.cause.id === f.cause.id)!;
          const p = profiles.find((x) => x.teamId === f.teamId)!;
          expect(f.cause.kind === 'role_gap' ? p.roleGaps : p.rareStyles).toContain(f.cause.id);
          expect(r.worse === 'higher' ? f.value - f.others : f.others - f.value).toBeGreaterThanOrEqual(r.margin);
        }
      }),
    );
  });

  it('does not depend on the order of the teams’ figures, and a worse figure never loses a finding (property)', () => {
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 11 }), (input, k) => {
        const { metrics, profiles } = world(input);
        const found = profileFindings(MARKET_RULES, metrics, profiles);
        expect(profileFindings(MARKET_RULES, new Map([...metrics].reverse()), profiles)).toEqual(found);
        const team = (k % input.values.length) + 1;
        const worse = new Map(metrics);
        worse.set(team, Object.fromEntries(MARKET_METRICS.map((m) => [m, metrics.get(team)![m] + (MARKET_RULES.find((r) => r.metric === m)!.worse === 'higher' ? 0.5 : -0.5)])) as never);
        const before = found.filter((f) => f.teamId === team).map((f) => `${f.cause.id}/${f.metric}`);
        const after = profileFindings(MARKET_RULES, worse, profiles).filter((f) => f.teamId === team).map((f) => `${f.cause.id}/${f.metric}`);
        for (const x of before) expect(after).toContain(x);
      }),
    );
  });
});

describe('marketMetrics', () => {
  const fig = (teamId: string, demand: number, sales: number, closingStock: number, price: number, plannedProduction: number, research: number) => ({ teamId, demand, sales, closingStock, decision: { price, plannedProduction, research } });
  it('reads the plan against demand, goods left, customers turned away, R&D against the class and price moves', () => {
    const m = marketMetrics([
      [fig('1', 1000, 800, 0, 150, 800, 10_000), fig('2', 1000, 1000, 500, 150, 1500, 30_000)],
      [fig('1', 1000, 1000, 0, 180, 1000, 10_000), fig('2', 1000, 1000, 0, 150, 1000, 30_000)],
    ]);
    expect(m.get(1)).toEqual({ forecastMiss: 0.1, unsoldStock: 0, turnedAway: 0.1, researchIndex: 0.5, priceSwing: 0.2 });
    expect(m.get(2)).toEqual({ forecastMiss: 0.25, unsoldStock: 1 / 6, turnedAway: 0, researchIndex: 1.5, priceSwing: 0 });
    // One round: no price move to measure.
    expect(Number.isNaN(marketMetrics([[fig('1', 10, 10, 0, 1, 10, 0)]]).get(1)!.priceSwing)).toBe(true);
  });
});

describe('synergy rules', () => {
  it('cite a team without a convener whose consensus gained least', () => {
    const metrics = synergyMetrics([{ teamId: 1, teamGain: -2 }, { teamId: 2, teamGain: 6 }, { teamId: 3, teamGain: 9 }, { teamId: 4, teamGain: null }]);
    expect(profileFindings(SYNERGY_RULES, metrics, [{ teamId: 1, roleGaps: ['convener'], rareStyles: ['democratic'] }]).map((f) => f.cause.id)).toEqual(['convener', 'democratic']);
    expect(profileFindings(SYNERGY_RULES, metrics, [{ teamId: 4, roleGaps: ['convener'], rareStyles: null }])).toEqual([]);
  });
});
