/**
 * Seeds. settle takes one 32-bit seed per round; the server derives it from one random seed per
 * game (stored with the game) and the round number, so a round can always be settled again with the
 * same seed and a lecturer cannot fish for luck by re-running it.
 */

/** Mixes two integers into a well-spread 32-bit seed (murmur3's finaliser over a golden-ratio step). */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul((salt >>> 0) + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The seed of round `round` (1-based) of a game whose own seed is `gameSeed`. */
export function roundSeed(gameSeed: number, round: number): number {
  return mixSeed(gameSeed, round);
}

/**
 * The seed of practice round `practice` (1-based), from a stream apart from the official rounds',
 * so a practice round does not show students the demand swing an official round will draw.
 */
export function practiceSeed(gameSeed: number, practice: number): number {
  return mixSeed(gameSeed ^ 0x5eed5eed, practice);
}

export function isSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff;
}
