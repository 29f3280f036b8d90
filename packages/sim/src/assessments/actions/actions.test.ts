import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../random';
import { ANONYMITY_THRESHOLD } from '../common';
import * as teamwork from '../teamwork';
import * as conflict from '../conflict';
import * as teamRole from '../teamrole';
import * as orgHealth from '../orghealth';
import {
  suggestActions, suggestionText, areaName, isSuggestionKey, instrumentOfKey, SUGGESTION_KEYS, SUGGESTION_SOURCES, PER_SOURCE, GAP_NEED,
  type TeamResults,
} from '.';

// Results as the server stores them, drawn from the instruments' own simulated respondents.
const twResult = (seed: number) => teamwork.scoreTeamworkSheet(teamwork.simulatedSheet(seededRandom(seed)));
const cfResult = (seed: number) => conflict.scoreConflictSheet(conflict.simulatedSheet(seededRandom(seed)));
const trMember = (seed: number, i: number): teamRole.TeamMemberRoles => {
  const random = seededRandom(seed);
  return { memberId: String(i), scores: teamRole.scoreSheet(teamRole.simulatedSheet(random, teamRole.latentProfile(random))) };
};

const seeds = (min: number, max: number) => fc.array(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { minLength: min, maxLength: max });
const team = fc.record({
  teamwork: fc.option(seeds(0, 6).map((s) => s.map(twResult)), { nil: undefined }),
  conflict: fc.option(seeds(0, 6).map((s) => s.map(cfResult)), { nil: undefined }),
  team_role: fc.option(seeds(0, 6).map((s) => s.map(trMember)), { nil: undefined }),
}) as fc.Arbitrary<TeamResults>;

/** A teamwork result with every level at `v` (1..5) on each item, as keyed. */
const twAt = (levels: Partial<Record<teamwork.LevelId, teamwork.AgreementValue>>) =>
  teamwork.scoreTeamworkSheet(Object.fromEntries(teamwork.ITEMS.map((i) => {
    const v = levels[i.level] ?? 5;
    return [i.id, (i.keyed === 1 ? v : 6 - v) as teamwork.AgreementValue];
  })));

