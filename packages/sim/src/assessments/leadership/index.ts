// The leadership-style test (docs/assessments/leadership-style.md): six styles, item bank, validation and scoring.
export { STYLES, STYLE_IDS, styleOf, type StyleId, type LeadershipStyle } from './styles';
export { FREQUENCY_ITEMS, FREQUENCY_SCALE, SCENARIOS, STEMS, LEADERSHIP_VERSION, FREQUENCY_BY_ID, SCENARIO_BY_ID, type FrequencyItem, type ScenarioItem } from './items';
export { validateLeadershipSheet, unfinishedItems, type LeadershipSheet, type ScenarioChoice, type LeadershipIssue, type LeadershipIssueCode } from './validate';
export {
  scoreLeadershipSheet, averageStyleScores, rankedStyles, flexibility, styleBand, styleProfile, styleDiff, leadershipReport, groupProfile, mostLedStyles,
  CHOICE_POINTS, STYLE_BANDS, STYLE_BAND_NAMES, REPERTOIRE_FROM, DIFF_FROM,
  type StyleScores, type StyleBand, type StyleProfile, type StyleDiff, type OthersRating, type LeadershipReport, type GroupProfile,
} from './score';
