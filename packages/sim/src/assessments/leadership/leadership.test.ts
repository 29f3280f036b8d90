import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMITY_THRESHOLD } from '../common';
import {
  FREQUENCY_ITEMS, FREQUENCY_SCALE, SCENARIOS, STEMS, STYLE_BANDS, STYLE_BAND_NAMES, STYLES, STYLE_IDS, groupProfile, leadershipReport, mostLedStyles, scoreLeadershipSheet, styleProfile,
  unfinishedItems, validateLeadershipSheet, type LeadershipSheet, type StyleId,
} from './index';

const sheetArb: fc.Arbitrary<LeadershipSheet> = fc.record({
  frequency: fc.tuple(...FREQUENCY_ITEMS.map(() => fc.integer({ min: 1, max: 5 }))).map((vs) => Object.fromEntries(FREQUENCY_ITEMS.map((i, k) => [i.id, vs[k]]))),
  scenarios: fc.tuple(...SCENARIOS.map(() => fc.shuffledSubarray([...STYLE_IDS], { minLength: 2, maxLength: 2 })))
    .map((picks) => Object.fromEntries(SCENARIOS.map((s, k) => [s.id, { first: picks[k][0], second: picks[k][1] }]))),
});

/** A sheet answering every item of a style with the same value and choosing the same styles in every scenario. */
function sheetOf(answer: Record<StyleId, number>, first: StyleId, second: StyleId): LeadershipSheet {
  return {
    frequency: Object.fromEntries(FREQUENCY_ITEMS.map((i) => [i.id, answer[i.style]])),
    scenarios: Object.fromEntries(SCENARIOS.map((s) => [s.id, { first, second }])),
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const raters = (sheets: LeadershipSheet[]) => sheets.map((sheet, i) => ({ raterId: `r${i}`, sheet }));

describe('the leadership-style item bank', () => {
  it('has the six styles of spec §3, four frequency items each, one option per style in every scenario, in both languages', () => {
    expect(STYLES.map((s) => s.id)).toEqual([...STYLE_IDS]);
    for (const s of STYLE_IDS) expect(FREQUENCY_ITEMS.filter((i) => i.style === s)).toHaveLength(4);
    for (const s of SCENARIOS) expect(s.options.map((o) => o.style).sort()).toEqual([...STYLE_IDS].sort());
    const texts = [
      ...STYLES.flatMap((s) => [s.name, s.essence, s.whenItWorks, s.risk, s.develop, s.overuse]),
      ...FREQUENCY_ITEMS.map((i) => i.text), ...SCENARIOS.flatMap((s) => [s.situation, ...s.options.map((o) => o.text)]),
      STEMS.frequency.self, STEMS.frequency.others, STEMS.scenario.self, STEMS.scenario.others,
      ...FREQUENCY_SCALE, ...STYLE_BANDS.map((b) => STYLE_BAND_NAMES[b]),
    ];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
  });
});

describe('validateLeadershipSheet', () => {
  it('accepts every complete sheet, whose scores stay within 0–100 and whose choice percentages add to 100', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validateLeadershipSheet(sheet)).toEqual([]);
      expect(unfinishedItems(sheet)).toEqual([]);
      const p = styleProfile(scoreLeadershipSheet(sheet));
      for (const s of STYLE_IDS) expect(p.scores.score[s]).toBeGreaterThanOrEqual(0);
      for (const s of STYLE_IDS) expect(p.scores.score[s]).toBeLessThanOrEqual(100);
      expect(sum(STYLE_IDS.map((s) => p.scores.choicePoints[s]))).toBe(18);
      expect(sum(STYLE_IDS.map((s) => p.scores.choicePercent[s]))).toBe(100);
      expect(p.dominant).not.toBe(p.secondary);
      expect(p.flexibility).toBeGreaterThanOrEqual(0);
      expect(p.flexibility).toBeLessThanOrEqual(100);
    }));
  });

  it('rejects every malformed answer, naming that item and no other', () => {
    const freqBad = fc.constantFrom<unknown>(undefined, null, 0, 6, 2.5, '3', Number.NaN);
    const scenBad = fc.constantFrom('missingFirst', 'missingSecond', 'unknown', 'same', 'notObject');
    fc.assert(fc.property(sheetArb, fc.nat(FREQUENCY_ITEMS.length - 1), freqBad, (sheet, k, value) => {
      const id = FREQUENCY_ITEMS[k].id;
      const bad = { ...sheet, frequency: { ...sheet.frequency, [id]: value } };
      const issues = validateLeadershipSheet(bad);
      expect(issues.length).toBeGreaterThan(0);
      expect(issues.every((i) => i.item === id)).toBe(true);
      expect(unfinishedItems(bad)).toEqual([id]);
    }));
    fc.assert(fc.property(sheetArb, fc.nat(SCENARIOS.length - 1), scenBad, (sheet, k, how) => {
      const id = SCENARIOS[k].id;
      const c = sheet.scenarios[id];
      const answer = { missingFirst: { second: c.second }, missingSecond: { first: c.first }, unknown: { first: 'bossy', second: c.second }, same: { first: c.first, second: c.first }, notObject: 'x' }[how];
      const issues = validateLeadershipSheet({ ...sheet, scenarios: { ...sheet.scenarios, [id]: answer } });
      expect(issues.length).toBeGreaterThan(0);
      expect(issues.every((i) => i.item === id)).toBe(true);
    }));
  });

  it('resumes a half-finished sheet at its first open item', () => {
    expect(unfinishedItems(null)).toHaveLength(FREQUENCY_ITEMS.length + SCENARIOS.length);
    expect(unfinishedItems({ frequency: { f1: 3, f2: 4 } })[0]).toBe('f3');
    const done = Object.fromEntries(FREQUENCY_ITEMS.map((i) => [i.id, 3]));
    expect(unfinishedItems({ frequency: done, scenarios: { s1: { first: 'coaching', second: 'visionary' } } })).toEqual(['s2', 's3', 's4', 's5', 's6']);
  });

  it('names each problem with its code and place', () => {
    expect(validateLeadershipSheet(null)).toEqual([{ code: 'required' }]);
    expect(validateLeadershipSheet({ frequency: [] , scenarios: {} }).slice(0, 2)).toEqual([
      { code: 'required', section: 'frequency' },
      { code: 'ls_missing_answer', section: 'scenarios', item: 's1', choice: 'first' },
    ]);
    const sheet = sheetOf({ commanding: 3, visionary: 3, affiliative: 3, democratic: 3, pacesetting: 3, coaching: 3 }, 'visionary', 'coaching');
    expect(validateLeadershipSheet({ frequency: { ...sheet.frequency, f2: 9, f99: 1 }, scenarios: { ...sheet.scenarios, s3: { first: 'coaching', second: 'coaching' } } })).toEqual([
      { code: 'ls_unknown_item', section: 'frequency', item: 'f99' },
      { code: 'ls_out_of_range', section: 'frequency', item: 'f2', limit: 5 },
      { code: 'ls_same_choice', section: 'scenarios', item: 's3', choice: 'second' },
    ]);
  });
});

