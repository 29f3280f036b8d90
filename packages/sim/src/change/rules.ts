import {
  CHANGE_THRESHOLD, CRITICAL_MASS, CRITICAL_MASS_BOOST, CRITICAL_MASS_DAMPING, FADE, MISMATCH_FIT, MISMATCH_PENALTY, REFREEZE_THRESHOLD,
  STATE_VALUE,
} from './constants';
import { LEVERS } from './levers';
import { LEVELS } from './levels';
import { normaliseWeights } from './params';
import type { CmParams } from './types';

const pct = (x: number) => Math.round(x * 100);

/** The numbers the guide and rules pages quote, from the game's parameters and the fixed rules. */
export function ruleFigures(p: CmParams) {
  const weights = normaliseWeights(p.scoreWeights);
  return {
    budget: p.budget,
    level: p.level,
    levers: LEVERS.map((l) => ({ key: l.key, scope: l.scope, cost: l.cost, cooldown: l.cooldown, fit: { ...l.fit }, credibility: l.credibility })),
    levels: Object.values(LEVELS).map((l) => ({ ...l })),
    changeThreshold: pct(CHANGE_THRESHOLD),
    refreezeThreshold: pct(REFREEZE_THRESHOLD),
    criticalMass: pct(CRITICAL_MASS),
    criticalMassBoost: pct(CRITICAL_MASS_BOOST - 1),
    criticalMassDamping: pct(1 - CRITICAL_MASS_DAMPING),
    fade: pct(1 - FADE),
    mismatchFit: pct(MISMATCH_FIT),
    mismatchPenalty: MISMATCH_PENALTY,
    stateValues: Object.fromEntries(Object.entries(STATE_VALUE).map(([k, v]) => [k, pct(v)])),
    adoptionWeight: pct(weights.adoption),
    adoptedWeight: pct(weights.adopted),
  };
}

export type CmRuleFigures = ReturnType<typeof ruleFigures>;
