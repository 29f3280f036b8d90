// Suggested action cards (docs/assessments/action-cards.md §2): from a team's results, the areas
// each instrument finds lowest, ranked together by need, each with an action of our own
// (texts.ts). Pure: results in, ranked suggestions out. A registry with one small source per
// instrument, so another instrument (the organisation-health test) plugs in with one entry.
import { ANONYMITY_THRESHOLD, type Bilingual } from '../common';
import { LEVEL_IDS, levelOf, type LevelId } from '../teamwork/levels';
import { averageTeamworkScores, teamworkProfile, type TeamworkScores } from '../teamwork/score';
import { MODE_IDS, modeOf, type ModeId } from '../conflict/modes';
import { averageConflictScores, conflictProfile, type ConflictScores } from '../conflict/score';
import { ROLE_IDS, roleOf, type RoleId } from '../teamrole/roles';
import { teamCoverage, type TeamMemberRoles } from '../teamrole/team';
import { AREA_IDS, areaOf, type AreaId } from '../orghealth/areas';
import { averageOrgHealthScores, lowestAreas as lowestOrgHealthAreas, type OrgHealthScores } from '../orghealth/score';
import { CONFLICT_ACTIONS, ORG_HEALTH_ACTIONS, TEAM_ROLE_ACTIONS, TEAMWORK_ACTIONS, type ActionText } from './texts';

/** Why an area is suggested: the teamwork level to start with, a low band, the least-used mode, a role nobody brings. */
export const LOW_REASONS = ['focus', 'low', 'least_used', 'gap'] as const;
export type LowReason = (typeof LOW_REASONS)[number];

/** One low area as its instrument reads a team's results. */
export interface LowArea {
  area: string;
  /** How much the area asks for action, 0..1 (1: the most); comparable across instruments (§2.2). */
  need: number;
  /** The team's percentile against the instrument's norm, where it has one (a gap has none). */
  percentile: number | null;
  reason: LowReason;
}

/**
 * One instrument's part in the suggestions. `lowestAreas` reads the team's results (one per member
 * who submitted, as the instrument stores them) and answers its low areas, most need first, at most
 * `n`; `minResults` is how many results it needs before it says anything about a team (the anonymity
 * rule for a team's mean). Every area it can answer has a name and an action text.
 */
export interface SuggestionSource<R = never> {
  /** The instrument's id as the server stores it (`assessments.instrument`). */
  instrument: string;
  minResults: number;
  areas: readonly string[];
  lowestAreas(results: readonly R[], n: number): LowArea[];
  areaName(area: string): Bilingual;
  action(area: string): ActionText;
}

/** At most this many suggestions from one instrument, so one test does not fill the list. */
export const PER_SOURCE = 3;
/** How many suggestions a board offers by default. */
export const SUGGESTIONS_DEFAULT = 6;

const round = (x: number) => Math.round(x * 1e6) / 1e6;
const needOf = (percentile: number, scale: number) => round(scale * (1 - percentile / 100));

/** Teamwork status (the team's mean, from ANONYMITY_THRESHOLD results): the level to start with first (need 1), then the other levels banded low, lowest first. */
export const teamworkSource: SuggestionSource<TeamworkScores> = {
  instrument: 'teamwork',
  minResults: ANONYMITY_THRESHOLD,
  areas: LEVEL_IDS,
  lowestAreas(results, n) {
    const p = teamworkProfile(averageTeamworkScores(results));
    return LEVEL_IDS.filter((l) => l === p.focus || p.bands[l] === 'low')
      .map((l): LowArea => (l === p.focus
        ? { area: l, need: 1, percentile: p.percentile[l], reason: 'focus' }
        : { area: l, need: needOf(p.percentile[l], 0.9), percentile: p.percentile[l], reason: 'low' }))
      .sort((a, b) => b.need - a.need || LEVEL_IDS.indexOf(a.area as LevelId) - LEVEL_IDS.indexOf(b.area as LevelId))
      .slice(0, n);
  },
  areaName: (area) => levelOf(area as LevelId).name,
  action: (area) => TEAMWORK_ACTIONS[area as LevelId],
};

/** Conflict handling (the team's mean points, from ANONYMITY_THRESHOLD results): the modes banded low, and the least-used ones. */
export const conflictSource: SuggestionSource<ConflictScores> = {
  instrument: 'conflict',
  minResults: ANONYMITY_THRESHOLD,
  areas: MODE_IDS,
  lowestAreas(results, n) {
    const p = conflictProfile(averageConflictScores(results));
    return MODE_IDS.filter((m) => p.bands[m] === 'low' || p.leastUsed.includes(m))
      .map((m): LowArea => ({ area: m, need: needOf(p.percentile[m], 0.9), percentile: p.percentile[m], reason: p.bands[m] === 'low' ? 'low' : 'least_used' }))
      .sort((a, b) => b.need - a.need || MODE_IDS.indexOf(a.area as ModeId) - MODE_IDS.indexOf(b.area as ModeId))
      .slice(0, n);
  },
  areaName: (area) => modeOf(area as ModeId).name,
  action: (area) => CONFLICT_ACTIONS[area as ModeId],
};

