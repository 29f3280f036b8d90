import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERCENTILE_BANDS, PERCENTILE_BAND_NAMES } from '../common';
import {
  AGREEMENT, AGREEMENT_LABELS, ALL_HIGH, ALL_HIGH_ID, AREAS, AREA_IDS, ITEMS, ITEMS_PER_AREA, ITEMS_PER_PART, NORMS, PARTS, RAW_MAX, RAW_MIN, SHOWN_AREAS, STEM,
  averageOrgHealthScores, headlineName, lowestAreas, orgHealthHeadline, orgHealthProfile, percentileOf, rankAreas, scoreOrgHealthSheet, simulatedNorms, strongestAreas,
  unansweredItems, validateOrgHealthSheet,
  type AgreementValue, type AreaId, type OrgHealthScores, type OrgHealthSheet,
} from './index';

const agreement = fc.constantFrom<AgreementValue>(...AGREEMENT);
const sheetArb: fc.Arbitrary<OrgHealthSheet> = fc.tuple(...ITEMS.map(() => agreement)).map((answers) => Object.fromEntries(ITEMS.map((i, k) => [i.id, answers[k]])));
/** Any score set a person or a group may have: whole or fractional scores within RAW_MIN..RAW_MAX (ties likely). */
const rawArb = fc.oneof(fc.integer({ min: RAW_MIN, max: RAW_MAX }), fc.integer({ min: RAW_MIN * 10, max: RAW_MAX * 10 }).map((x) => x / 10));
const scoresArb: fc.Arbitrary<OrgHealthScores> = fc.tuple(...AREA_IDS.map(() => rawArb)).map((r) => ({ raw: Object.fromEntries(AREA_IDS.map((a, k) => [a, r[k]])) as Record<AreaId, number> }));

const mirror = (sheet: OrgHealthSheet): OrgHealthSheet => Object.fromEntries(Object.entries(sheet).map(([id, v]) => [id, (6 - v) as AgreementValue]));
/** The sheet of someone who sees their organisation at `v` (1..5) on each area given, the middle elsewhere, answering consistently with each item's keying. */
const standing = (at: Partial<Record<AreaId, AgreementValue>>): OrgHealthSheet =>
  Object.fromEntries(ITEMS.map((i) => {
    const v = at[i.area] ?? 3;
    return [i.id, (i.keyed === 1 ? v : 6 - v) as AgreementValue];
  }));
const key = (x: { percentile: number; score: number; area: AreaId }) => [x.percentile, x.score, AREA_IDS.indexOf(x.area)];
const before = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

describe('the organisation-health item bank', () => {
  it('has 54 statements in 3 parts of 18, each part two of every area keyed both ways, 6 per area of which 3 reverse-keyed', () => {
    expect(AREAS.map((a) => a.id)).toEqual([...AREA_IDS]);
    expect(AREA_IDS).toHaveLength(9);
    expect(ITEMS).toHaveLength(54);
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(54);
    expect(PARTS.map((p) => p.items.length)).toEqual([ITEMS_PER_PART, ITEMS_PER_PART, ITEMS_PER_PART]);
    for (const p of PARTS) {
      for (const a of AREA_IDS) expect(p.items.filter((i) => i.area === a).map((i) => i.keyed).sort()).toEqual([-1, 1]);
      p.items.slice(1).forEach((i, k) => expect(i.area, i.id).not.toBe(p.items[k].area));
    }
    for (const a of AREA_IDS) for (const keyed of [1, -1]) expect(ITEMS.filter((i) => i.area === a && i.keyed === keyed)).toHaveLength(3);
    expect([ITEMS_PER_AREA, RAW_MIN, RAW_MAX]).toEqual([6, 6, 30]);
  });

  it('has every text in both languages and no text twice', () => {
    const texts = [
      STEM, ALL_HIGH, ...ITEMS.map((i) => i.text), ...AGREEMENT.map((v) => AGREEMENT_LABELS[v]), ...PERCENTILE_BANDS.map((b) => PERCENTILE_BAND_NAMES[b]),
      ...AREAS.flatMap((a) => [a.name, a.essence, a.signs, a.levers]),
    ];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.zh)).size).toBe(texts.length);
  });

  it('asks about the organisation, not about the person answering', () => {
    for (const i of ITEMS) {
      expect(i.text.en, i.id).not.toMatch(/\b(I|me|my)\b/);
      expect(i.text.zh, i.id).not.toMatch(/我(?!们)/);
    }
  });
});

