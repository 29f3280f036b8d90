import { MAX_MEMBERS, MAX_TEAMS, MIN_SYNERGY_SPREAD, MIN_TEAMS, PHASES, TEAM_SIZE } from './constants';
import { normaliseWeights } from './params';
import { scenarioOf } from './scenarios';
import { bandLimits, chanceError, maxError, round2 } from './scoring';
import type { TsParams } from './types';

const pct = (x: number) => Math.round(x * 100);

/** The numbers the briefing and rules pages quote, from the game's parameters and the fixed rules. */
export function ruleFigures(p: TsParams) {
  const n = scenarioOf(p.tsVersion)?.items.length ?? 0;
  const weights = normaliseWeights(p.scoreWeights);
  return {
    tsVersion: p.tsVersion,
    itemCount: n,
    maxError: maxError(n),
    chanceError: round2(chanceError(n)),
    bands: bandLimits(n),
    accuracyWeight: pct(weights.accuracy),
    synergyWeight: pct(weights.synergy),
    /** The least spread between average and best member the synergy part counts, in error points. */
    minSynergySpread: round2(MIN_SYNERGY_SPREAD * chanceError(n)),
    teams: { min: MIN_TEAMS, max: MAX_TEAMS },
    teamSize: TEAM_SIZE,
    maxMembers: MAX_MEMBERS,
    phases: PHASES.map((phase) => ({ phase, minutes: p.phaseMinutes[phase] })),
  };
}

export type TsRuleFigures = ReturnType<typeof ruleFigures>;
