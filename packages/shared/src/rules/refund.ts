/**
 * Refunds (docs/decisions/commerce.md "Refunds"): what giving back part of an order line returns.
 *
 * A line paid `payableFen` (money) and `coinsFen` (coins, 1 fen each) for `quantity` units. Refunds
 * of it are cumulative shares: after `n` of the units have been refunded in total, the money
 * returned in total is ⌊payable × n / quantity⌋ (and the same for coins). A refund of `k` more units
 * returns the difference between the totals after and before, so however the line is refunded —
 * all at once or unit by unit — the amounts are whole fen, never more than the line's share, and
 * sum exactly to what was paid once every unit is back.
 */
export interface RefundableLine {
  quantity: number;
  payableFen: number;
  coinsFen: number;
}

export interface RefundShare {
  amountFen: number;
  coins: number;
}

const cumulative = (total: number, units: number, quantity: number) => Math.floor((total * units) / quantity);

/** What refunding `units` more of a line returns, `refundedBefore` of its units having been refunded already. */
export function refundShare(line: RefundableLine, refundedBefore: number, units: number): RefundShare {
  if (!Number.isInteger(units) || units < 0 || refundedBefore < 0 || refundedBefore + units > line.quantity) {
    throw new RangeError(`refund of ${units} after ${refundedBefore} of ${line.quantity}`);
  }
  const after = refundedBefore + units;
  return {
    amountFen: cumulative(line.payableFen, after, line.quantity) - cumulative(line.payableFen, refundedBefore, line.quantity),
    coins: cumulative(line.coinsFen, after, line.quantity) - cumulative(line.coinsFen, refundedBefore, line.quantity),
  };
}

export const REFUND_LIMITS = {
  /** The buyer's reason (spec §3 "refund reason"); required, one paragraph. */
  reasonMax: 500,
  /** The admin's note when rejecting (shown to the buyer). */
  noteMax: 500,
} as const;