describe('scoring', () => {
  it('does not depend on the order of answers in the sheet, and is deterministic', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const reversed = {
        scenarios: Object.fromEntries(Object.entries(sheet.scenarios).reverse()),
        frequency: Object.fromEntries(Object.entries(sheet.frequency).reverse()),
      };
      expect(scoreLeadershipSheet(reversed)).toEqual(scoreLeadershipSheet(sheet));
      expect(leadershipReport('me', sheet, [])).toEqual(leadershipReport('me', structuredClone(sheet), []));
    }));
  });

  it('reveals nothing of fewer than 3 others but their count', () => {
    fc.assert(fc.property(sheetArb, fc.array(sheetArb, { maxLength: ANONYMITY_THRESHOLD - 1 }), (self, others) => {
      const report = leadershipReport('me', self, raters(others));
      expect(report.others).toEqual({ status: 'withheld', count: others.length, needed: ANONYMITY_THRESHOLD });
      expect(report.diff).toBeNull();
      expect(report.self).toEqual(leadershipReport('me', self, []).self);
    }));
  });

  it('shows from 3 others only their aggregate, the same in any order; nobody rates themselves', () => {
    fc.assert(fc.property(sheetArb, fc.array(sheetArb, { minLength: ANONYMITY_THRESHOLD, maxLength: 5 }), (self, others) => {
      const report = leadershipReport('me', self, raters(others));
      expect(report.others.status).toBe('shown');
      expect(leadershipReport('me', self, raters(others).reverse())).toEqual(report);
    }), { numRuns: 50 });
    const sheet = sheetOf({ commanding: 3, visionary: 3, affiliative: 3, democratic: 3, pacesetting: 3, coaching: 3 }, 'visionary', 'coaching');
    expect(() => leadershipReport('me', sheet, [{ raterId: 'me', sheet }])).toThrow(/assess_self_rating/);
  });
});

