import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOMAINS, DOMAIN_BANDS, DOMAIN_BAND_NAMES, DOMAIN_IDS, ITEMS, ITEMS_PER_DOMAIN, ITEMS_PER_PART, LIKERT, LIKERT_LABELS, NORMS, PARTS, RAW_MAX, RAW_MIN, STEM,
  averagePersonalityScores, bandOf, keyedValue, percentileOf, personalityProfile, scorePersonalitySheet, simulatedNorms, unansweredItems, validatePersonalitySheet,
  type DomainId, type LikertValue, type PersonalitySheet,
} from './index';

const likert = fc.constantFrom<LikertValue>(...LIKERT);
const sheetArb: fc.Arbitrary<PersonalitySheet> = fc
  .tuple(...ITEMS.map(() => likert))
  .map((answers) => Object.fromEntries(ITEMS.map((i, k) => [i.id, answers[k]])));

/** Every answer turned round the scale's middle (1 ↔ 5, 2 ↔ 4). */
const mirror = (sheet: PersonalitySheet): PersonalitySheet => Object.fromEntries(Object.entries(sheet).map(([id, v]) => [id, (6 - v) as LikertValue]));
/** The sheet of someone at `level` (1..5) on every domain in `at`, the middle elsewhere, answering every item consistently with its keying. */
const standing = (at: Partial<Record<DomainId, LikertValue>>): PersonalitySheet =>
  Object.fromEntries(ITEMS.map((i) => {
    const level = at[i.domain] ?? 3;
    return [i.id, (i.keyed === 1 ? level : 6 - level) as LikertValue];
  }));

describe('the personality item bank', () => {
  it('has 50 items in 5 parts of 10, each part two of every domain keyed both ways, 10 per domain of which 5 reverse-keyed', () => {
    expect(DOMAINS.map((d) => d.id)).toEqual([...DOMAIN_IDS]);
    expect(ITEMS).toHaveLength(50);
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(50);
    expect(PARTS.map((p) => p.items.length)).toEqual(Array(5).fill(ITEMS_PER_PART));
    for (const p of PARTS) {
      for (const d of DOMAIN_IDS) expect(p.items.filter((i) => i.domain === d).map((i) => i.keyed).sort()).toEqual([-1, 1]);
      p.items.slice(1).forEach((i, k) => expect(i.domain, i.id).not.toBe(p.items[k].domain));
    }
    for (const d of DOMAIN_IDS) {
      expect(ITEMS.filter((i) => i.domain === d && i.keyed === 1)).toHaveLength(5);
      expect(ITEMS.filter((i) => i.domain === d && i.keyed === -1)).toHaveLength(5);
    }
    expect([ITEMS_PER_DOMAIN, RAW_MIN, RAW_MAX]).toEqual([10, 10, 50]);
  });

  it('has every text in both languages, no statement twice, and a description for every domain and band', () => {
    const texts = [
      STEM, ...ITEMS.map((i) => i.text), ...LIKERT.map((v) => LIKERT_LABELS[v]), ...DOMAIN_BANDS.map((b) => DOMAIN_BAND_NAMES[b]),
      ...DOMAINS.flatMap((d) => [d.name, d.essence, ...DOMAIN_BANDS.flatMap((b) => [d.bands[b].summary, d.bands[b].strengths, d.bands[b].watchOut])]),
    ];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.zh)).size).toBe(texts.length);
  });

  it('uses no clinical words in the report texts', () => {
    const words = /neurotic|disorder|anxiety|depress|patholog|diagnos|神经质|焦虑症|抑郁|障碍|病/i;
    for (const d of DOMAINS) for (const b of DOMAIN_BANDS) for (const t of Object.values(d.bands[b])) expect(`${t.zh} ${t.en}`).not.toMatch(words);
    for (const i of ITEMS) expect(`${i.text.zh} ${i.text.en}`).not.toMatch(words);
  });
});

describe('validatePersonalitySheet', () => {
  it('accepts every complete sheet, whose domain scores are whole numbers in 10..50', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validatePersonalitySheet(sheet)).toEqual([]);
      expect(unansweredItems(sheet)).toEqual([]);
      const s = scorePersonalitySheet(sheet);
      for (const d of DOMAIN_IDS) {
        expect(Number.isInteger(s.raw[d])).toBe(true);
        expect(s.raw[d]).toBeGreaterThanOrEqual(RAW_MIN);
        expect(s.raw[d]).toBeLessThanOrEqual(RAW_MAX);
      }
    }));
  });

  it('rejects every malformed answer, naming that item and no other, and scoring refuses it', () => {
    const bad = fc.constantFrom<unknown>(undefined, null, 0, 6, -1, 2.5, '3', '', true, [3], { v: 3 }, Number.NaN, Infinity);
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), bad, (sheet, k, value) => {
      const id = ITEMS[k].id;
      const broken = { ...sheet, [id]: value } as PersonalitySheet;
      expect(validatePersonalitySheet(broken)).toEqual([{ code: value === undefined || value === null ? 'bf_missing_answer' : 'bf_out_of_range', item: id, part: ITEMS[k].part }]);
      expect(unansweredItems(broken)).toEqual([id]);
      expect(() => scorePersonalitySheet(broken)).toThrow(/assessment input rejected/);
    }));
  });

  it('rejects items the bank does not have, and anything that is not a sheet', () => {
    const unknownId = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !ITEMS.some((i) => i.id === s) && s !== '__proto__');
    fc.assert(fc.property(sheetArb, unknownId, likert, (sheet, id, v) => {
      expect(validatePersonalitySheet({ ...sheet, [id]: v })).toEqual([{ code: 'bf_unknown_item', item: id }]);
    }));
    for (const notSheet of [null, undefined, 'a', 3, [], [1, 2]]) expect(validatePersonalitySheet(notSheet)).toEqual([{ code: 'required' }]);
  });

  it('resumes a half-finished sheet at its first open item', () => {
    expect(unansweredItems(null)).toHaveLength(50);
    expect(unansweredItems({ b1: 3, b2: 4, b4: 1 })[0]).toBe('b3');
    expect(validatePersonalitySheet({ b1: 5 }).filter((i) => i.part === 1)).toHaveLength(9);
  });
});

