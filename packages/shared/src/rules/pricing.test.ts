import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COIN_VALUE_FEN, priceOrder, spread, type CouponTerms } from './pricing';

const line = fc.record({ unitPriceFen: fc.integer({ min: 0, max: 100_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) });
const coupon: fc.Arbitrary<CouponTerms | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('threshold' as const), thresholdFen: fc.integer({ min: 0, max: 1_000_000 }), reductionFen: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('percentage' as const), percentOff: fc.integer({ min: 1, max: 99 }), capFen: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('voucher' as const), amountFen: fc.integer({ min: 1, max: 1_000_000 }) }),
);

describe('priceOrder', () => {
  it('applies threshold, then percentage with its cap, then voucher, then coins', () => {
    const lines = [{ unitPriceFen: 10_000, quantity: 2 }, { unitPriceFen: 5_001, quantity: 1 }];
    expect(priceOrder({ lines, coupon: { kind: 'threshold', thresholdFen: 25_001, reductionFen: 3_000 }, coins: 100 })).toMatchObject({
      subtotalFen: 25_001, thresholdFen: 3_000, percentageFen: 0, voucherFen: 0, coinsUsed: 100, coinsFen: 100 * COIN_VALUE_FEN, payableFen: 22_001 - 100 * COIN_VALUE_FEN, couponApplies: true,
    });
    // Below the threshold the coupon does not apply.
    expect(priceOrder({ lines, coupon: { kind: 'threshold', thresholdFen: 25_002, reductionFen: 3_000 } })).toMatchObject({ thresholdFen: 0, payableFen: 25_001, couponApplies: false });
    // 15% of 25 001 is 3 750.15: rounded down, then capped.
    expect(priceOrder({ lines, coupon: { kind: 'percentage', percentOff: 15, capFen: 10_000 } })).toMatchObject({ percentageFen: 3_750, payableFen: 21_251 });
    expect(priceOrder({ lines, coupon: { kind: 'percentage', percentOff: 15, capFen: 2_000 } })).toMatchObject({ percentageFen: 2_000, payableFen: 23_001 });
    // A voucher larger than the order leaves zero, and then no coins are spent.
    expect(priceOrder({ lines, coupon: { kind: 'voucher', amountFen: 99_999 }, coins: 50 })).toMatchObject({ voucherFen: 25_001, coinsUsed: 0, payableFen: 0 });
  });

  it('spreads the discount over the lines with the remainder on the last', () => {
    const p = priceOrder({ lines: [{ unitPriceFen: 1, quantity: 1 }, { unitPriceFen: 1, quantity: 1 }, { unitPriceFen: 1, quantity: 1 }], coupon: { kind: 'voucher', amountFen: 2 } });
    expect(p.lines.map((l) => l.discountFen)).toEqual([0, 1, 1]);
    expect(spread(7, [3, 3, 3])).toEqual([2, 2, 3]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(() => spread(11, [5, 5])).toThrow(RangeError);
  });

  it('refuses amounts that are not whole fen', () => {
    expect(() => priceOrder({ lines: [{ unitPriceFen: 1.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => priceOrder({ lines: [{ unitPriceFen: 100, quantity: 1 }], coins: -1 })).toThrow(RangeError);
  });

  it('property: lines add up, no share goes below zero, the payable is what is left', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), coupon, fc.integer({ min: 0, max: 2_000_000 }), (lines, c, coins) => {
        const p = priceOrder({ lines, coupon: c, coins });
        const sum = (k: 'listFen' | 'discountFen' | 'coinsFen' | 'payableFen') => p.lines.reduce((a, l) => a + l[k], 0);
        expect(sum('listFen')).toBe(p.subtotalFen);
        expect(sum('discountFen')).toBe(p.thresholdFen + p.percentageFen + p.voucherFen);
        expect(sum('coinsFen')).toBe(p.coinsFen);
        expect(sum('payableFen')).toBe(p.payableFen);
        expect(p.payableFen).toBe(p.subtotalFen - p.thresholdFen - p.percentageFen - p.voucherFen - p.coinsFen);
        for (const l of p.lines) {
          for (const v of Object.values(l)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(l.discountFen + l.coinsFen).toBeLessThanOrEqual(l.listFen);
        }
        expect(p.coinsUsed).toBeLessThanOrEqual(coins);
        // At most one discount stage applies (one coupon per order).
        expect([p.thresholdFen, p.percentageFen, p.voucherFen].filter((d) => d > 0).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a percentage coupon with an effective amount', () => {
  it('applies from that order total only', () => {
    const coupon: CouponTerms = { kind: 'percentage', percentOff: 10, capFen: 5_000, thresholdFen: 10_000 };
    expect(priceOrder({ lines: [{ unitPriceFen: 9_999, quantity: 1 }], coupon })).toMatchObject({ percentageFen: 0, couponApplies: false });
    expect(priceOrder({ lines: [{ unitPriceFen: 10_000, quantity: 1 }], coupon })).toMatchObject({ percentageFen: 1_000, couponApplies: true, payableFen: 9_000 });
  });
});