describe('a golden respondent', () => {
  const self = sheetOf({ commanding: 2, visionary: 5, affiliative: 3, democratic: 4, pacesetting: 1, coaching: 4 }, 'visionary', 'coaching');
  const seen = sheetOf({ commanding: 4, visionary: 3, affiliative: 3, democratic: 3, pacesetting: 3, coaching: 3 }, 'commanding', 'democratic');
  const report = leadershipReport('me', self, raters([seen, seen, seen]));

  it('gets the scores, bands, dominant and secondary style, flexibility and the self–others difference worked out by hand', () => {
    const p = report.self!;
    expect(p.scores.score).toEqual({ commanding: 25, visionary: 100, affiliative: 50, democratic: 75, pacesetting: 0, coaching: 75 });
    expect(p.scores.choicePercent).toEqual({ commanding: 0, visionary: 67, affiliative: 0, democratic: 0, pacesetting: 0, coaching: 33 });
    expect(p.bands).toEqual({ commanding: 'seldom', visionary: 'habitual', affiliative: 'sometimes', democratic: 'often', pacesetting: 'seldom', coaching: 'often' });
    // democratic and coaching tie at 75: coaching has the scenario points.
    expect([p.dominant, p.secondary]).toEqual(['visionary', 'coaching']);
    expect(p.repertoire).toEqual(['visionary', 'coaching', 'democratic']);
    // (0.4 + 1 + 0.8 + 1 + 0 + 1) / 6 = 0.7
    expect(p.flexibility).toBe(70);
    expect(report.others).toMatchObject({ status: 'shown', count: 3, scores: { dominant: 'commanding', secondary: 'democratic' } });
    expect(report.diff).toEqual({
      gap: { commanding: 50, visionary: -50, affiliative: 0, democratic: -25, pacesetting: 50, coaching: -25 },
      hiddenStrengths: ['commanding', 'pacesetting'],
      blindSpots: ['visionary', 'democratic', 'coaching'],
    });
  });

  it('makes a group profile: mean radar, dominant styles, flexibility and the styles nobody uses often', () => {
    const g = groupProfile([scoreLeadershipSheet(self), scoreLeadershipSheet(seen)]);
    expect(g.size).toBe(2);
    expect(g.mean).toEqual({ commanding: 50, visionary: 75, affiliative: 50, democratic: 62.5, pacesetting: 25, coaching: 62.5 });
    expect(g.dominantCount).toEqual({ commanding: 1, visionary: 1, affiliative: 0, democratic: 0, pacesetting: 0, coaching: 0 });
    expect(g.missing).toEqual(['affiliative', 'pacesetting']);
    // The styles most of them lead with: both, tied, in style order.
    expect(mostLedStyles(g.dominantCount)).toEqual(['commanding', 'visionary']);
  });

  it('names the styles most of a group lead with: the highest count, ties kept, none when nobody is counted', () => {
    expect(mostLedStyles({ coaching: 2, visionary: 1 })).toEqual(['coaching']);
    expect(mostLedStyles({ democratic: 1, commanding: 1 })).toEqual(['commanding', 'democratic']);
    expect(mostLedStyles({})).toEqual([]);
  });
});
