import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SPEND_FEN, OVERTIME_MAX_PERCENT, PRICE_MAX_RATIO, PRICE_MIN_RATIO } from './constants';
import { MarketInputError } from './errors';
import { defaultMarketParams, priceRange, unitCost } from './params';
import { settle } from './settle';
import { initialState } from './state';
import { decisionArb, paramsArb } from './test-support';
import type { TeamDecision } from './types';
import { validateDecision } from './validate';

const params = defaultMarketParams;
const valid: TeamDecision = { price: 16_000, plannedProduction: 1_000, overtimePercent: 10, marketing: 1_200_000, research: 600_000 };

describe('validateDecision', () => {
  it('accepts every decision inside the limits', () => {
    fc.assert(fc.property(paramsArb.chain((p) => decisionArb(p).map((d) => ({ p, d }))), ({ p, d }) => {
      expect(validateDecision(d, p)).toEqual([]);
    }));
  });

  it('puts the price limits at 50% and 300% of unit cost (materials + labour), inclusive', () => {
    expect(unitCost(params)).toBe(10_000);
    expect(priceRange(params)).toEqual({ min: 10_000 * PRICE_MIN_RATIO, max: 10_000 * PRICE_MAX_RATIO });
    expect(validateDecision({ ...valid, price: 5_000 }, params)).toEqual([]);
    expect(validateDecision({ ...valid, price: 30_000 }, params)).toEqual([]);
  });

  it('rejects any price below the minimum or above the maximum, naming the limit', () => {
    const { min, max } = priceRange(params);
    fc.assert(fc.property(fc.integer({ min: 0, max: min - 1 }), (price) => {
      expect(validateDecision({ ...valid, price }, params)).toEqual([{ field: 'price', code: 'price_below_min', limit: min }]);
    }));
    fc.assert(fc.property(fc.integer({ min: max + 1, max: 10 * max }), (price) => {
      expect(validateDecision({ ...valid, price }, params)).toEqual([{ field: 'price', code: 'price_above_max', limit: max }]);
    }));
  });

  it('rejects overtime above 30%', () => {
    fc.assert(fc.property(fc.integer({ min: OVERTIME_MAX_PERCENT + 1, max: 1_000 }), (overtimePercent) => {
      expect(validateDecision({ ...valid, overtimePercent }, params)).toEqual([
        { field: 'overtimePercent', code: 'overtime_above_max', limit: OVERTIME_MAX_PERCENT },
      ]);
    }));
  });

  it('rejects negative, fractional, missing and absurdly large values, one issue per field', () => {
    expect(validateDecision({ ...valid, marketing: -1, research: 0.5 }, params)).toEqual([
      { field: 'marketing', code: 'negative', limit: 0 },
      { field: 'research', code: 'not_integer' },
    ]);
    expect(validateDecision({ ...valid, plannedProduction: -3.5 }, params)).toEqual([{ field: 'plannedProduction', code: 'not_integer' }]);
    const broken = { price: '16000', plannedProduction: Number.NaN, overtimePercent: null, marketing: Infinity } as unknown as TeamDecision;
    expect(validateDecision(broken, params).map((issue) => `${issue.field}:${issue.code}`)).toEqual([
      'price:required', 'plannedProduction:required', 'overtimePercent:required', 'marketing:required', 'research:required',
    ]);
    expect(validateDecision({ ...valid, marketing: MAX_SPEND_FEN + 1 }, params)).toEqual([
      { field: 'marketing', code: 'above_max', limit: MAX_SPEND_FEN },
    ]);
  });

  it('makes settle refuse an invalid or missing decision with MarketInputError', () => {
    const state = initialState(params, ['a', 'b']);
    const refused = (decisions: Record<string, TeamDecision>) => {
      try {
        settle(state, decisions, params, 1);
      } catch (error) {
        return error;
      }
      throw new Error('settle accepted bad input');
    };
    const invalid = refused({ a: valid, b: { ...valid, price: 1 } }) as MarketInputError;
    expect(invalid).toBeInstanceOf(MarketInputError);
    expect(invalid.decisionIssues).toEqual({ b: [{ field: 'price', code: 'price_below_min', limit: 5_000 }] });
    expect(String(refused({ a: valid }))).toContain('no decision for team b');
    expect(String(refused({ a: valid, b: valid, c: valid }))).toContain('unknown teams: c');
    expect(() => settle(state, { a: valid, b: valid }, params, -1)).toThrow(MarketInputError);
    expect(() => settle(state, { a: valid, b: valid }, { ...params, scoreWeights: { financial: 0, customer: 0, internal: 0, learning: 0 } }, 1)).toThrow(
      /scoreWeights/,
    );
  });
});
