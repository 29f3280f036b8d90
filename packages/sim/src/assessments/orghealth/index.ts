// The organisation-health test (docs/assessments/organisation-health.md): nine outcome areas by 54 statements about one's organisation, validation, scoring, the areas ranked weakest first (lowestAreas, for the action cards) and the provisional norm.
export { AREAS, AREA_IDS, ALL_HIGH, ALL_HIGH_ID, areaOf, headlineName, type AreaId, type OrgHealthArea } from './areas';
export { ITEMS, PARTS, ITEM_BY_ID, STEM, AGREEMENT, AGREEMENT_LABELS, ITEMS_PER_PART, PART_COUNT, ORG_HEALTH_VERSION, type OrgHealthItem, type AgreementValue, type Keying } from './items';
export { validateOrgHealthSheet, unansweredItems, ORG_HEALTH_BANK, type OrgHealthSheet, type OrgHealthIssueCode } from './validate';
export {
  scoreOrgHealthSheet, averageOrgHealthScores, percentileOf, rankAreas, lowestAreas, strongestAreas, orgHealthProfile, orgHealthHeadline, simulatedNorms, SHOWN_AREAS,
  type OrgHealthScores, type OrgHealthProfile, type AreaStanding,
} from './score';
export { NORMS } from './norms';
export { NORM_SAMPLE, RAW_MIN, RAW_MAX, ITEMS_PER_AREA, normsFrom, simulatedSheet, type OrgHealthNorms } from './simulate';
