import { caseOf } from './cases';
import { MAX_BUDGET } from './constants';
import { CHEAPEST_LEVER_COST } from './levers';
import { isLevel } from './levels';
import type { CmParams } from './types';

/**
 * The default game: the manufacturer's case at the standard level, 100 points a round (spec §9),
 * the round score weighing the adoption index at 80% and the share who adopted at 20%.
 */
export const defaultChangeParams: CmParams = {
  caseId: 'factory',
  level: 'standard',
  budget: 100,
  scoreWeights: { adoption: 0.8, adopted: 0.2 },
};

/** The problems with a parameter set, as sentences (empty when usable). */
export function paramProblems(params: CmParams): string[] {
  const problems: string[] = [];
  if (!params || typeof params !== 'object') return ['params must be an object'];
  if (typeof params.caseId !== 'string' || !caseOf(params.caseId)) problems.push(`unknown case ${String(params.caseId)}`);
  if (!isLevel(params.level)) problems.push(`unknown level ${String(params.level)}`);
  if (!(Number.isInteger(params.budget) && params.budget >= CHEAPEST_LEVER_COST && params.budget <= MAX_BUDGET)) {
    problems.push(`budget must be a whole number of points from ${CHEAPEST_LEVER_COST} to ${MAX_BUDGET}`);
  }
  const w = params.scoreWeights;
  if (!(w && [w.adoption, w.adopted].every((x) => Number.isFinite(x) && x >= 0) && w.adoption + w.adopted > 0)) {
    problems.push('scoreWeights must be ≥ 0 with a positive sum');
  }
  return problems;
}

export function normaliseWeights(w: CmParams['scoreWeights']): CmParams['scoreWeights'] {
  const sum = w.adoption + w.adopted;
  return { adoption: w.adoption / sum, adopted: w.adopted / sum };
}

/** A new game's parameters: the defaults with the lecturer's choices (a case, a level, score weights). */
export function paramsWith(choices: { scoreWeights?: Record<string, number>; caseId?: string; level?: string }): CmParams {
  const weights = choices.scoreWeights as CmParams['scoreWeights'] | undefined;
  return {
    ...defaultChangeParams,
    ...(choices.caseId !== undefined ? { caseId: choices.caseId } : {}),
    ...(isLevel(choices.level) ? { level: choices.level } : {}),
    scoreWeights: normaliseWeights(weights && weights.adoption !== undefined && weights.adopted !== undefined ? weights : defaultChangeParams.scoreWeights),
  };
}
