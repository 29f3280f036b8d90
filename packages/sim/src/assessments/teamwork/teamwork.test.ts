import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERCENTILE_BANDS } from '../common';
import {
  AGREEMENT, AGREEMENT_LABELS, ALL_HIGH, ALL_HIGH_ID, ITEMS, ITEMS_PER_LEVEL, ITEMS_PER_PART, LEVELS, LEVEL_BAND_NAMES, LEVEL_IDS, NORMS, PARTS, RAW_MAX, RAW_MIN, STEM,
  averageTeamworkScores, focusOf, headlineName, keyedValue, percentileOf, scoreTeamworkSheet, simulatedNorms, teamworkHeadline, teamworkProfile, unansweredItems, validateTeamworkSheet,
  type AgreementValue, type LevelId, type TeamworkSheet,
} from './index';

const agreement = fc.constantFrom<AgreementValue>(...AGREEMENT);
const sheetArb: fc.Arbitrary<TeamworkSheet> = fc.tuple(...ITEMS.map(() => agreement)).map((answers) => Object.fromEntries(ITEMS.map((i, k) => [i.id, answers[k]])));
const bandArb = fc.constantFrom(...PERCENTILE_BANDS);
const bandsArb = fc.tuple(...LEVEL_IDS.map(() => bandArb)).map((b) => Object.fromEntries(LEVEL_IDS.map((l, k) => [l, b[k]])) as Record<LevelId, (typeof PERCENTILE_BANDS)[number]>);

/** Every answer turned round the scale's middle (1 ↔ 5, 2 ↔ 4). */
const mirror = (sheet: TeamworkSheet): TeamworkSheet => Object.fromEntries(Object.entries(sheet).map(([id, v]) => [id, (6 - v) as AgreementValue]));
/** The sheet of someone who sees their team at `level` (1..5) on every level given, the middle elsewhere, answering consistently with each item's keying. */
const standing = (at: Partial<Record<LevelId, AgreementValue>>): TeamworkSheet =>
  Object.fromEntries(ITEMS.map((i) => {
    const v = at[i.level] ?? 3;
    return [i.id, (i.keyed === 1 ? v : 6 - v) as AgreementValue];
  }));

describe('the teamwork-status item bank', () => {
  it('has 30 statements in 3 parts of 10, each part two of every level keyed both ways, 6 per level of which 3 reverse-keyed', () => {
    expect(LEVELS.map((l) => l.id)).toEqual([...LEVEL_IDS]);
    expect(ITEMS).toHaveLength(30);
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(30);
    expect(PARTS.map((p) => p.items.length)).toEqual([ITEMS_PER_PART, ITEMS_PER_PART, ITEMS_PER_PART]);
    for (const p of PARTS) {
      for (const l of LEVEL_IDS) expect(p.items.filter((i) => i.level === l).map((i) => i.keyed).sort()).toEqual([-1, 1]);
      p.items.slice(1).forEach((i, k) => expect(i.level, i.id).not.toBe(p.items[k].level));
    }
    for (const l of LEVEL_IDS) for (const keyed of [1, -1]) expect(ITEMS.filter((i) => i.level === l && i.keyed === keyed)).toHaveLength(3);
    expect([ITEMS_PER_LEVEL, RAW_MIN, RAW_MAX]).toEqual([6, 6, 30]);
  });

  it('has every text in both languages and no text twice', () => {
    const texts = [
      STEM, ALL_HIGH, ...ITEMS.map((i) => i.text), ...AGREEMENT.map((v) => AGREEMENT_LABELS[v]), ...PERCENTILE_BANDS.map((b) => LEVEL_BAND_NAMES[b]),
      ...LEVELS.flatMap((l) => [l.name, l.essence, l.firstSteps, ...PERCENTILE_BANDS.map((b) => l.bands[b])]),
    ];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.zh)).size).toBe(texts.length);
  });

  it('asks about the team, not about the person answering', () => {
    for (const i of ITEMS) expect(i.text.en, i.id).not.toMatch(/^I /);
  });
});

