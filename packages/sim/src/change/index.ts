// The change-leadership simulation engine (CM): pure, deterministic and seeded. The model and
// every rule are explained in docs/simulations/change.md. Registered in registry.ts: the server
// plays it through the game-engine interface on its /game/cm/* paths.
export type * from './types';
export * from './constants';
export { LEVERS, LEVER_KEYS, leverOf, type Lever } from './levers';
export { LEVELS, LEVEL_KEYS, isLevel, type Level } from './levels';
export { CASES, caseOf, caseProblems } from './cases';
export type * from './cases/types';
export { defaultChangeParams, paramProblems, paramsWith, normaliseWeights } from './params';
export { carryInterventions, initialState, restartTeam, withLevel } from './state';
export { validateDecision, cooldownIssues, decisionCost, type CmDecisionIssue, type CmDecisionIssueCode } from './validate';
export { settle } from './settle';
export { replay } from './replay';
export { adaptiveDecision, carryOver, computerDecision, fillMissing, pickDecision } from './decisions';
export { changePosition, limitsPosition, suggestedDecision, previewDecision, type CmPosition, type CmPreview, type CmDraft, type PlayPreview } from './preview';
export { ruleFigures, type CmRuleFigures } from './rules';
export { activeCaseList, rubricTotal, type CaseListItem } from './case-list';
export { ChangeInputError } from './errors';
export { changeEngine, type ChangeEngine } from './engine';