describe('validateOrgHealthSheet', () => {
  it('accepts every complete sheet, whose area scores are whole numbers in 6..30', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validateOrgHealthSheet(sheet)).toEqual([]);
      expect(unansweredItems(sheet)).toEqual([]);
      const s = scoreOrgHealthSheet(sheet);
      for (const a of AREA_IDS) {
        expect(Number.isInteger(s.raw[a])).toBe(true);
        expect(s.raw[a]).toBeGreaterThanOrEqual(RAW_MIN);
        expect(s.raw[a]).toBeLessThanOrEqual(RAW_MAX);
      }
    }));
  });

  it('rejects every malformed answer, naming that item and no other, and scoring refuses it', () => {
    const bad = fc.constantFrom<unknown>(undefined, null, 0, 6, -1, 2.5, '3', '', true, [3], { v: 3 }, Number.NaN, Infinity);
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), bad, (sheet, k, value) => {
      const id = ITEMS[k].id;
      const broken = { ...sheet, [id]: value } as OrgHealthSheet;
      expect(validateOrgHealthSheet(broken)).toEqual([{ code: value === undefined || value === null ? 'oh_missing_answer' : 'oh_out_of_range', item: id, part: ITEMS[k].part }]);
      expect(unansweredItems(broken)).toEqual([id]);
      expect(() => scoreOrgHealthSheet(broken)).toThrow(/assessment input rejected/);
    }));
  });

  it('rejects items the bank does not have, and anything that is not a sheet', () => {
    const unknownId = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !ITEMS.some((i) => i.id === s) && s !== '__proto__');
    fc.assert(fc.property(sheetArb, unknownId, agreement, (sheet, id, v) => {
      expect(validateOrgHealthSheet({ ...sheet, [id]: v })).toEqual([{ code: 'oh_unknown_item', item: id }]);
    }));
    for (const notSheet of [null, undefined, 'a', 3, [], [1, 2]]) expect(validateOrgHealthSheet(notSheet)).toEqual([{ code: 'required' }]);
  });

  it('resumes a half-finished sheet at its first open item', () => {
    expect(unansweredItems(null)).toHaveLength(54);
    expect(unansweredItems({ h1: 3, h2: 4, h4: 1 })[0]).toBe('h3');
    expect(validateOrgHealthSheet({ h1: 5 }).filter((i) => i.part === 1)).toHaveLength(17);
  });
});

describe('scoring', () => {
  it('mirrors: answering every statement the other way round the middle gives each area 36 minus its score', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const s = scoreOrgHealthSheet(sheet);
      const m = scoreOrgHealthSheet(mirror(sheet));
      for (const a of AREA_IDS) expect(m.raw[a]).toBe(RAW_MIN + RAW_MAX - s.raw[a]);
    }));
  });

  it('answering every statement the same leaves every area at 18: the keying balances agreeing with everything', () => {
    for (const v of AGREEMENT) {
      const same = Object.fromEntries(ITEMS.map((i) => [i.id, v])) as OrgHealthSheet;
      expect(scoreOrgHealthSheet(same).raw).toEqual(Object.fromEntries(AREA_IDS.map((a) => [a, 18])));
    }
  });

  it('an area depends on its own statements only, and its score and percentile rise when a keyed answer rises', () => {
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), (sheet, k) => {
      const item = ITEMS[k];
      const up = sheet[item.id] + item.keyed;
      fc.pre(up >= 1 && up <= 5);
      const was = scoreOrgHealthSheet(sheet);
      const now = scoreOrgHealthSheet({ ...sheet, [item.id]: up as AgreementValue });
      for (const a of AREA_IDS) expect(now.raw[a]).toBe(was.raw[a] + (a === item.area ? 1 : 0));
      expect(orgHealthProfile(now).percentile[item.area]).toBeGreaterThanOrEqual(orgHealthProfile(was).percentile[item.area]);
    }));
  });

  it('does not depend on the order of the answers, and is deterministic', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const reversed = Object.fromEntries(Object.entries(sheet).reverse()) as OrgHealthSheet;
      expect(scoreOrgHealthSheet(reversed)).toEqual(scoreOrgHealthSheet(sheet));
      expect(orgHealthProfile(scoreOrgHealthSheet(sheet))).toEqual(orgHealthProfile(scoreOrgHealthSheet(structuredClone(sheet))));
    }));
  });

  it('gives percentiles in 0..100, each in its band, for every score set', () => {
    fc.assert(fc.property(scoresArb, (scores) => {
      const p = orgHealthProfile(scores);
      for (const a of AREA_IDS) {
        expect(p.percentile[a]).toBeGreaterThanOrEqual(0);
        expect(p.percentile[a]).toBeLessThanOrEqual(100);
        expect(p.bands[a]).toBe(p.percentile[a] < 25 ? 'low' : p.percentile[a] > 75 ? 'high' : 'average');
      }
    }));
  });
});

