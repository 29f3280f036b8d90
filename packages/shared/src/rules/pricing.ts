/**
 * The price of an order (docs/decisions/commerce.md "Pricing"): one pure function that the quote
 * (`/transaction/order/trial.json`) and the order (`save.json`) both call, so what the buyer is
 * shown is what the order asks for. Money is integer fen throughout; nothing is rounded up.
 *
 * The stages, in this order, each on what the one before left:
 * 1. a threshold reduction (spend at least T, take R off),
 * 2. a percentage off with a cap,
 * 3. a voucher (an invite-code voucher or a red envelope: a fixed amount),
 * 4. coins (whole coins, each worth COIN_VALUE_FEN, never more than what is left).
 * An order takes at most one coupon, so at most one of stages 1–3 applies to it; the stages are
 * still written out in order so the rule reads the same as the spec. The discounts (stages 1–3)
 * and then the coins are spread over the lines in proportion to what is left of each, with the
 * rounding remainder on the last line; a line's share never exceeds it.
 */

/** What one coin is worth when spent in the shop. */
export const COIN_VALUE_FEN = 1;

/** The coins that pay an amount in full (a tip, an exchange): whole coins, rounded up. */
export const coinsFor = (fen: number): number => Math.ceil(fen / COIN_VALUE_FEN);

/** A coupon the buyer holds (a promotion given to them), as pricing sees it. */
export type CouponTerms =
  | { kind: 'threshold'; thresholdFen: number; reductionFen: number }
  /** `thresholdFen`: the promotion's "effective amount", the order total from which it applies (0 or absent: any). */
  | { kind: 'percentage'; percentOff: number; capFen: number; thresholdFen?: number }
  | { kind: 'voucher'; amountFen: number };

export interface PriceInputLine {
  unitPriceFen: number;
  quantity: number;
}

export interface PriceInput {
  lines: readonly PriceInputLine[];
  coupon?: CouponTerms | null;
  /** Coins the buyer wants to spend (already checked against their balance). */
  coins?: number;
}

export interface PricedLine {
  /** unit price × quantity */
  listFen: number;
  /** This line's share of the threshold, percentage and voucher discounts. */
  discountFen: number;
  /** This line's share of what the coins paid. */
  coinsFen: number;
  /** listFen − discountFen − coinsFen: what the provider is asked for, for this line. */
  payableFen: number;
}

export interface Price {
  lines: PricedLine[];
  subtotalFen: number;
  thresholdFen: number;
  percentageFen: number;
  voucherFen: number;
  /** Whole coins spent (the request capped to what is left to pay). */
  coinsUsed: number;
  coinsFen: number;
  payableFen: number;
  /** The coupon could not apply (a threshold not reached): the order takes it only if it applies. */
  couponApplies: boolean;
}

const whole = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${n}`);
  return n;
};

/**
 * Spreads `total` over `weights` (which sum to at least `total`) in proportion, rounding the
 * running sum down so every share is at most its weight; the remainder lands on the last one.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total > sum) throw new RangeError(`cannot spread ${total} over ${sum}`);
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  const shares: number[] = [];
  let cumulative = 0;
  let given = 0;
  weights.forEach((w, i) => {
    cumulative += w;
    // BigInt keeps total × cumulative exact whatever the amounts.
    const upTo = i === weights.length - 1 ? total : Number((BigInt(total) * BigInt(cumulative)) / BigInt(sum));
    shares.push(upTo - given);
    given = upTo;
  });
  return shares;
}

export function priceOrder(input: PriceInput): Price {
  const listFen = input.lines.map((l) => whole(l.unitPriceFen, 'unitPriceFen') * whole(l.quantity, 'quantity'));
  const subtotalFen = listFen.reduce((a, b) => a + b, 0);
  let left = subtotalFen;
  const c = input.coupon ?? null;
  let couponApplies = c === null;

  let thresholdFen = 0;
  if (c?.kind === 'threshold' && subtotalFen >= whole(c.thresholdFen, 'thresholdFen') && subtotalFen > 0) {
    thresholdFen = Math.min(whole(c.reductionFen, 'reductionFen'), left);
    couponApplies = true;
  }
  left -= thresholdFen;

  let percentageFen = 0;
  if (c?.kind === 'percentage' && subtotalFen >= whole(c.thresholdFen ?? 0, 'thresholdFen')) {
    const pct = whole(c.percentOff, 'percentOff');
    if (pct > 100) throw new RangeError(`percentOff ${pct} > 100`);
    percentageFen = Math.min(Math.floor((left * pct) / 100), whole(c.capFen, 'capFen'));
    couponApplies = true;
  }
  left -= percentageFen;

  let voucherFen = 0;
  if (c?.kind === 'voucher') {
    voucherFen = Math.min(whole(c.amountFen, 'amountFen'), left);
    couponApplies = true;
  }
  left -= voucherFen;

  const coinsUsed = Math.min(whole(input.coins ?? 0, 'coins'), Math.floor(left / COIN_VALUE_FEN));
  const coinsFen = coinsUsed * COIN_VALUE_FEN;
  const payableFen = left - coinsFen;

  const discounts = spread(thresholdFen + percentageFen + voucherFen, listFen);
  const afterDiscount = listFen.map((l, i) => l - discounts[i]);
  const coinShares = spread(coinsFen, afterDiscount);
  const lines = listFen.map((l, i) => ({ listFen: l, discountFen: discounts[i], coinsFen: coinShares[i], payableFen: afterDiscount[i] - coinShares[i] }));
  return { lines, subtotalFen, thresholdFen, percentageFen, voucherFen, coinsUsed, coinsFen, payableFen, couponApplies };
}
