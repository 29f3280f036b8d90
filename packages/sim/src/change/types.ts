// The change-leadership engine's data, all plain JSON. The model behind each field is
// docs/simulations/change.md. Text shown to people comes in both languages ({ zh, en }) when it
// is case content; the engine's own words (levers, states, log lines) are i18n keys (game:cm.*).

export type { Bilingual } from '../engine';

/** Where a person stands on the change: unaware → aware → interested → trying → adopted, or resistant. */
export type AdoptionState = 'unaware' | 'aware' | 'interested' | 'trying' | 'adopted' | 'resistant';

/** The organisation's phase (after Lewin): it only moves forward. */
export type Phase = 'unfreeze' | 'change' | 'refreeze';

export type StakeholderKind = 'executive' | 'manager' | 'opinion' | 'frontline';

/** Who a lever reaches: one person, one department, or everyone. */
export type LeverScope = 'person' | 'group' | 'all';

/** Difficulty: how strongly sceptics resist, and how fast resistance spreads. */
export type LevelKey = 'mild' | 'standard' | 'fierce';

export type LeverKey =
  | 'memo'
  | 'townHall'
  | 'story'
  | 'urgency'
  | 'oneToOne'
  | 'coalition'
  | 'workshop'
  | 'pilot'
  | 'training'
  | 'coaching'
  | 'quickWin'
  | 'incentives'
  | 'structure'
  | 'listen'
  | 'sponsorPressure'
  | 'celebrate';

/** One lever played in a round: `target` is a stakeholder id (person), a department key (group) or null (all). */
export interface LeverPlay {
  lever: LeverKey;
  target: string | null;
}

/** What one team decides for one round: the levers it plays, in order, within the round's budget. */
export interface CmDecision {
  plays: LeverPlay[];
}

export type RoundDecisions = Record<string, CmDecision>;

/** Everything a lecturer may tune; defaultChangeParams documents each value. */
export interface CmParams {
  /** Which case's organisation the teams lead (cases/index.ts). */
  caseId: string;
  /** The course's level; a team's own level lives in its state (withLevel switches it). */
  level: LevelKey;
  /** Points each team may spend per round (spec §9: 100); unspent points are not carried over. */
  budget: number;
  /** Weights of the round score: the adoption index and the share of people who adopted (normalised). */
  scoreWeights: { adoption: number; adopted: number };
}

/** One person of a team's organisation between rounds. */
export interface PersonState {
  id: string;
  state: AdoptionState;
  /** Progress towards the next state (or, when resistant, towards being won back): a step at 1. */
  progress: number;
  /** Enlisted in the guiding coalition: their word carries twice as far. */
  champion: boolean;
}

export interface TeamState {
  teamId: string;
  level: LevelKey;
  phase: Phase;
  /** 0–100: how far people believe the change team; scales every lever's effect. */
  credibility: number;
  people: PersonState[];
  /** The first round each lever may be played again (absent: now). */
  cooldowns: Partial<Record<LeverKey, number>>;
  scoreSum: number;
  lastDecision: CmDecision | null;
}

export interface CmState {
  version: 1;
  caseId: string;
  /** Rounds settled so far. */
  round: number;
  teams: TeamState[];
}

/**
 * One line of a round's log, for the team's screen to render in either language: `code` is the
 * key game:cm.log.<code>; the ids in it (person, lever, department, state, phase) are looked up in
 * the case and the catalogue, so the log itself holds no text.
 */
export interface LogEntry {
  code:
    | 'played'
    | 'skippedCooldown'
    | 'refused'
    | 'failed'
    | 'advanced'
    | 'resisted'
    | 'wonBack'
    | 'forced'
    | 'backslid'
    | 'relapsed'
    | 'champion'
    | 'phase'
    | 'criticalMass'
    | 'criticalMassLost'
    | 'credibility';
  lever?: LeverKey;
  /** The play's target, as given (stakeholder id, department key or null). */
  target?: string | null;
  person?: string;
  from?: AdoptionState | Phase;
  to?: AdoptionState | Phase;
  /** What moved the person most: a lever, or "network" (colleagues). */
  cause?: LeverKey | 'network';
  cost?: number;
  /** Credibility change, or the round a lever is free again. */
  value?: number;
  /** Why credibility changed: a lever played, a play out of season, people won or lost. */
  reason?: 'lever' | 'mismatch' | 'failedPlay' | 'progress' | 'resistance';
}

export type StateCounts = Record<AdoptionState, number>;

export interface TeamRoundResult {
  teamId: string;
  decision: CmDecision;
  level: LevelKey;
  /** Points spent on plays that took effect (plays on cooldown cost nothing). */
  spent: number;
  phaseBefore: Phase;
  phase: Phase;
  criticalMass: boolean;
  credibilityBefore: number;
  credibility: number;
  /** Each person's state after the round, in the case's order. */
  people: { id: string; state: AdoptionState; champion: boolean }[];
  counts: StateCounts;
  /** Influence-weighted adoption index, 0–1. */
  adoptionIndex: number;
  /** Share of people who adopted, 0–1. */
  adoptedShare: number;
  /** This round's score, 0–100. */
  score: number;
  overallScore: number;
  rank: number;
  overallRank: number;
  log: LogEntry[];
}

export interface RoundResult {
  round: number;
  seed: number;
  teams: TeamRoundResult[];
  ranking: string[];
  overallRanking: string[];
}
