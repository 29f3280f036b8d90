// The team-synergy engine (TS): pure and deterministic. The exercise and every rule are explained
// in docs/simulations/synergy.md; the server plays it on /game/ts/* (docs/decisions/ts.md).
export type * from './types';
export * from './constants';
export { SCENARIOS, scenarioOf, scenarioList, scenarioProblems, expertOrder } from './scenarios';
export type * from './scenarios/types';
export { defaultSynergyParams, paramProblems, paramsWith, normaliseWeights, MAX_PHASE_MINUTES } from './params';
export { initialState } from './state';
export { validateDecision, validateRanking, type TsDecisionIssue, type TsDecisionIssueCode, type RankingIssue } from './validate';
export { accuracyScore, averageRanking, bandLimits, bandOf, chanceError, guessRanking, maxError, rankDistance, scoreTeam, synergyScore } from './scoring';
export { fillMissing, pickDecision, standInConsensus } from './decisions';
export { settle } from './settle';
export { replay } from './replay';
export { synergyPosition, limitsPosition, suggestedDecision, previewDecision, type TsPosition, type TsPreview, type TsDraft } from './preview';
export { ruleFigures, type TsRuleFigures } from './rules';
export { memberRecord, teamLeadership, type MemberRecord, type TeamLeadership } from './debrief';
export { SynergyInputError } from './errors';
export { synergyEngine, type SynergyEngine } from './engine';
