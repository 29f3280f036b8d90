// The communication-style test (docs/assessments/communication-style.md): two axes and four styles from
// 24 statements on a five-point scale, validation, scoring, the provisional norm and the advice.
export { AXES, AXIS_IDS, POLE_IDS, POLE_NAMES, STYLES, STYLE_IDS, WORKING_WITH, styleOf, styleAt, type Axis, type AxisId, type PoleId, type StyleId, type Side, type CommunicationStyle } from './styles';
export { ITEMS, PARTS, ITEM_BY_ID, STEM, SCALE, SCALE_MIN, SCALE_MAX, ITEMS_PER_PART, PART_COUNT, COMMUNICATION_VERSION, type CommunicationItem } from './items';
export { validateCommunicationSheet, unansweredItems, isAnswer, COMMUNICATION_BANK, type CommunicationSheet, type CommunicationIssue, type CommunicationIssueCode } from './validate';
export {
  scoreCommunicationSheet, averageCommunicationScores, percentileOf, styleOfScores, strengthOf, strengthBandOf, styleDistance, communicationProfile, styleCount, simulatedNorms, sideOf,
  STRENGTH_BANDS, STRENGTH_BAND_NAMES, SLIGHT_BELOW, STRONG_FROM, BALANCED_WITHIN, AXIS_MAX,
  type CommunicationScores, type CommunicationProfile, type StrengthBand,
} from './score';
export { NORMS } from './norms';
export { NORM_SAMPLE, ITEMS_PER_POLE, POLE_AXIS, normsFrom, simulatedSheet, type CommunicationNorms } from './simulate';
