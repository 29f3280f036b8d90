import { describe, expect, it } from 'vitest';
import { engineFor, playableGames } from '../registry';
import { computerDecision, fillMissingDecisions } from './decisions';
import { marketEngine } from './engine';
import { defaultMarketParams, priceRange, unitCost } from './params';
import { mixSeed } from './seeds';
import { settle } from './settle';
import { initialState } from './state';
import type { RoundDecisions } from './types';

const teams = ['a', 'b', 'c', 'd'];
const decision = { price: 16_000, plannedProduction: 1_000, overtimePercent: 0, marketing: 1_200_000, research: 1_200_000 };

describe('the market behind the game-engine interface', () => {
  it('is the registered engine of MS (CM and TS have their own)', () => {
    expect(engineFor('MS')).toBe(marketEngine);
    expect(engineFor('toString')).toBeNull();
    expect(playableGames).toEqual(['MS', 'CM', 'TS']);
  });

  it('makes a game’s parameters from the defaults and the lecturer’s weights (any proportions)', () => {
    expect(marketEngine.paramsWith({})).toEqual(defaultMarketParams);
    const weighted = marketEngine.paramsWith({ scoreWeights: { financial: 1, customer: 1, internal: 0, learning: 0 } });
    expect(marketEngine.scoreWeights(weighted)).toEqual({ financial: 0.5, customer: 0.5, internal: 0, learning: 0 });
    expect(marketEngine.paramProblems(marketEngine.paramsWith({ scoreWeights: { financial: 0, customer: 0, internal: 0, learning: 0 } }))).not.toEqual([]);
  });

  it('fills computer teams and late teams as the settlement always has: computer first, then carried over', () => {
    const state0 = initialState(defaultMarketParams, teams);
    const round1 = settle(state0, Object.fromEntries(teams.map((t) => [t, decision])), defaultMarketParams, 7).state;
    const seed = 99;
    const { decisions, filled } = marketEngine.fillMissing(round1, { a: { ...decision, price: 17_000 } }, defaultMarketParams, seed, ['d']);
    // Exactly what the server composed before the seam: computerDecision for computer teams with the
    // seed mixed with their position, then fillMissingDecisions for the rest.
    const given: RoundDecisions = { a: { ...decision, price: 17_000 }, d: computerDecision(round1, 'd', defaultMarketParams, mixSeed(seed, 3)) };
    expect(decisions).toEqual(fillMissingDecisions(round1, given, defaultMarketParams, seed).decisions);
    expect(filled).toEqual([
      { teamId: 'd', by: 'computer' },
      { teamId: 'b', by: 'carried_over' },
      { teamId: 'c', by: 'carried_over' },
    ]);
    // Before round 1 a late team has nothing to carry over: the computer decides for it.
    expect(marketEngine.fillMissing(state0, {}, defaultMarketParams, seed, []).filled.every((f) => f.by === 'computer')).toBe(true);
  });

  it('reports each team’s scores and ranks from the results', () => {
    const { results } = marketEngine.settle(initialState(defaultMarketParams, teams), Object.fromEntries(teams.map((t) => [t, decision])), defaultMarketParams, 3);
    const scores = marketEngine.teamScores(results);
    expect(scores.map((s) => s.teamId)).toEqual(teams);
    expect(scores[0]).toEqual({ teamId: 'a', score: results.teams[0].score.total, rank: results.teams[0].rank, overallScore: results.teams[0].overallScore, overallRank: results.teams[0].overallRank });
  });

  it('gives the web a position, limits, a reference play that passes validation, and rules from the given parameters', () => {
    const params = { ...defaultMarketParams, unitMaterialCost: 9_000, unitLabourCost: 6_000 };
    const state = initialState(params, teams);
    const position = marketEngine.position(state, 'b', params)!;
    expect(position).toEqual({ cash: params.initialCash, stock: params.initialStock, capacity: params.initialCapacity, unitCost: 15_000, ...{ priceMin: priceRange(params).min, priceMax: priceRange(params).max } });
    expect(marketEngine.position(state, 'z', params)).toBeNull();
    expect(marketEngine.limitsPosition(params)).toMatchObject({ unitCost: 15_000, priceMin: 7_500, priceMax: 45_000 });
    const suggested = marketEngine.suggestedDecision(params, position);
    expect(suggested.price).toBe(24_000); // 1.6 × unit cost, whole yuan
    expect(marketEngine.validateDecision(suggested, params)).toEqual([]);
    const rules = marketEngine.rules(params);
    expect(rules.figures.unitCost).toBe(unitCost(params));
    expect(rules.money).toContain('unitCost');
    expect(rules.priceIndexExamples.map((e) => e.price)).toEqual([7_500, 15_000, params.referencePrice, 30_000, 45_000]);
  });

  it('states static bounds per field: the contract’s minimum, the engine’s caps', () => {
    expect(Object.keys(marketEngine.decisionFields)).toEqual(['price', 'plannedProduction', 'overtimePercent', 'marketing', 'research']);
    expect(marketEngine.decisionFields.overtimePercent).toEqual({ unit: 'percent', min: 0, max: 30 });
    const over = (field: keyof typeof decision) => marketEngine.validateDecision({ ...decision, [field]: marketEngine.decisionFields[field].max + 1 }, defaultMarketParams);
    for (const field of ['plannedProduction', 'overtimePercent', 'marketing', 'research'] as const) expect(over(field).map((i) => i.field)).toEqual([field]);
  });
});