/** A role nobody brings weighs this much: nobody does what nobody brings, but a gap says nothing of how far. */
export const GAP_NEED = 0.8;

/**
 * Team roles (from one result: the group report shows each member's roles by name already): the
 * roles nobody brings, those with the smallest mean share of the team's points first.
 */
export const teamRoleSource: SuggestionSource<TeamMemberRoles> = {
  instrument: 'team_role',
  minResults: 1,
  areas: ROLE_IDS,
  lowestAreas(results, n) {
    const { gaps } = teamCoverage(results);
    const share = (r: RoleId) => round(results.reduce((s, m) => s + m.scores.share[r], 0) / results.length);
    return [...gaps]
      .sort((a, b) => share(a) - share(b) || ROLE_IDS.indexOf(a) - ROLE_IDS.indexOf(b))
      .slice(0, n)
      .map((r): LowArea => ({ area: r, need: GAP_NEED, percentile: null, reason: 'gap' }));
  },
  areaName: (area) => roleOf(area as RoleId).name,
  action: (area) => TEAM_ROLE_ACTIONS[area as RoleId],
};

/**
 * Organisation health (the members' mean, from ANONYMITY_THRESHOLD results): the outcome areas banded
 * low against the norm, the weakest first (`orgHealth.lowestAreas`).
 */
export const orgHealthSource: SuggestionSource<OrgHealthScores> = {
  instrument: 'org_health',
  minResults: ANONYMITY_THRESHOLD,
  areas: AREA_IDS,
  lowestAreas: (results, n) =>
    lowestOrgHealthAreas(averageOrgHealthScores(results), AREA_IDS.length)
      .filter((a) => a.band === 'low')
      .slice(0, n)
      .map((a): LowArea => ({ area: a.area, need: needOf(a.percentile, 0.9), percentile: a.percentile, reason: 'low' })),
  areaName: (area) => areaOf(area as AreaId).name,
  action: (area) => ORG_HEALTH_ACTIONS[area as AreaId],
};

/** The registry, in the order ties are broken (docs/assessments/action-cards.md §2.3). */
export const SUGGESTION_SOURCES = [teamworkSource, conflictSource, teamRoleSource, orgHealthSource] as const;
type Sources = typeof SUGGESTION_SOURCES;
export type SuggestionInstrument = Sources[number]['instrument'];
/** A team's results per instrument, as each source reads them. */
export type TeamResults = { [S in Sources[number] as S['instrument']]?: S extends SuggestionSource<infer R> ? readonly R[] : never };

/** A suggestion: `key` is `<instrument>:<area>`, what a card stores as the area it responds to. */
export interface Suggestion extends LowArea {
  key: string;
  instrument: string;
}

const sourceOf = (instrument: string): SuggestionSource<unknown> | undefined =>
  (SUGGESTION_SOURCES as readonly SuggestionSource<never>[]).find((s) => s.instrument === instrument) as SuggestionSource<unknown> | undefined;

/**
 * The ranked suggestions for a team: every source with enough results gives its lowest areas (at
 * most PER_SOURCE), merged by need (most first), ties by the registry's order and then the
 * source's own; at most `n`.
 */
export function suggestActions(results: TeamResults, n: number = SUGGESTIONS_DEFAULT): Suggestion[] {
  const all = SUGGESTION_SOURCES.flatMap((source, order) => {
    const list = (results as Record<string, readonly unknown[] | undefined>)[source.instrument] ?? [];
    if (list.length < source.minResults || n <= 0) return [];
    return (source as SuggestionSource<unknown>)
      .lowestAreas(list, Math.min(n, PER_SOURCE))
      .map((a, rank) => ({ ...a, key: `${source.instrument}:${a.area}`, instrument: source.instrument, order, rank }));
  });
  return all
    .sort((a, b) => b.need - a.need || a.order - b.order || a.rank - b.rank)
    .slice(0, Math.max(0, n))
    .map(({ order: _o, rank: _r, ...s }) => s);
}

/** Every key a card may respond to: `<instrument>:<area>` over the registry. */
export const SUGGESTION_KEYS: readonly string[] = SUGGESTION_SOURCES.flatMap((s) => s.areas.map((a) => `${s.instrument}:${a}`));

export const isSuggestionKey = (key: string): boolean => SUGGESTION_KEYS.includes(key);

function parts(key: string): { source: SuggestionSource<unknown>; area: string } | null {
  const at = key.indexOf(':');
  const source = at > 0 ? sourceOf(key.slice(0, at)) : undefined;
  const area = key.slice(at + 1);
  return source && source.areas.includes(area) ? { source, area } : null;
}

/** The action text of a key (null for an unknown key). */
export function suggestionText(key: string): ActionText | null {
  const p = parts(key);
  return p ? p.source.action(p.area) : null;
}

/** The name of the area a key stands for (a teamwork level, a conflict mode, a team role); null for an unknown key. */
export function areaName(key: string): Bilingual | null {
  const p = parts(key);
  return p ? p.source.areaName(p.area) : null;
}

/** The instrument of a key (null for an unknown key). */
export function instrumentOfKey(key: string): string | null {
  return parts(key)?.source.instrument ?? null;
}
