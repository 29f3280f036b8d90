// Action cards' suggestions (docs/assessments/action-cards.md): a team's lowest areas per instrument, ranked, each with an action of our own.
export {
  suggestActions, suggestionText, areaName, instrumentOfKey, isSuggestionKey, SUGGESTION_KEYS, SUGGESTION_SOURCES, PER_SOURCE, SUGGESTIONS_DEFAULT, GAP_NEED, LOW_REASONS,
  teamworkSource, conflictSource, teamRoleSource,
  type Suggestion, type SuggestionSource, type SuggestionInstrument, type LowArea, type LowReason, type TeamResults,
} from './suggest';
export { TEAMWORK_ACTIONS, CONFLICT_ACTIONS, TEAM_ROLE_ACTIONS, type ActionText } from './texts';
