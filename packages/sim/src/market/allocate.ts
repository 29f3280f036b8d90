/**
 * Splits `total` whole units in proportion to `weights` by the largest-remainder method: every
 * share is its exact quota rounded down, and the units left go one each to the largest fractions
 * (the earlier index first on a tie), so the parts always add up to `total` exactly. All-zero
 * weights split evenly, so units are never silently dropped.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const count = weights.length;
  if (count === 0 || total <= 0) return weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = sum > 0 ? weights.map((w) => (total * w) / sum) : weights.map(() => total / count);
  const parts = quotas.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byFraction = quotas.map((q, i) => ({ i, fraction: q - parts[i] })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  // `left` is below the count in exact arithmetic; cycling keeps the sum exact even if floats disagree.
  for (let k = 0; left > 0; k = (k + 1) % count, left--) parts[byFraction[k].i]++;
  return parts;
}
