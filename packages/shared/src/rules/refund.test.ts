import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { refundShare, type RefundableLine } from './refund';

const line: fc.Arbitrary<RefundableLine> = fc.record({
  quantity: fc.integer({ min: 1, max: 60 }),
  payableFen: fc.integer({ min: 0, max: 100_000_000 }),
  coinsFen: fc.integer({ min: 0, max: 1_000_000 }),
});

/** A line and a way to refund all of it: batches of units, in order. */
const refundedInBatches = line.chain((l) =>
  fc.array(fc.integer({ min: 1, max: l.quantity }), { minLength: 1, maxLength: l.quantity }).map((sizes) => {
    const batches: number[] = [];
    let left = l.quantity;
    for (const s of sizes) {
      if (left === 0) break;
      const k = Math.min(s, left);
      batches.push(k);
      left -= k;
    }
    if (left > 0) batches.push(left);
    return { line: l, batches };
  }),
);

describe('refundShare', () => {
  it('gives back exactly what the line paid once every unit is refunded, in any batches, each share whole and within the line', () => {
    fc.assert(
      fc.property(refundedInBatches, ({ line: l, batches }) => {
        let done = 0;
        let money = 0;
        let coins = 0;
        for (const k of batches) {
          const s = refundShare(l, done, k);
          expect(Number.isInteger(s.amountFen) && s.amountFen >= 0 && Number.isInteger(s.coins) && s.coins >= 0).toBe(true);
          done += k;
          money += s.amountFen;
          coins += s.coins;
          expect(money).toBeLessThanOrEqual(l.payableFen);
          expect(coins).toBeLessThanOrEqual(l.coinsFen);
        }
        expect([money, coins]).toEqual([l.payableFen, l.coinsFen]);
      }),
    );
  });

  it('is the line’s share: one unit of three paid 100 fen returns 33, the last one 34', () => {
    const l = { quantity: 3, payableFen: 100, coinsFen: 10 };
    expect(refundShare(l, 0, 1)).toEqual({ amountFen: 33, coins: 3 });
    expect(refundShare(l, 1, 1)).toEqual({ amountFen: 33, coins: 3 });
    expect(refundShare(l, 2, 1)).toEqual({ amountFen: 34, coins: 4 });
    expect(refundShare(l, 0, 3)).toEqual({ amountFen: 100, coins: 10 });
  });

  it('refuses more units than remain', () => {
    expect(() => refundShare({ quantity: 2, payableFen: 10, coinsFen: 0 }, 1, 2)).toThrow(RangeError);
    expect(() => refundShare({ quantity: 2, payableFen: 10, coinsFen: 0 }, 0, 1.5)).toThrow(RangeError);
  });
});
