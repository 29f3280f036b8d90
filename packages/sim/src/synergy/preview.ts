import { MAX_MEMBERS } from './constants';
import { scenarioOf } from './scenarios';
import { chanceError, rankDistance, round2 } from './scoring';
import type { IndividualRanking, ItemId, TsDecision, TsParams, TsState } from './types';
import { validateRanking, type RankingIssue } from './validate';

/** What the ranking screens start from: the scenario's items in listing order. */
export interface TsPosition {
  tsVersion: number;
  /** The round to be scored: 1 before the exercise is scored, 2 after (nothing left to rank). */
  round: number;
  items: ItemId[];
  maxMembers: number;
}

/** A ranking being built: places may still be empty (null) on the scribe's board. */
export interface TsDraft {
  consensus?: (ItemId | null)[] | null;
  individuals?: IndividualRanking[] | null;
}

/**
 * A live look at a draft consensus, without the expert's ranks (nothing is revealed before the
 * reveal): what is placed and missing, the problems of the places filled, and, once complete, how
 * far it is from each member's own ranking — the influence the debrief will show, as it forms.
 */
export interface TsPreview {
  placed: number;
  itemCount: number;
  /** Items not yet placed, in listing order. */
  missing: ItemId[];
  complete: boolean;
  issues: RankingIssue[];
  members: { memberId: string; answered: boolean; distance: number | null; influence: number | null }[];
}

function positionOf(params: TsParams, round: number): TsPosition {
  return { tsVersion: params.tsVersion, round, items: scenarioOf(params.tsVersion)?.items.map((i) => i.id) ?? [], maxMembers: MAX_MEMBERS };
}

export function synergyPosition(state: TsState, teamId: string, params: TsParams): TsPosition | null {
  return state.teams.some((t) => t.teamId === teamId) ? positionOf(params, state.round + 1) : null;
}

export function limitsPosition(params: TsParams): TsPosition {
  return positionOf(params, 1);
}

/** A valid decision to start from: the listing order as the consensus, nobody on the roster yet. */
export function suggestedDecision(_params: TsParams, position: TsPosition): TsDecision {
  return { individuals: [], consensus: [...position.items] };
}

export function previewDecision(draft: TsDraft, position: TsPosition, params: TsParams): TsPreview {
  const places = draft.consensus ?? [];
  const placed = places.filter((id): id is ItemId => typeof id === 'string');
  const missing = position.items.filter((id) => !placed.includes(id));
  const n = position.items.length;
  // The places filled so far: unknown or repeated items; the length only matters once all are placed.
  const issues = validateRanking(placed, params).filter((i) => i.code !== 'ts_ranking_length');
  const complete = missing.length === 0 && issues.length === 0 && placed.length === n;
  const members = (draft.individuals ?? []).map((m) => {
    const distance = complete && m.ranking ? rankDistance(m.ranking, placed) : null;
    return {
      memberId: m.memberId,
      answered: m.ranking !== null,
      distance,
      influence: distance === null ? null : round2(100 * Math.min(1, Math.max(0, 1 - distance / chanceError(n)))),
    };
  });
  return { placed: placed.length, itemCount: n, missing, complete, issues, members };
}