describe('the weakest areas (lowestAreas, for the action cards) and the strongest', () => {
  it('ranks every area once, weakest first: by percentile, then score, then area order', () => {
    fc.assert(fc.property(scoresArb, (scores) => {
      const ranked = rankAreas(scores);
      expect([...ranked.map((r) => r.area)].sort()).toEqual([...AREA_IDS].sort());
      ranked.slice(1).forEach((r, k) => expect(before(key(ranked[k]), key(r))).toBeLessThan(0));
      for (const r of ranked) expect(r).toEqual({ area: r.area, score: scores.raw[r.area], percentile: percentileOf(r.area, scores.raw[r.area]), band: orgHealthProfile(scores).bands[r.area] });
    }));
  });

  it('gives the first n of that ranking (all when n is larger), refusing a count that is not a whole number from 0', () => {
    fc.assert(fc.property(scoresArb, fc.nat(12), (scores, n) => {
      const lowest = lowestAreas(scores, n);
      expect(lowest).toEqual(rankAreas(scores).slice(0, n));
      expect(lowest).toHaveLength(Math.min(n, AREA_IDS.length));
      const rest = rankAreas(scores).slice(n);
      for (const l of lowest) for (const r of rest) expect(l.percentile).toBeLessThanOrEqual(r.percentile);
    }));
    for (const n of [-1, 1.5, Number.NaN]) expect(() => lowestAreas({ raw: Object.fromEntries(AREA_IDS.map((a) => [a, 18])) as Record<AreaId, number> }, n)).toThrow(/assessment input rejected/);
  });

  it('breaks ties the same way whatever the key order of the scores: all equal gives the areas in their order', () => {
    fc.assert(fc.property(scoresArb, (scores) => {
      const shuffled = { raw: Object.fromEntries(Object.entries(scores.raw).reverse()) as Record<AreaId, number> };
      expect(lowestAreas(shuffled, 9)).toEqual(lowestAreas(scores, 9));
    }));
    // One norm table for every area: equal scores are equal in every respect, and area order decides.
    const sameNorm = { ...NORMS, percentile: Object.fromEntries(AREA_IDS.map((a) => [a, NORMS.percentile.purpose])) as typeof NORMS.percentile };
    const flat = { raw: Object.fromEntries(AREA_IDS.map((a) => [a, 20])) as Record<AreaId, number> };
    expect(lowestAreas(flat, 3, sameNorm).map((r) => r.area)).toEqual(['purpose', 'leading', 'climate']);
    expect(strongestAreas(flat, 3, sameNorm).map((r) => r.area)).toEqual(['purpose', 'leading', 'climate']);
    // In a profile the strongest are never the weakest: all equal, the next three in order.
    expect(orgHealthProfile(flat, sameNorm)).toMatchObject({ weakest: ['purpose', 'leading', 'climate'], strongest: ['ownership', 'coordination', 'skills'] });
    // Equal scores under the real norm: the area that stands lower against other organisations comes first.
    expect(lowestAreas(flat, 1)[0].percentile).toBe(Math.min(...AREA_IDS.map((a) => percentileOf(a, 20))));
  });

  it('never moves an area towards the weakest when its score rises', () => {
    fc.assert(fc.property(scoresArb, fc.constantFrom(...AREA_IDS), fc.integer({ min: 1, max: 24 }), (scores, area, by) => {
      const up = { raw: { ...scores.raw, [area]: Math.min(RAW_MAX, scores.raw[area] + by) } };
      const place = (s: OrgHealthScores) => rankAreas(s).findIndex((r) => r.area === area);
      expect(place(up)).toBeGreaterThanOrEqual(place(scores));
    }));
  });

  it('names the three strongest and three weakest in a profile, never the same area in both, every weakest at or below every strongest', () => {
    fc.assert(fc.property(scoresArb, (scores) => {
      const p = orgHealthProfile(scores);
      expect(p.weakest).toEqual(lowestAreas(scores, SHOWN_AREAS).map((r) => r.area));
      expect(p.strongest).toEqual(strongestAreas(scores, 9).map((r) => r.area).filter((a) => !p.weakest.includes(a)).slice(0, SHOWN_AREAS));
      const top = strongestAreas(scores, 1)[0];
      expect(top.percentile).toBe(Math.max(...AREA_IDS.map((a) => p.percentile[a])));
      expect(p.weakest.filter((a) => p.strongest.includes(a))).toEqual([]);
      for (const w of p.weakest) for (const s of p.strongest) expect(p.percentile[w]).toBeLessThanOrEqual(p.percentile[s]);
    }));
  });

  it('heads a result with its weakest area, or all_high when even that is high', () => {
    const p = orgHealthProfile(scoreOrgHealthSheet(standing({ purpose: 5, leading: 4, climate: 2, outward: 1, renewal: 5 })));
    expect(p.weakest[0]).toBe('outward');
    expect(p.weakest[1]).toBe('climate');
    expect(p.bands.outward).toBe('low');
    expect(orgHealthHeadline(p.scores)).toEqual(['outward']);
    const all = scoreOrgHealthSheet(standing(Object.fromEntries(AREA_IDS.map((a) => [a, 5]))));
    expect(orgHealthHeadline(all)).toEqual([ALL_HIGH_ID]);
    expect(headlineName('outward').en).toBe('To strengthen: outward focus');
    expect(headlineName(ALL_HIGH_ID).zh).toBe('九个方面都较高');
  });
});

