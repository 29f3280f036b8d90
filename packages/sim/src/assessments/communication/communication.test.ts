import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AXES, AXIS_MAX, ITEMS, ITEMS_PER_PART, NORMS, PARTS, POLE_IDS, SCALE, SCALE_MAX, SCALE_MIN, STEM, STRENGTH_BANDS, STRENGTH_BAND_NAMES, STYLES, STYLE_IDS, WORKING_WITH,
  averageCommunicationScores, communicationProfile, scoreCommunicationSheet, simulatedNorms, strengthBandOf, styleCount, styleOf, styleOfScores, unansweredItems,
  validateCommunicationSheet, type CommunicationSheet, type PoleId,
} from './index';

const sheetArb: fc.Arbitrary<CommunicationSheet> = fc
  .tuple(...ITEMS.map(() => fc.integer({ min: SCALE_MIN, max: SCALE_MAX })))
  .map((answers) => Object.fromEntries(ITEMS.map((item, k) => [item.id, answers[k]])));

/** Every answer mirrored on the scale (1 ↔ 5, 2 ↔ 4). */
const mirror = (sheet: CommunicationSheet): CommunicationSheet => Object.fromEntries(Object.entries(sheet).map(([id, v]) => [id, SCALE_MIN + SCALE_MAX - v]));
/** The sheet answering `value(pole)` to every statement of that pole. */
const byPole = (value: (pole: PoleId) => number): CommunicationSheet => Object.fromEntries(ITEMS.map((i) => [i.id, value(i.pole)]));

describe('the communication-style item bank', () => {
  it('has 24 statements in 3 parts of 8, each part 2 of every pole and never one pole twice in a row', () => {
    expect(ITEMS).toHaveLength(24);
    expect(PARTS.map((p) => p.items.length)).toEqual([ITEMS_PER_PART, ITEMS_PER_PART, ITEMS_PER_PART]);
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(24);
    for (const p of PARTS) {
      for (const pole of POLE_IDS) expect(p.items.filter((i) => i.pole === pole)).toHaveLength(2);
      p.items.slice(1).forEach((x, k) => expect(x.pole, x.id).not.toBe(p.items[k].pole));
    }
    expect(AXIS_MAX).toBe(24);
  });

  it('places the four styles in the four quadrants of the two axes', () => {
    expect(AXES.map((a) => [a.id, a.low, a.high])).toEqual([['assertiveness', 'asks', 'tells'], ['responsiveness', 'task', 'people']]);
    expect(Object.fromEntries(STYLES.map((s) => [s.id, [s.assertiveness, s.responsiveness]]))).toEqual({ systematic: [-1, -1], decisive: [1, -1], supportive: [-1, 1], spirited: [1, 1] });
  });

  it('has every text in both languages, and no text twice', () => {
    const texts = [
      STEM, ...SCALE, ...ITEMS.map((i) => i.text), ...AXES.flatMap((a) => [a.name, a.meaning]),
      ...STYLES.flatMap((s) => [s.name, s.essence, s.strengths, s.underPressure, s.stretch]),
      ...STYLE_IDS.flatMap((a) => STYLE_IDS.map((b) => WORKING_WITH[a][b])), ...STRENGTH_BANDS.map((b) => STRENGTH_BAND_NAMES[b]),
    ];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.zh)).size).toBe(texts.length);
  });
});