describe('validateTeamworkSheet', () => {
  it('accepts every complete sheet, whose level scores are whole numbers in 6..30', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validateTeamworkSheet(sheet)).toEqual([]);
      expect(unansweredItems(sheet)).toEqual([]);
      const s = scoreTeamworkSheet(sheet);
      for (const l of LEVEL_IDS) {
        expect(Number.isInteger(s.raw[l])).toBe(true);
        expect(s.raw[l]).toBeGreaterThanOrEqual(RAW_MIN);
        expect(s.raw[l]).toBeLessThanOrEqual(RAW_MAX);
      }
    }));
  });

  it('rejects every malformed answer, naming that item and no other, and scoring refuses it', () => {
    const bad = fc.constantFrom<unknown>(undefined, null, 0, 6, -1, 2.5, '3', '', true, [3], { v: 3 }, Number.NaN, Infinity);
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), bad, (sheet, k, value) => {
      const id = ITEMS[k].id;
      const broken = { ...sheet, [id]: value } as TeamworkSheet;
      expect(validateTeamworkSheet(broken)).toEqual([{ code: value === undefined || value === null ? 'tw_missing_answer' : 'tw_out_of_range', item: id, part: ITEMS[k].part }]);
      expect(unansweredItems(broken)).toEqual([id]);
      expect(() => scoreTeamworkSheet(broken)).toThrow(/assessment input rejected/);
    }));
  });

  it('rejects items the bank does not have, and anything that is not a sheet', () => {
    const unknownId = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !ITEMS.some((i) => i.id === s) && s !== '__proto__');
    fc.assert(fc.property(sheetArb, unknownId, agreement, (sheet, id, v) => {
      expect(validateTeamworkSheet({ ...sheet, [id]: v })).toEqual([{ code: 'tw_unknown_item', item: id }]);
    }));
    for (const notSheet of [null, undefined, 'a', 3, [], [1, 2]]) expect(validateTeamworkSheet(notSheet)).toEqual([{ code: 'required' }]);
  });

  it('resumes a half-finished sheet at its first open item', () => {
    expect(unansweredItems(null)).toHaveLength(30);
    expect(unansweredItems({ w1: 3, w2: 4, w4: 1 })[0]).toBe('w3');
    expect(validateTeamworkSheet({ w1: 5 }).filter((i) => i.part === 1)).toHaveLength(9);
  });
});

describe('scoring', () => {
  it('turns reverse-keyed answers round and takes keyed ones as given', () => {
    expect(AGREEMENT.map((v) => keyedValue({ keyed: 1 }, v))).toEqual([1, 2, 3, 4, 5]);
    expect(AGREEMENT.map((v) => keyedValue({ keyed: -1 }, v))).toEqual([5, 4, 3, 2, 1]);
  });

  it('mirrors: answering every statement the other way round the middle gives each level 36 minus its score', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const s = scoreTeamworkSheet(sheet);
      const m = scoreTeamworkSheet(mirror(sheet));
      for (const l of LEVEL_IDS) expect(m.raw[l]).toBe(RAW_MIN + RAW_MAX - s.raw[l]);
    }));
  });

  it('answering every statement the same leaves every level at 18: the keying balances agreeing with everything', () => {
    for (const v of AGREEMENT) {
      const same = Object.fromEntries(ITEMS.map((i) => [i.id, v])) as TeamworkSheet;
      expect(scoreTeamworkSheet(same).raw).toEqual(Object.fromEntries(LEVEL_IDS.map((l) => [l, 18])));
    }
  });

  it('a level depends on its own statements only, and its score and percentile rise when a keyed answer rises', () => {
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), (sheet, k) => {
      const item = ITEMS[k];
      const up = sheet[item.id] + item.keyed;
      fc.pre(up >= 1 && up <= 5);
      const before = scoreTeamworkSheet(sheet);
      const after = scoreTeamworkSheet({ ...sheet, [item.id]: up as AgreementValue });
      for (const l of LEVEL_IDS) expect(after.raw[l]).toBe(before.raw[l] + (l === item.level ? 1 : 0));
      expect(teamworkProfile(after).percentile[item.level]).toBeGreaterThanOrEqual(teamworkProfile(before).percentile[item.level]);
    }));
  });

  it('does not depend on the order of the answers, and is deterministic', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const reversed = Object.fromEntries(Object.entries(sheet).reverse()) as TeamworkSheet;
      expect(scoreTeamworkSheet(reversed)).toEqual(scoreTeamworkSheet(sheet));
      expect(teamworkProfile(scoreTeamworkSheet(sheet))).toEqual(teamworkProfile(scoreTeamworkSheet(structuredClone(sheet))));
    }));
  });
});

