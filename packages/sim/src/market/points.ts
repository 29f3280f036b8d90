/**
 * Indices and scores are points on a 0–100 scale, kept to two decimals: the model computes with
 * exactly the value students see, and stored results stay short and stable.
 */
export function roundPoints(points: number): number {
  return Math.round(points * 100) / 100;
}

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}