describe('suggestActions', () => {
  it('ranks by need, at most n and PER_SOURCE per instrument, each key once, every one with its texts in both languages', () => {
    fc.assert(fc.property(team, fc.integer({ min: 0, max: 12 }), (results, n) => {
      const list = suggestActions(results, n);
      expect(list.length).toBeLessThanOrEqual(n);
      expect(new Set(list.map((s) => s.key)).size).toBe(list.length);
      for (const src of SUGGESTION_SOURCES) expect(list.filter((s) => s.instrument === src.instrument).length).toBeLessThanOrEqual(PER_SOURCE);
      list.forEach((s, i) => {
        expect(s.need).toBeGreaterThanOrEqual(0);
        expect(s.need).toBeLessThanOrEqual(1);
        if (i > 0) expect(list[i - 1].need).toBeGreaterThanOrEqual(s.need);
        expect(isSuggestionKey(s.key)).toBe(true);
        expect(instrumentOfKey(s.key)).toBe(s.instrument);
        const text = suggestionText(s.key)!;
        for (const t of [text.title, text.description, areaName(s.key)!]) expect(t.zh.length > 0 && t.en.length > 0).toBe(true);
      });
    }));
  });

  it('is deterministic and does not depend on the order of the members', () => {
    fc.assert(fc.property(team, (results) => {
      const reversed = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v ? [...v].reverse() : v])) as TeamResults;
      expect(suggestActions(reversed)).toEqual(suggestActions(results));
    }));
  });

  it('says nothing of an instrument below its minimum of results (the anonymity rule for a team’s mean)', () => {
    fc.assert(fc.property(seeds(0, ANONYMITY_THRESHOLD - 1), (s) => {
      expect(suggestActions({ teamwork: s.map(twResult), conflict: s.map(cfResult) })).toEqual([]);
    }));
  });

  it('takes only a teamwork level the team starts with or has banded low, never one banded high; the start level first, with need 1', () => {
    fc.assert(fc.property(seeds(ANONYMITY_THRESHOLD, 6), (s) => {
      const results = s.map(twResult);
      const profile = teamwork.teamworkProfile(teamwork.averageTeamworkScores(results));
      const list = suggestActions({ teamwork: results }, 5);
      for (const x of list) {
        expect(profile.bands[x.area as teamwork.LevelId]).not.toBe('high');
        expect(x.area === profile.focus || profile.bands[x.area as teamwork.LevelId] === 'low').toBe(true);
      }
      if (profile.focus) expect(list[0]).toMatchObject({ area: profile.focus, need: 1, reason: 'focus' });
      else expect(list).toEqual([]);
    }));
  });

  it('takes the conflict modes banded low or least used, and the team roles nobody brings', () => {
    fc.assert(fc.property(seeds(ANONYMITY_THRESHOLD, 6), seeds(1, 6), (a, b) => {
      const cf = a.map(cfResult);
      const profile = conflict.conflictProfile(conflict.averageConflictScores(cf));
      for (const x of suggestActions({ conflict: cf }, 5)) expect(profile.bands[x.area as conflict.ModeId] === 'low' || profile.leastUsed.includes(x.area as conflict.ModeId)).toBe(true);
      const members = b.map(trMember);
      const { gaps } = teamRole.teamCoverage(members);
      const roles = suggestActions({ team_role: members }, 5);
      expect(roles.length).toBe(Math.min(gaps.length, PER_SOURCE));
      for (const x of roles) expect(x).toMatchObject({ need: GAP_NEED, reason: 'gap', percentile: null, instrument: 'team_role' });
      expect(roles.every((x) => gaps.includes(x.area as teamRole.RoleId))).toBe(true);
    }));
  });

  it('a team weak at the foundation starts with trust, whatever else is low', () => {
    const low = [twAt({ trust: 2, results: 1 }), twAt({ trust: 2, results: 1 }), twAt({ trust: 2, results: 1 })];
    const [first, second] = suggestActions({ teamwork: low });
    expect(first).toMatchObject({ key: 'teamwork:trust', reason: 'focus', need: 1 });
    expect(second).toMatchObject({ key: 'teamwork:results', reason: 'low' });
    // A team high everywhere gets nothing from this test.
    expect(suggestActions({ teamwork: [twAt({}), twAt({}), twAt({})] })).toEqual([]);
  });

  it('knows every area of every source, and nothing else', () => {
    expect(SUGGESTION_KEYS).toHaveLength(teamwork.LEVEL_IDS.length + conflict.MODE_IDS.length + teamRole.ROLE_IDS.length + orgHealth.AREA_IDS.length);
    for (const key of SUGGESTION_KEYS) expect(suggestionText(key)).not.toBeNull();
    for (const bad of ['teamwork:', 'teamwork:nope', 'nope:trust', ':trust', 'trust', 'conflict:trust']) {
      expect(isSuggestionKey(bad)).toBe(false);
      expect(suggestionText(bad)).toBeNull();
      expect(areaName(bad)).toBeNull();
    }
  });

  it('suggests actions for a team’s weakest organisation-health areas, banded low, from three results on', () => {
    const member = (purpose: number) => ({ raw: Object.fromEntries(orgHealth.AREA_IDS.map((a) => [a, a === 'purpose' ? purpose : a === 'climate' ? 12 : 24])) as Record<orgHealth.AreaId, number> });
    const three = [member(7), member(8), member(9)];
    const found = suggestActions({ org_health: three }).filter((x) => x.instrument === 'org_health');
    expect(found.map((x) => x.key)).toEqual(['org_health:purpose', 'org_health:climate']);
    expect(found.every((x) => x.reason === 'low' && x.percentile !== null && x.percentile < 25)).toBe(true);
    expect(suggestionText('org_health:purpose')!.title.en).toBe('Write our two or three priorities on one page');
    // Two results are not a team's mean to show.
    expect(suggestActions({ org_health: three.slice(0, 2) })).toEqual([]);
  });
});

