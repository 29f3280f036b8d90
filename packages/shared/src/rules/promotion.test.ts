import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitRedEnvelope } from './promotion';

describe('splitRedEnvelope', () => {
  it('splits any total into the asked number of shares, each at least 1 fen, summing exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: n, max: 10_000_000 }), fc.infiniteStream(fc.double({ min: 0, max: 0.999_999, noNaN: true })))), ([n, total, stream]) => {
        const it = stream[Symbol.iterator]();
        const shares = splitRedEnvelope(total, n, () => it.next().value as number);
        expect(shares).toHaveLength(n);
        expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
      }),
    );
  });
  it('refuses fewer fen than shares', () => {
    expect(() => splitRedEnvelope(2, 3)).toThrow(RangeError);
  });
});
