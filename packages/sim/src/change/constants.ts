// The change simulation's fixed rules (docs/simulations/change.md §3–§6), named once. What a
// lecturer may tune lives in CmParams (params.ts) and the levels (levels.ts).
import type { AdoptionState, Phase } from './types';

/** The order people move through; resistant stands apart. */
export const LADDER: readonly AdoptionState[] = ['unaware', 'aware', 'interested', 'trying', 'adopted'];
export const STATES: readonly AdoptionState[] = [...LADDER, 'resistant'];

/** The organisation's phases, in order (a case has one stage of questions per phase). */
export const PHASES: readonly Phase[] = ['unfreeze', 'change', 'refreeze'];

/** What each state is worth in the adoption index (influence-weighted mean, 0–1). */
export const STATE_VALUE: Readonly<Record<AdoptionState, number>> = {
  unaware: 0,
  aware: 0.15,
  interested: 0.35,
  trying: 0.65,
  adopted: 1,
  resistant: 0,
};

/** The organisation unfreezes into change once this share of people are interested or further. */
export const CHANGE_THRESHOLD = 0.3;
/** And refreezes once this share of people have adopted. */
export const REFREEZE_THRESHOLD = 0.6;
/** Critical mass: this influence-weighted share trying or adopted. */
export const CRITICAL_MASS = 0.4;
/** With critical mass, colleagues' good word counts this much more and resistant voices this much less. */
export const CRITICAL_MASS_BOOST = 1.5;
export const CRITICAL_MASS_DAMPING = 0.6;

/** A person's signal to those who listen to them, by state (resistant scaled by the level's urgency). */
export const SIGNAL: Readonly<Record<AdoptionState, number>> = {
  unaware: 0,
  aware: 0,
  interested: 0.05,
  trying: 0.15,
  adopted: 0.3,
  resistant: -0.3,
};
/** How much of colleagues' net signal becomes progress (or, when negative, risk of resistance). */
export const SPREAD = 0.6;
export const NEGATIVE_RISK = 0.5;

/** Each further play reaching the same person in a round counts this much of the one before. */
export const REPEAT_DAMPING = 0.7;
/** Progress of people no lever reached this round fades by this factor (the change loses momentum). */
export const FADE = 0.8;
/** Progress carried past a step, at most. */
export const CARRY_MAX = 0.3;
/** A step is taken at progress ≥ 1 − STEP_NOISE/2 + STEP_NOISE × draw. */
export const STEP_NOISE = 0.2;
/** The most a person's risk of turning resistant can be in one round. */
export const MAX_RISK = 0.8;

/** Credibility: a play whose phase fit is below this is out of season and costs MISMATCH_PENALTY. */
export const MISMATCH_FIT = 0.5;
export const MISMATCH_PENALTY = 2;
export const FAILED_PLAY_PENALTY = 5;
/** Per person who stepped forward, and per person who turned resistant. */
export const PROGRESS_CREDIT = 0.3;
export const RESISTANCE_DEBIT = 1;
/** Per person resistant at the end of a round: open opposition wears the change team's credibility down. */
export const OPPOSITION_DEBIT = 0.5;

/** A team's organisation: from 12 to 20 people per case (the issue). */
export const MIN_PEOPLE = 12;
export const MAX_PEOPLE = 20;

/** Per stage of a course: 5 Q&A questions and 3–4 thinking questions (spec §9). */
export const QUIZ_PER_STAGE = 5;
export const THINKING_PER_STAGE = { min: 3, max: 4 };

export const MIN_TEAMS = 1;
export const MAX_TEAMS = 25;

/** Plays per round are bounded by the budget and the cheapest lever; this caps stored JSON whatever the params. */
export const MAX_PLAYS = 30;
export const MAX_BUDGET = 1_000;
