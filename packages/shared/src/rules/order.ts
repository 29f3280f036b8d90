/** Bounds of an order (spec §5: the purchase quantity within what is available). */
export const ORDER_LIMITS = {
  linesMax: 20,
  quantityMax: 10_000,
  /** Coins one order may spend (a whole number). */
  coinsMax: 100_000_000,
  /** How long an unpaid order waits for its payment before the clock cancels it. */
  payMinutes: 30,
} as const;
