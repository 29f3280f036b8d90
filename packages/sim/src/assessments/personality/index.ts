// The personality test (docs/assessments/personality.md): five domains by 50 IPIP-style items, validation, scoring and the provisional norm.
export { DOMAINS, DOMAIN_IDS, DOMAIN_BANDS, domainOf, type DomainId, type DomainBand, type PersonalityDomain, type BandText } from './domains';
export {
  ITEMS, PARTS, ITEM_BY_ID, STEM, LIKERT, LIKERT_LABELS, ITEMS_PER_PART, PART_COUNT, PERSONALITY_VERSION,
  type PersonalityItem, type LikertValue, type Keying,
} from './items';
export { validatePersonalitySheet, unansweredItems, isLikert, PERSONALITY_BANK, type PersonalitySheet, type PersonalityIssue, type PersonalityIssueCode } from './validate';
export {
  scorePersonalitySheet, averagePersonalityScores, keyedValue, percentileOf, bandOf, personalityProfile, simulatedNorms,
  DOMAIN_BAND_NAMES, LOW_BELOW, HIGH_ABOVE,
  type PersonalityScores, type PersonalityProfile,
} from './score';
export { NORMS } from './norms';
export { NORM_SAMPLE, RAW_MIN, RAW_MAX, ITEMS_PER_DOMAIN, normsFrom, simulatedSheet, type PersonalityNorms } from './simulate';
