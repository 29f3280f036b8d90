import { caseOf } from './cases';
import { CRITICAL_MASS, MISMATCH_FIT } from './constants';
import { adaptiveDecision, type PlayView } from './decisions';
import { leverOf } from './levers';
import { LEVELS } from './levels';
import { momentum } from './model';
import { networkOf } from './network';
import type { AdoptionState, CmDecision, CmParams, CmState, LevelKey, LeverKey, LeverPlay, Phase } from './types';
import { decisionCost, validateDecision, type CmDecisionIssue } from './validate';

/** A team's organisation before the round, as its play screen shows it. */
export interface CmPosition extends PlayView {
  /** The round about to be played (1-based). */
  round: number;
  budget: number;
  level: LevelKey;
  phase: Phase;
  credibility: number;
  criticalMass: boolean;
  /** Influence-weighted share trying or adopted (critical mass at CRITICAL_MASS). */
  momentum: number;
  people: { id: string; state: AdoptionState; champion: boolean }[];
}

export function changePosition(state: CmState, teamId: string, params: CmParams): CmPosition | null {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) return null;
  const net = networkOf(state.caseId);
  const m = momentum(team.people.map((p) => p.state), net);
  return {
    round: state.round + 1,
    budget: params.budget,
    level: team.level,
    phase: team.phase,
    credibility: team.credibility,
    criticalMass: m >= CRITICAL_MASS,
    momentum: Math.round(m * 10_000) / 10_000,
    people: team.people.map((p) => ({ id: p.id, state: p.state, champion: p.champion })),
    cooldowns: { ...team.cooldowns },
  };
}

/** The organisation as it starts (a lecturer's correction checks a decision against it: no cooldowns). */
export function limitsPosition(params: CmParams): CmPosition {
  const c = caseOf(params.caseId);
  return {
    round: 1,
    budget: params.budget,
    level: params.level,
    phase: 'unfreeze',
    credibility: LEVELS[params.level].credibility,
    criticalMass: false,
    momentum: 0,
    people: (c?.stakeholders ?? []).map((s) => ({ id: s.id, state: s.initialState ?? 'unaware', champion: false })),
    cooldowns: {},
  };
}

/** The reference play from this position (the computer team's). */
export function suggestedDecision(params: CmParams, position: CmPosition): CmDecision {
  return adaptiveDecision(position, networkOf(params.caseId), position.round, position.budget);
}

export interface PlayPreview {
  lever: LeverKey;
  target: string | null;
  cost: number;
  /** How many people it reaches. */
  reach: number;
  /** Its fit with the organisation's phase (1 = made for it) and whether it is out of season (credibility suffers). */
  fit: number;
  outOfSeason: boolean;
  /** The round its lever is free again, when it still rests (the play would be skipped at no cost). */
  restsUntil: number | null;
  /** It would fail as things stand: a coalition with someone not yet interested, a quick win before anyone tries. */
  wouldFail: boolean;
}

export interface CmPreview {
  spent: number;
  left: number;
  plays: PlayPreview[];
  /** validateDecision's and cooldownIssues' problems with the draft. */
  issues: CmDecisionIssue[];
}

export type CmDraft = { plays?: readonly Partial<LeverPlay>[] | null };

/** Live preview of a draft: points, reach, fit and what would fail, from the settlement's own rules. */
export function previewDecision(draft: CmDraft, position: CmPosition, params: CmParams): CmPreview {
  const c = caseOf(params.caseId);
  const plays = (draft.plays ?? []).filter((p): p is LeverPlay => !!p && !!leverOf(p.lever ?? '')).map((p) => ({ lever: p.lever, target: p.target ?? null }));
  const decision = { plays };
  const spent = decisionCost(decision);
  const stateOf = new Map(position.people.map((p) => [p.id, p.state]));
  const anyoneTrying = position.people.some((p) => p.state === 'trying' || p.state === 'adopted');
  return {
    spent,
    left: position.budget - spent,
    plays: plays.map((play) => {
      const lever = leverOf(play.lever)!;
      const freeFrom = position.cooldowns[lever.key];
      const reach =
        lever.scope === 'all' ? position.people.length : lever.scope === 'group' ? (c?.stakeholders.filter((s) => s.department === play.target).length ?? 0) : stateOf.has(play.target ?? '') ? 1 : 0;
      const targetState = stateOf.get(play.target ?? '');
      const wouldFail =
        (lever.key === 'coalition' && !(targetState === 'interested' || targetState === 'trying' || targetState === 'adopted')) ||
        (lever.key === 'quickWin' && !anyoneTrying);
      return {
        lever: lever.key,
        target: play.target,
        cost: lever.cost,
        reach,
        fit: lever.fit[position.phase],
        outOfSeason: lever.fit[position.phase] < MISMATCH_FIT,
        restsUntil: freeFrom !== undefined && freeFrom > position.round ? freeFrom : null,
        wouldFail,
      };
    }),
    issues: validateDecision(decision, { ...params, budget: position.budget }, position),
  };
}
