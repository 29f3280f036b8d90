import { MAX_MEMBERS } from './constants';
import { scenarioOf } from './scenarios';
import type { TsDecision, TsParams } from './types';

export type TsDecisionIssueCode =
  | 'required' // a ranking or the roster missing or not a list
  | 'ts_ranking_length'
  | 'ts_unknown_item'
  | 'ts_repeated_item'
  | 'ts_too_many_members'
  | 'ts_member_required'
  | 'ts_repeated_member';

/** One problem with a ranking: `place` the 0-based place in it that the problem concerns; `limit` the number of items to rank. */
export interface RankingIssue {
  code: Extract<TsDecisionIssueCode, 'required' | 'ts_ranking_length' | 'ts_unknown_item' | 'ts_repeated_item'>;
  place?: number;
  limit?: number;
}

/** One problem with a team's decision: `member` is the roster index of the individual ranking it concerns. */
export interface TsDecisionIssue {
  field: 'individuals' | 'consensus';
  code: TsDecisionIssueCode;
  member?: number;
  place?: number;
  limit?: number;
}

/**
 * Every problem with one ranking of the game's scenario (empty when it is a permutation of the
 * scenario's items): each unknown or repeated item at its place, and a wrong length. The server
 * runs it on every individual ranking and every consensus edit; validateDecision on the whole.
 */
export function validateRanking(ranking: unknown, params: Pick<TsParams, 'tsVersion'>): RankingIssue[] {
  if (!Array.isArray(ranking)) return [{ code: 'required' }];
  const items = new Set(scenarioOf(params.tsVersion)?.items.map((i) => i.id));
  const issues: RankingIssue[] = [];
  const seen = new Set<unknown>();
  ranking.forEach((id: unknown, place) => {
    if (typeof id !== 'string' || !items.has(id)) issues.push({ code: 'ts_unknown_item', place });
    else if (seen.has(id)) issues.push({ code: 'ts_repeated_item', place });
    seen.add(id);
  });
  if (ranking.length !== items.size) issues.push({ code: 'ts_ranking_length', limit: items.size });
  return issues;
}

/**
 * Every problem with one team's decision (empty when it may be settled): at most MAX_MEMBERS members
 * with distinct non-empty ids, each ranking valid or null (no answer), and a valid consensus. A null
 * consensus is 'required' here: fillMissing stands one in before settling.
 */
export function validateDecision(decision: TsDecision, params: TsParams): TsDecisionIssue[] {
  const d = decision as Partial<TsDecision> | null | undefined;
  const issues: TsDecisionIssue[] = [];
  const individuals = d?.individuals;
  if (!Array.isArray(individuals)) issues.push({ field: 'individuals', code: 'required' });
  else if (individuals.length > MAX_MEMBERS) issues.push({ field: 'individuals', code: 'ts_too_many_members', limit: MAX_MEMBERS });
  else {
    const ids = new Set<string>();
    individuals.forEach((m, member) => {
      if (!m || typeof m !== 'object' || typeof m.memberId !== 'string' || m.memberId === '') return void issues.push({ field: 'individuals', code: 'ts_member_required', member });
      if (ids.has(m.memberId)) issues.push({ field: 'individuals', code: 'ts_repeated_member', member });
      ids.add(m.memberId);
      if (m.ranking !== null) for (const issue of validateRanking(m.ranking, params)) issues.push({ field: 'individuals', member, ...issue });
    });
  }
  for (const issue of validateRanking(d?.consensus, params)) issues.push({ field: 'consensus', ...issue });
  return issues;
}
