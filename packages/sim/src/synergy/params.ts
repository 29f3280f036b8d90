import type { GameChoices } from '../engine';
import { PHASES } from './constants';
import { scenarioOf } from './scenarios';
import type { TsParams, TsPhase } from './types';

/** The longest timer a phase may have, in minutes. */
export const MAX_PHASE_MINUTES = 120;

/**
 * The default game: the sea scenario (version 1); the team score weighs accuracy against the
 * expert at 60% and synergy against the team's own members at 40% (§6); timers that fit a
 * 75-minute session (the lecturer may move on earlier or set 0 for no timer).
 */
export const defaultSynergyParams: TsParams = {
  tsVersion: 1,
  scoreWeights: { accuracy: 0.6, synergy: 0.4 },
  phaseMinutes: { briefing: 5, individual: 10, consensus: 25, reveal: 10, scoreboard: 5, debrief: 20 },
};

/** The problems with a parameter set, as sentences (empty when usable). */
export function paramProblems(params: TsParams): string[] {
  if (!params || typeof params !== 'object') return ['params must be an object'];
  const problems: string[] = [];
  if (!Number.isInteger(params.tsVersion) || !scenarioOf(params.tsVersion)) problems.push(`unknown scenario version ${String(params.tsVersion)}`);
  const w = params.scoreWeights;
  if (!(w && [w.accuracy, w.synergy].every((x) => Number.isFinite(x) && x >= 0) && w.accuracy + w.synergy > 0)) {
    problems.push('scoreWeights must be ≥ 0 with a positive sum');
  }
  const minutes = params.phaseMinutes as Partial<Record<TsPhase, number>> | undefined;
  for (const phase of PHASES) {
    const m = minutes?.[phase];
    if (!(Number.isInteger(m) && m! >= 0 && m! <= MAX_PHASE_MINUTES)) problems.push(`phaseMinutes.${phase} must be a whole number of minutes from 0 to ${MAX_PHASE_MINUTES}`);
  }
  return problems;
}

export function normaliseWeights(w: TsParams['scoreWeights']): TsParams['scoreWeights'] {
  const sum = w.accuracy + w.synergy;
  return { accuracy: w.accuracy / sum, synergy: w.synergy / sum };
}

/** A new game's parameters: the defaults with the lecturer's choices (the course's tsVersion, score weights, timers). */
export function paramsWith(choices: GameChoices): TsParams {
  const w = choices.scoreWeights as TsParams['scoreWeights'] | undefined;
  return {
    tsVersion: choices.tsVersion ?? defaultSynergyParams.tsVersion,
    scoreWeights: normaliseWeights(w && w.accuracy !== undefined && w.synergy !== undefined ? w : defaultSynergyParams.scoreWeights),
    phaseMinutes: { ...defaultSynergyParams.phaseMinutes, ...(choices.phaseMinutes as Partial<Record<TsPhase, number>> | undefined) },
  };
}