describe('where the team starts: the lowest level, from the foundation, below high', () => {
  it('is the first level from the foundation that is not high, every level below it is high, and null only when all five are high', () => {
    fc.assert(fc.property(bandsArb, (bands) => {
      const focus = focusOf(bands);
      if (focus === null) {
        expect(LEVEL_IDS.every((l) => bands[l] === 'high')).toBe(true);
        return;
      }
      const at = LEVEL_IDS.indexOf(focus);
      expect(bands[focus]).not.toBe('high');
      for (const below of LEVEL_IDS.slice(0, at)) expect(bands[below]).toBe('high');
    }));
  });

  it('is a foundation that is merely average, even when a higher level is lower still: the levels above rest on it', () => {
    const p = teamworkProfile(scoreTeamworkSheet(standing({ trust: 3, debate: 5, commitment: 5, standards: 1, results: 5 })));
    expect(p.bands).toEqual({ trust: 'average', debate: 'high', commitment: 'high', standards: 'low', results: 'high' });
    expect(p.focus).toBe('trust');
    expect(teamworkHeadline(p.scores)).toEqual(['trust']);
  });

  it('moves up as the levels below become high, and is none when all five are', () => {
    const p = teamworkProfile(scoreTeamworkSheet(standing({ trust: 5, debate: 5, commitment: 2 })));
    expect(p.scores.raw).toEqual({ trust: 30, debate: 30, commitment: 12, standards: 18, results: 18 });
    expect(p.focus).toBe('commitment');
    const all = scoreTeamworkSheet(standing({ trust: 5, debate: 5, commitment: 5, standards: 5, results: 5 }));
    expect(teamworkProfile(all).focus).toBeNull();
    expect(teamworkHeadline(all)).toEqual([ALL_HIGH_ID]);
    expect(headlineName('commitment').en).toBe('Start with clear commitment');
    expect(headlineName(ALL_HIGH_ID).zh).toBe('五个层级都较高');
  });

  it('gives percentiles in 0..100, each in its band, for every sheet', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const p = teamworkProfile(scoreTeamworkSheet(sheet));
      for (const l of LEVEL_IDS) {
        expect(p.percentile[l]).toBeGreaterThanOrEqual(0);
        expect(p.percentile[l]).toBeLessThanOrEqual(100);
        expect(p.bands[l]).toBe(p.percentile[l] < 25 ? 'low' : p.percentile[l] > 75 ? 'high' : 'average');
      }
      expect(p.focus).toBe(focusOf(p.bands));
    }));
  });
});

describe('a team’s view', () => {
  it('is the mean per level of its members, whatever their order; a fractional mean falls between its neighbours’ percentiles', () => {
    const a = scoreTeamworkSheet(standing({ trust: 4 }));
    const b = scoreTeamworkSheet(standing({ trust: 5, results: 1 }));
    expect(averageTeamworkScores([a, b]).raw).toEqual({ trust: 27, debate: 18, commitment: 18, standards: 18, results: 12 });
    fc.assert(fc.property(fc.array(sheetArb, { minLength: 1, maxLength: 6 }), (sheets) => {
      const scores = sheets.map(scoreTeamworkSheet);
      const mean = averageTeamworkScores(scores);
      expect(averageTeamworkScores([...scores].reverse()).raw).toEqual(mean.raw);
      for (const l of LEVEL_IDS) {
        expect(mean.raw[l]).toBeGreaterThanOrEqual(Math.min(...scores.map((s) => s.raw[l])));
        expect(mean.raw[l]).toBeLessThanOrEqual(Math.max(...scores.map((s) => s.raw[l])));
      }
    }));
    expect(percentileOf('trust', 20.5)).toBeGreaterThanOrEqual(percentileOf('trust', 20));
    expect(percentileOf('trust', 20.5)).toBeLessThanOrEqual(percentileOf('trust', 21));
    expect(() => averageTeamworkScores([])).toThrow(/assessment input rejected/);
  });
});

describe('the provisional norm', () => {
  it('is what the seeded simulation gives, rises with the score, centres on the middle and is marked as simulated', () => {
    expect(simulatedNorms()).toEqual(NORMS);
    expect(NORMS.source).toBe('simulated');
    for (const l of LEVEL_IDS) {
      const table = NORMS.percentile[l];
      expect(table).toHaveLength(RAW_MAX - RAW_MIN + 1);
      table.slice(1).forEach((v, k) => expect(v).toBeGreaterThanOrEqual(table[k]));
      expect(Math.abs(table[18 - RAW_MIN] - 50)).toBeLessThanOrEqual(3);
    }
  });
});
