// The conflict-handling test (docs/assessments/conflict-handling.md): five modes by forced-choice pairs, validation, scoring and the provisional norm.
export { MODES, MODE_IDS, modeOf, type ModeId, type ConflictMode, type AxisLevel } from './modes';
export { PAIRS, PARTS, PAIR_BY_ID, STEM, OPTIONS, PAIRS_PER_PART, CONFLICT_VERSION, type ConflictPair, type OptionId, type Statement } from './items';
export { validateConflictSheet, unansweredPairs, isOption, CONFLICT_BANK, type ConflictSheet, type ConflictIssue, type ConflictIssueCode } from './validate';
export {
  scoreConflictSheet, averageConflictScores, percentileOf, bandOf, rankedModes, conflictProfile, simulatedNorms,
  MODE_BANDS, MODE_BAND_NAMES, MODE_MAX, LOW_BELOW, HIGH_ABOVE,
  type ConflictScores, type ConflictProfile, type ModeBand, type ModeAdvice,
} from './score';
export { NORMS } from './norms';
export { NORM_SAMPLE, normsFrom, simulatedSheet, type ConflictNorms } from './simulate';