describe('validateCommunicationSheet', () => {
  it('accepts every complete sheet, whose pole sums lie in 6..30 and axes in −24..24', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validateCommunicationSheet(sheet)).toEqual([]);
      expect(unansweredItems(sheet)).toEqual([]);
      const s = scoreCommunicationSheet(sheet);
      for (const pole of POLE_IDS) {
        expect(Number.isInteger(s.poles[pole])).toBe(true);
        expect(s.poles[pole]).toBeGreaterThanOrEqual(6);
        expect(s.poles[pole]).toBeLessThanOrEqual(30);
      }
      expect(s.assertiveness).toBe(s.poles.tells - s.poles.asks);
      expect(s.responsiveness).toBe(s.poles.people - s.poles.task);
      expect(Math.abs(s.assertiveness)).toBeLessThanOrEqual(AXIS_MAX);
      expect(Math.abs(s.responsiveness)).toBeLessThanOrEqual(AXIS_MAX);
    }));
  });

  it('rejects every malformed answer, naming that item and no other, and scoring refuses it', () => {
    const bad = fc.constantFrom<unknown>(undefined, null, 0, 6, -1, 2.5, Number.NaN, Infinity, '3', '', true, [3], { v: 3 });
    fc.assert(fc.property(sheetArb, fc.nat(ITEMS.length - 1), bad, (sheet, k, value) => {
      const id = ITEMS[k].id;
      const broken = { ...sheet, [id]: value } as CommunicationSheet;
      const issues = validateCommunicationSheet(broken);
      expect(issues).toEqual([{ code: value === undefined || value === null ? 'cs_missing_answer' : 'cs_out_of_range', item: id, part: ITEMS[k].part }]);
      expect(unansweredItems(broken)).toEqual([id]);
      expect(() => scoreCommunicationSheet(broken)).toThrow(/assessment input rejected/);
    }));
  });

  it('rejects items the bank does not have, and anything that is not a sheet', () => {
    const unknownId = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !ITEMS.some((i) => i.id === s) && s !== '__proto__');
    fc.assert(fc.property(sheetArb, unknownId, fc.integer({ min: 1, max: 5 }), (sheet, id, v) => {
      expect(validateCommunicationSheet({ ...sheet, [id]: v })).toEqual([{ code: 'cs_unknown_item', item: id }]);
    }));
    for (const notSheet of [null, undefined, 'a', 3, [], [1, 2]]) expect(validateCommunicationSheet(notSheet)).toEqual([{ code: 'required' }]);
  });

  it('resumes a half-finished sheet at its first open item', () => {
    expect(unansweredItems(null)).toHaveLength(24);
    expect(unansweredItems({ m1: 3, m2: 4, m4: 1 })[0]).toBe('m3');
    expect(validateCommunicationSheet({ m1: 3 }).filter((i) => i.part === 1)).toHaveLength(7);
  });
});

