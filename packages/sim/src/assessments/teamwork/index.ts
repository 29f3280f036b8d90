// The teamwork-status test (docs/assessments/teamwork-status.md): five levels of working together by 30 statements about one's team, validation, scoring, where to start and the provisional norm.
export { LEVELS, LEVEL_IDS, LEVEL_BAND_NAMES, ALL_HIGH, ALL_HIGH_ID, levelOf, headlineName, type LevelId, type TeamworkLevel } from './levels';
export { ITEMS, PARTS, ITEM_BY_ID, STEM, AGREEMENT, AGREEMENT_LABELS, ITEMS_PER_PART, PART_COUNT, TEAMWORK_VERSION, type TeamworkItem, type AgreementValue, type Keying } from './items';
export { validateTeamworkSheet, unansweredItems, isAgreement, TEAMWORK_BANK, type TeamworkSheet, type TeamworkIssueCode } from './validate';
export {
  scoreTeamworkSheet, averageTeamworkScores, keyedValue, percentileOf, focusOf, teamworkProfile, teamworkHeadline, simulatedNorms,
  type TeamworkScores, type TeamworkProfile,
} from './score';
export { NORMS } from './norms';
export { NORM_SAMPLE, RAW_MIN, RAW_MAX, ITEMS_PER_LEVEL, normsFrom, simulatedSheet, type TeamworkNorms } from './simulate';
