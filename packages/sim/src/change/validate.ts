import { caseOf } from './cases';
import { MAX_PLAYS } from './constants';
import { leverOf } from './levers';
import type { CmDecision, CmParams, LeverPlay, TeamState } from './types';

export type CmDecisionIssueCode =
  | 'required' // plays missing or not a list, or a play not an object
  | 'cm_too_many_plays'
  | 'cm_unknown_lever'
  | 'cm_target_required'
  | 'cm_target_not_allowed'
  | 'cm_unknown_person'
  | 'cm_unknown_department'
  | 'cm_repeated_play'
  | 'cm_over_budget'
  | 'cm_on_cooldown';

/**
 * One problem with a decision: `play` is the index of the play it concerns (absent: the whole
 * decision); `limit` the bound crossed (points for the budget, plays for their number, the round a
 * lever is free again for a cooldown).
 */
export interface CmDecisionIssue {
  field: 'plays';
  code: CmDecisionIssueCode;
  play?: number;
  limit?: number;
}

/** The points a decision spends if every play takes effect (unknown levers count nothing). */
export function decisionCost(decision: Pick<CmDecision, 'plays'>): number {
  return (decision.plays ?? []).reduce((sum, play) => sum + (leverOf(play?.lever)?.cost ?? 0), 0);
}

/**
 * Every problem with one team's decision against these parameters (empty when it may be settled):
 * known levers, targets that fit each lever's scope and exist in the case, no play repeated, at most
 * MAX_PLAYS plays, and the budget never exceeded. Cooldowns depend on the team's state: given its
 * start-of-round `position` (the server's draft, submit and correction; the form's preview), plays
 * whose lever still rests are reported too (cooldownIssues); settle itself skips them at no cost.
 */
export function validateDecision(decision: CmDecision, params: CmParams, position?: Pick<TeamState, 'cooldowns'> & { round: number }): CmDecisionIssue[] {
  const plays = (decision as Partial<CmDecision> | null | undefined)?.plays;
  if (!Array.isArray(plays)) return [{ field: 'plays', code: 'required' }];
  if (plays.length > MAX_PLAYS) return [{ field: 'plays', code: 'cm_too_many_plays', limit: MAX_PLAYS }];
  const c = caseOf(params.caseId);
  const people = new Set(c?.stakeholders.map((s) => s.id));
  const departments = new Set(c?.departments.map((d) => d.key));
  const issues: CmDecisionIssue[] = [];
  const seen = new Set<string>();
  plays.forEach((raw: LeverPlay, play) => {
    if (!raw || typeof raw !== 'object') return void issues.push({ field: 'plays', code: 'required', play });
    const lever = leverOf(raw.lever);
    if (!lever) return void issues.push({ field: 'plays', code: 'cm_unknown_lever', play });
    const target = raw.target;
    if (lever.scope === 'all' ? target !== null && target !== undefined : typeof target !== 'string' || target === '') {
      return void issues.push({ field: 'plays', code: lever.scope === 'all' ? 'cm_target_not_allowed' : 'cm_target_required', play });
    }
    if (lever.scope === 'person' && !people.has(target!)) return void issues.push({ field: 'plays', code: 'cm_unknown_person', play });
    if (lever.scope === 'group' && !departments.has(target!)) return void issues.push({ field: 'plays', code: 'cm_unknown_department', play });
    const key = `${lever.key}>${target ?? ''}`;
    if (seen.has(key)) return void issues.push({ field: 'plays', code: 'cm_repeated_play', play });
    seen.add(key);
  });
  if (issues.length === 0 && decisionCost({ plays }) > params.budget) issues.push({ field: 'plays', code: 'cm_over_budget', limit: params.budget });
  return position ? [...issues, ...cooldownIssues({ plays }, position, position.round)] : issues;
}

/** The plays of a decision whose lever still rests in the coming round (`round` = the round to be settled). */
export function cooldownIssues(decision: CmDecision, team: Pick<TeamState, 'cooldowns'>, round: number): CmDecisionIssue[] {
  const issues: CmDecisionIssue[] = [];
  (decision.plays ?? []).forEach((play, index) => {
    const freeFrom = play && typeof play === 'object' ? team.cooldowns[play.lever] : undefined;
    if (freeFrom !== undefined && freeFrom > round) issues.push({ field: 'plays', code: 'cm_on_cooldown', play: index, limit: freeFrom });
  });
  return issues;
}