describe('scoring', () => {
  it('mirrors: answering every statement the other way round turns both axes round and gives the opposite style', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const s = scoreCommunicationSheet(sheet);
      const m = scoreCommunicationSheet(mirror(sheet));
      expect(m.assertiveness).toBe(-s.assertiveness || 0);
      expect(m.responsiveness).toBe(-s.responsiveness || 0);
      if (s.assertiveness !== 0 && s.responsiveness !== 0) {
        const [a, b] = [styleOf(styleOfScores(s)), styleOf(styleOfScores(m))];
        expect([b.assertiveness, b.responsiveness]).toEqual([-a.assertiveness, -a.responsiveness]);
      }
      expect(communicationProfile(m).strength).toBe(communicationProfile(s).strength);
    }));
  });

  it('is blind to a habit of agreeing: one more scale point on every answer changes nothing', () => {
    const upTo4 = sheetArb.map((sheet) => Object.fromEntries(Object.entries(sheet).map(([id, v]) => [id, Math.min(v, SCALE_MAX - 1)])));
    fc.assert(fc.property(upTo4, (sheet) => {
      const s = scoreCommunicationSheet(sheet);
      const up = scoreCommunicationSheet(Object.fromEntries(Object.entries(sheet).map(([id, v]) => [id, v + 1])));
      expect([up.assertiveness, up.responsiveness]).toEqual([s.assertiveness, s.responsiveness]);
    }));
  });

  it('does not depend on the order of the answers, and is deterministic', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const reversed = Object.fromEntries(Object.entries(sheet).reverse()) as CommunicationSheet;
      expect(scoreCommunicationSheet(reversed)).toEqual(scoreCommunicationSheet(sheet));
      expect(communicationProfile(scoreCommunicationSheet(sheet))).toEqual(communicationProfile(scoreCommunicationSheet(structuredClone(sheet))));
    }));
  });

  it('gives a style in the quadrant of the axes, a strength that grows with the distance, close styles only across a balanced axis, and advice on every style', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const p = communicationProfile(scoreCommunicationSheet(sheet));
      const { assertiveness: a, responsiveness: r } = p.scores;
      const own = styleOf(p.style);
      if (a !== 0) expect(own.assertiveness).toBe(Math.sign(a));
      if (r !== 0) expect(own.responsiveness).toBe(Math.sign(r));
      expect(p.strength).toBeGreaterThanOrEqual(0);
      expect(p.strength).toBeLessThanOrEqual(100);
      expect(p.strengthBand).toBe(strengthBandOf(p.strength));
      expect(p.near).not.toContain(p.style);
      expect(p.near).toHaveLength((Math.abs(a) <= 2 ? 1 : 0) + (Math.abs(r) <= 2 ? 1 : 0) + (Math.abs(a) <= 2 && Math.abs(r) <= 2 ? 1 : 0));
      expect(p.advice.map((x) => x.with).sort()).toEqual([...STYLE_IDS].sort());
      expect(p.advice.map((x) => x.distance)).toEqual([2, 1, 1, 0]);
      expect(p.advice[3].with).toBe(p.style);
      for (const axis of ['assertiveness', 'responsiveness'] as const) {
        expect(p.percentile[axis]).toBeGreaterThanOrEqual(0);
        expect(p.percentile[axis]).toBeLessThanOrEqual(100);
      }
    }));
    fc.assert(fc.property(fc.integer({ min: -24, max: 24 }), fc.integer({ min: -24, max: 24 }), (a, r) => {
      const at = (x: number, y: number) => communicationProfile({ poles: { asks: 0, tells: x, task: 0, people: y }, assertiveness: x, responsiveness: y }).strength;
      if (Math.abs(a) < 24) expect(at(a + Math.sign(a || 1), r)).toBeGreaterThanOrEqual(at(a, r));
    }));
  });

  it('gives the scores, style, strength and advice worked out by hand', () => {
    // Tells 5, asks 2, task 4, people 3 on every statement of the pole.
    const p = communicationProfile(scoreCommunicationSheet(byPole((pole) => ({ tells: 5, asks: 2, task: 4, people: 3 })[pole])));
    expect(p.scores).toEqual({ poles: { asks: 12, tells: 30, task: 24, people: 18 }, assertiveness: 18, responsiveness: -6 });
    expect(p.style).toBe('decisive');
    // √(18² + 6²) / (24 √2) = 0.559
    expect(p.strength).toBe(56);
    expect(p.strengthBand).toBe('strong');
    expect(p.near).toEqual([]);
    expect(p.percentile).toEqual({ assertiveness: NORMS.percentile.assertiveness[42], responsiveness: NORMS.percentile.responsiveness[18] });
    expect(p.advice).toEqual([{ with: 'supportive', distance: 2 }, { with: 'systematic', distance: 1 }, { with: 'spirited', distance: 1 }, { with: 'decisive', distance: 0 }]);

    // Balanced on both axes (3 everywhere): the centre, every other style close by; a zero counts on the high side.
    const centre = communicationProfile(scoreCommunicationSheet(byPole(() => 3)));
    expect(centre).toMatchObject({ style: 'spirited', strength: 0, strengthBand: 'slight', near: ['systematic', 'decisive', 'supportive'] });
    // Asks a little more than tells (by 1 per statement... of two): balanced; task clearly.
    const leaning = communicationProfile({ poles: { asks: 20, tells: 18, task: 24, people: 12 }, assertiveness: -2, responsiveness: -12 });
    expect(leaning).toMatchObject({ style: 'systematic', near: ['decisive'] });
  });

  it('averages and counts a group', () => {
    const a = scoreCommunicationSheet(byPole((pole) => ({ tells: 5, asks: 1, task: 5, people: 1 })[pole]));
    const b = scoreCommunicationSheet(byPole((pole) => ({ tells: 1, asks: 4, task: 2, people: 4 })[pole]));
    expect(averageCommunicationScores([a, b])).toEqual({ poles: { asks: 15, tells: 18, task: 21, people: 15 }, assertiveness: 3, responsiveness: -6 });
    expect(styleCount([a, b, a])).toEqual({ systematic: 0, decisive: 2, supportive: 1, spirited: 0 });
    expect(() => averageCommunicationScores([])).toThrow(/assessment input rejected/);
  });
});

describe('the provisional norm', () => {
  it('is what the seeded simulation gives, rises with the score, is centred and marked as simulated', () => {
    expect(simulatedNorms()).toEqual(NORMS);
    expect(NORMS.source).toBe('simulated');
    for (const axis of ['assertiveness', 'responsiveness'] as const) {
      const table = NORMS.percentile[axis];
      expect(table).toHaveLength(2 * AXIS_MAX + 1);
      table.slice(1).forEach((v, k) => expect(v).toBeGreaterThanOrEqual(table[k]));
      expect(Math.abs(table[AXIS_MAX] - 50)).toBeLessThanOrEqual(5);
    }
  });
});
