// The team-synergy exercise's fixed rules (docs/simulations/synergy.md), named once. What a lecturer
// may choose lives in TsParams (params.ts).
import type { BandKey, TsPhase } from './types';

/** Spec §9: 1 to 25 teams of 4 people. */
export const MIN_TEAMS = 1;
export const MAX_TEAMS = 25;
export const TEAM_SIZE = 4;
/** A roster may be short or one over (absence, an odd number of learners) without stopping the course. */
export const MAX_MEMBERS = 6;

/** A scenario ranks 12–15 items. */
export const MIN_ITEMS = 12;
export const MAX_ITEMS = 15;

/** The exercise is one scored round: individual rankings, then the consensus, against one expert ranking. */
export const ROUNDS = 1;

export const PHASES: readonly TsPhase[] = ['briefing', 'individual', 'consensus', 'reveal', 'scoreboard', 'debrief'];

/**
 * Score bands, by an error's share of a guess's expected error (chanceError): an error at most
 * `share × chanceError` (rounded down) is in the band. Above the last share: no better than guessing.
 */
export const BANDS: readonly { key: BandKey; share: number }[] = [
  { key: 'excellent', share: 0.25 },
  { key: 'good', share: 0.45 },
  { key: 'fair', share: 0.7 },
  { key: 'weak', share: 1 },
];
export const BAND_KEYS: readonly BandKey[] = [...BANDS.map((b) => b.key), 'guessing'];

/**
 * The synergy part of the score moves 50 points between the team's average member and its best; when
 * the two are closer than this share of a guess's error, it moves over this many points instead, so
 * a team of like-minded members is not scored on a hair's breadth (§6).
 */
export const MIN_SYNERGY_SPREAD = 0.1;