describe('scoring', () => {
  it('turns reverse-keyed answers round: 1 counts as 5 and 5 as 1, keyed items as given', () => {
    const plus = ITEMS.find((i) => i.keyed === 1)!;
    const minus = ITEMS.find((i) => i.keyed === -1)!;
    expect(LIKERT.map((v) => keyedValue(plus, v))).toEqual([1, 2, 3, 4, 5]);
    expect(LIKERT.map((v) => keyedValue(minus, v))).toEqual([5, 4, 3, 2, 1]);
  });

  it('mirrors: answering every item the other way round the middle gives each domain 60 minus its score', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const s = scorePersonalitySheet(sheet);
      const m = scorePersonalitySheet(mirror(sheet));
      for (const d of DOMAIN_IDS) expect(m.raw[d]).toBe(RAW_MIN + RAW_MAX - s.raw[d]);
    }));
  });

  it('answering every item the same leaves every domain at 30: the keying balances agreeing with everything', () => {
    for (const v of LIKERT) {
      const same = Object.fromEntries(ITEMS.map((i) => [i.id, v])) as PersonalitySheet;
      expect(scorePersonalitySheet(same).raw).toEqual(Object.fromEntries(DOMAIN_IDS.map((d) => [d, 30])));
    }
  });

  it('a domain depends on its own items only, and rises when a keyed answer rises', () => {
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), (sheet, k) => {
      const item = ITEMS[k];
      const up = sheet[item.id] + item.keyed;
      fc.pre(up >= 1 && up <= 5);
      const before = scorePersonalitySheet(sheet);
      const after = scorePersonalitySheet({ ...sheet, [item.id]: up as LikertValue });
      for (const d of DOMAIN_IDS) expect(after.raw[d]).toBe(before.raw[d] + (d === item.domain ? 1 : 0));
      expect(personalityProfile(after).percentile[item.domain]).toBeGreaterThanOrEqual(personalityProfile(before).percentile[item.domain]);
    }));
  });

  it('does not depend on the order of the answers, and is deterministic', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const reversed = Object.fromEntries(Object.entries(sheet).reverse()) as PersonalitySheet;
      expect(scorePersonalitySheet(reversed)).toEqual(scorePersonalitySheet(sheet));
      expect(personalityProfile(scorePersonalitySheet(sheet))).toEqual(personalityProfile(scorePersonalitySheet(structuredClone(sheet))));
    }));
  });

  it('gives percentiles in 0..100 with the band they fall in', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const p = personalityProfile(scorePersonalitySheet(sheet));
      for (const d of DOMAIN_IDS) {
        expect(p.percentile[d]).toBeGreaterThanOrEqual(0);
        expect(p.percentile[d]).toBeLessThanOrEqual(100);
        expect(p.bands[d]).toBe(bandOf(p.percentile[d]));
      }
    }));
  });

  it('gives the scores and bands worked out by hand', () => {
    // Very high extraversion, moderately low agreeableness, the middle elsewhere.
    const p = personalityProfile(scorePersonalitySheet(standing({ extraversion: 5, agreeableness: 2, openness: 4 })));
    expect(p.scores.raw).toEqual({ extraversion: 50, agreeableness: 20, conscientiousness: 30, stability: 30, openness: 40 });
    expect(p.bands).toEqual({ extraversion: 'high', agreeableness: 'low', conscientiousness: 'average', stability: 'average', openness: 'high' });
    expect(p.percentile.extraversion).toBe(100);
    expect(bandOf(24)).toBe('low');
    expect(bandOf(25)).toBe('average');
    expect(bandOf(75)).toBe('average');
    expect(bandOf(76)).toBe('high');
  });

  it('averages a group per domain, and a fractional mean falls between its neighbours\' percentiles', () => {
    const a = scorePersonalitySheet(standing({ stability: 4 }));
    const b = scorePersonalitySheet(standing({ stability: 5, openness: 1 }));
    const mean = averagePersonalityScores([a, b]);
    expect(mean.raw).toEqual({ extraversion: 30, agreeableness: 30, conscientiousness: 30, stability: 45, openness: 20 });
    const odd = averagePersonalityScores([a, scorePersonalitySheet(standing({}))]).raw.stability;
    expect(odd).toBe(35);
    expect(percentileOf('stability', 35.5)).toBeGreaterThanOrEqual(percentileOf('stability', 35));
    expect(percentileOf('stability', 35.5)).toBeLessThanOrEqual(percentileOf('stability', 36));
    expect(() => averagePersonalityScores([])).toThrow(/assessment input rejected/);
  });
});

describe('the provisional norm', () => {
  it('is what the seeded simulation gives, rises with the score, centres on the middle and is marked as simulated', () => {
    expect(simulatedNorms()).toEqual(NORMS);
    expect(NORMS.source).toBe('simulated');
    for (const d of DOMAIN_IDS) {
      const table = NORMS.percentile[d];
      expect(table).toHaveLength(RAW_MAX - RAW_MIN + 1);
      table.slice(1).forEach((v, k) => expect(v).toBeGreaterThanOrEqual(table[k]));
      expect(Math.abs(table[30 - RAW_MIN] - 50)).toBeLessThanOrEqual(3);
    }
  });
});