describe('a department’s view', () => {
  it('is the mean per area of its people, whatever their order; a fractional mean falls between its neighbours’ percentiles', () => {
    const a = scoreOrgHealthSheet(standing({ purpose: 4 }));
    const b = scoreOrgHealthSheet(standing({ purpose: 5, renewal: 1 }));
    expect(averageOrgHealthScores([a, b]).raw).toMatchObject({ purpose: 27, leading: 18, renewal: 12 });
    fc.assert(fc.property(fc.array(sheetArb, { minLength: 1, maxLength: 6 }), (sheets) => {
      const scores = sheets.map(scoreOrgHealthSheet);
      const mean = averageOrgHealthScores(scores);
      expect(averageOrgHealthScores([...scores].reverse()).raw).toEqual(mean.raw);
      for (const area of AREA_IDS) {
        expect(mean.raw[area]).toBeGreaterThanOrEqual(Math.min(...scores.map((s) => s.raw[area])));
        expect(mean.raw[area]).toBeLessThanOrEqual(Math.max(...scores.map((s) => s.raw[area])));
      }
    }));
    expect(percentileOf('climate', 20.5)).toBeGreaterThanOrEqual(percentileOf('climate', 20));
    expect(percentileOf('climate', 20.5)).toBeLessThanOrEqual(percentileOf('climate', 21));
    expect(() => averageOrgHealthScores([])).toThrow(/assessment input rejected/);
  });
});

describe('the provisional norm', () => {
  it('is what the seeded simulation gives, rises with the score, centres on the middle and is marked as simulated', () => {
    expect(simulatedNorms()).toEqual(NORMS);
    expect(NORMS.source).toBe('simulated');
    for (const a of AREA_IDS) {
      const table = NORMS.percentile[a];
      expect(table).toHaveLength(RAW_MAX - RAW_MIN + 1);
      table.slice(1).forEach((v, k) => expect(v).toBeGreaterThanOrEqual(table[k]));
      expect(Math.abs(table[18 - RAW_MIN] - 50)).toBeLessThanOrEqual(3);
    }
  });
});
