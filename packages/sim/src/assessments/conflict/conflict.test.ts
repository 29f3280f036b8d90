import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MODES, MODE_BANDS, MODE_BAND_NAMES, MODE_IDS, MODE_MAX, NORMS, OPTIONS, PAIRS, PARTS, PAIRS_PER_PART, STEM, averageConflictScores, bandOf, conflictProfile,
  scoreConflictSheet, simulatedNorms, unansweredPairs, validateConflictSheet, type ConflictSheet, type ModeId, type OptionId,
} from './index';

const sheetArb: fc.Arbitrary<ConflictSheet> = fc
  .tuple(...PAIRS.map(() => fc.constantFrom<OptionId>(...OPTIONS)))
  .map((picks) => Object.fromEntries(PAIRS.map((p, k) => [p.id, picks[k]])));

const flip = (sheet: ConflictSheet): ConflictSheet => Object.fromEntries(Object.entries(sheet).map(([id, o]) => [id, o === 'a' ? 'b' : 'a']));
/** The sheet that picks, in every pair, the statement of the mode earlier in `order`. */
const preferring = (order: readonly ModeId[]): ConflictSheet =>
  Object.fromEntries(PAIRS.map((p) => [p.id, order.indexOf(p.a.mode) < order.indexOf(p.b.mode) ? 'a' : 'b']));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const key = (a: ModeId, b: ModeId) => [a, b].sort().join('+');

describe('the conflict-handling item bank', () => {
  it('has 30 pairs in 3 parts of 10, every pairing of two modes 3 times (once per part), each mode 12 times, 6 first and 6 second', () => {
    expect(MODES.map((m) => m.id)).toEqual([...MODE_IDS]);
    expect(PAIRS).toHaveLength(30);
    expect(PARTS.map((p) => p.pairs.length)).toEqual([PAIRS_PER_PART, PAIRS_PER_PART, PAIRS_PER_PART]);
    expect(new Set(PAIRS.map((p) => p.id)).size).toBe(30);
    for (const p of PARTS) {
      const pairings = p.pairs.map((x) => key(x.a.mode, x.b.mode));
      expect(new Set(pairings).size).toBe(10);
      p.pairs.slice(1).forEach((x, k) => expect([x.a.mode, x.b.mode].some((m) => [p.pairs[k].a.mode, p.pairs[k].b.mode].includes(m)), x.id).toBe(false));
    }
    for (const p of PAIRS) expect(p.a.mode).not.toBe(p.b.mode);
    for (const m of MODE_IDS) {
      expect(PAIRS.filter((p) => p.a.mode === m)).toHaveLength(6);
      expect(PAIRS.filter((p) => p.b.mode === m)).toHaveLength(6);
    }
    expect(MODE_MAX).toBe(12);
  });

  it('places the modes on the two axes of the dual-concern model', () => {
    const at = Object.fromEntries(MODES.map((m) => [m.id, [m.assertiveness, m.cooperativeness]]));
    expect(at).toEqual({ competing: [1, -1], collaborating: [1, 1], compromising: [0, 0], avoiding: [-1, -1], accommodating: [-1, 1] });
  });

  it('has every text in both languages, and no statement twice', () => {
    const statements = PAIRS.flatMap((p) => [p.a.text, p.b.text]);
    const texts = [STEM, ...statements, ...MODES.flatMap((m) => [m.name, m.essence, m.whenItFits, m.risk, m.develop, m.overuse]), ...MODE_BANDS.map((b) => MODE_BAND_NAMES[b])];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.zh)).size).toBe(texts.length);
  });
});

describe('validateConflictSheet', () => {
  it('accepts every complete sheet, whose points lie in 0..12 and add up to 30', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validateConflictSheet(sheet)).toEqual([]);
      expect(unansweredPairs(sheet)).toEqual([]);
      const s = scoreConflictSheet(sheet);
      for (const m of MODE_IDS) {
        expect(Number.isInteger(s.points[m])).toBe(true);
        expect(s.points[m]).toBeGreaterThanOrEqual(0);
        expect(s.points[m]).toBeLessThanOrEqual(MODE_MAX);
      }
      expect(sum(MODE_IDS.map((m) => s.points[m]))).toBe(PAIRS.length);
      expect(Math.abs(s.assertiveness)).toBeLessThanOrEqual(24);
      expect(Math.abs(s.cooperativeness)).toBeLessThanOrEqual(24);
    }));
  });

  it('rejects every malformed answer, naming that pair and no other, and scoring refuses it', () => {
    const bad = fc.constantFrom<unknown>(undefined, null, 'c', 'A', '', 0, 1, true, ['a'], { a: 1 }, 'ab');
    fc.assert(fc.property(sheetArb, fc.nat(PAIRS.length - 1), bad, (sheet, k, value) => {
      const id = PAIRS[k].id;
      const broken = { ...sheet, [id]: value } as ConflictSheet;
      const issues = validateConflictSheet(broken);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toEqual({ code: value === undefined || value === null ? 'cf_missing_answer' : 'cf_unknown_option', pair: id, part: PAIRS[k].part });
      expect(unansweredPairs(broken)).toEqual([id]);
      expect(() => scoreConflictSheet(broken)).toThrow(/assessment input rejected/);
    }));
  });

  it('rejects pairs the bank does not have, and anything that is not a sheet', () => {
    const unknownId = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !PAIRS.some((p) => p.id === s) && s !== '__proto__');
    fc.assert(fc.property(sheetArb, unknownId, fc.constantFrom<OptionId>('a', 'b'), (sheet, id, o) => {
      expect(validateConflictSheet({ ...sheet, [id]: o })).toEqual([{ code: 'cf_unknown_pair', pair: id }]);
    }));
    for (const notSheet of [null, undefined, 'a', 3, [], ['a', 'b']]) expect(validateConflictSheet(notSheet)).toEqual([{ code: 'required' }]);
  });

  it('resumes a half-finished sheet at its first open pair', () => {
    expect(unansweredPairs(null)).toHaveLength(30);
    expect(unansweredPairs({ c1: 'a', c2: 'b', c4: 'a' })[0]).toBe('c3');
    expect(validateConflictSheet({ c1: 'a' }).filter((i) => i.part === 1)).toHaveLength(9);
  });
});

describe('scoring', () => {
  it('mirrors: answering every pair the other way gives each mode 12 minus its points and turns both axes round', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const s = scoreConflictSheet(sheet);
      const f = scoreConflictSheet(flip(sheet));
      for (const m of MODE_IDS) expect(f.points[m]).toBe(MODE_MAX - s.points[m]);
      expect(f.assertiveness).toBe(-s.assertiveness || 0);
      expect(f.cooperativeness).toBe(-s.cooperativeness || 0);
    }));
  });

  it('does not depend on the order of the answers, and is deterministic', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const reversed = Object.fromEntries(Object.entries(sheet).reverse()) as ConflictSheet;
      expect(scoreConflictSheet(reversed)).toEqual(scoreConflictSheet(sheet));
      expect(conflictProfile(scoreConflictSheet(sheet))).toEqual(conflictProfile(scoreConflictSheet(structuredClone(sheet))));
    }));
  });

  it('names dominant and least-used modes, and advice for each, consistent with the points and the norm', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      const p = conflictProfile(scoreConflictSheet(sheet));
      const pts = (m: ModeId) => p.scores.points[m];
      const max = Math.max(...MODE_IDS.map(pts));
      const min = Math.min(...MODE_IDS.map(pts));
      expect(p.dominant.length).toBeGreaterThan(0);
      expect(p.dominant.every((m) => pts(m) === max)).toBe(true);
      expect(p.leastUsed.every((m) => pts(m) === min && !p.dominant.includes(m))).toBe(true);
      expect(p.dominant.length + MODE_IDS.filter((m) => pts(m) !== max && pts(m) !== min).length + p.leastUsed.length).toBe(MODE_IDS.length);
      expect(p.advice).toEqual([...p.dominant.map((mode) => ({ mode, kind: 'overuse' })), ...p.leastUsed.map((mode) => ({ mode, kind: 'develop' }))]);
      for (const m of MODE_IDS) {
        expect(p.percentile[m]).toBeGreaterThanOrEqual(0);
        expect(p.percentile[m]).toBeLessThanOrEqual(100);
        expect(p.bands[m]).toBe(bandOf(p.percentile[m]));
      }
    }));
  });

  it('gives the points, axes, bands, dominant and least-used mode worked out by hand', () => {
    // Collaborating over compromising over accommodating over competing over avoiding, in every pair.
    const p = conflictProfile(scoreConflictSheet(preferring(['collaborating', 'compromising', 'accommodating', 'competing', 'avoiding'])));
    // A mode gets 3 points per mode ranked below it.
    expect(p.scores.points).toEqual({ collaborating: 12, compromising: 9, accommodating: 6, competing: 3, avoiding: 0 });
    // (3 + 12) − (0 + 6) and (12 + 6) − (3 + 0)
    expect(p.scores.assertiveness).toBe(9);
    expect(p.scores.cooperativeness).toBe(15);
    expect(p.dominant).toEqual(['collaborating']);
    expect(p.leastUsed).toEqual(['avoiding']);
    expect(p.ranked).toEqual(['collaborating', 'compromising', 'accommodating', 'competing', 'avoiding']);
    expect(p.bands).toEqual({ competing: 'low', collaborating: 'high', compromising: 'high', avoiding: 'low', accommodating: 'middle' });
    expect(p.advice).toEqual([{ mode: 'collaborating', kind: 'overuse' }, { mode: 'avoiding', kind: 'develop' }]);
  });

  it('keeps ties: all modes equal is all dominant and none least used', () => {
    const even = { points: { competing: 6, collaborating: 6, compromising: 6, avoiding: 6, accommodating: 6 }, assertiveness: 0, cooperativeness: 0 };
    expect(conflictProfile(even)).toMatchObject({ dominant: [...MODE_IDS], leastUsed: [] });
    const two = averageConflictScores([
      scoreConflictSheet(preferring(['competing', 'avoiding', 'compromising', 'collaborating', 'accommodating'])),
      scoreConflictSheet(preferring(['avoiding', 'competing', 'compromising', 'accommodating', 'collaborating'])),
    ]);
    expect(two.points).toEqual({ competing: 10.5, avoiding: 10.5, compromising: 6, collaborating: 1.5, accommodating: 1.5 });
    expect(conflictProfile(two)).toMatchObject({ dominant: ['competing', 'avoiding'], leastUsed: ['accommodating', 'collaborating'] });
  });
});

describe('the provisional norm', () => {
  it('is what the seeded simulation gives, rises with the score and is marked as simulated', () => {
    expect(simulatedNorms()).toEqual(NORMS);
    expect(NORMS.source).toBe('simulated');
    for (const m of MODE_IDS) {
      expect(NORMS.percentile[m]).toHaveLength(MODE_MAX + 1);
      NORMS.percentile[m].slice(1).forEach((v, k) => expect(v).toBeGreaterThanOrEqual(NORMS.percentile[m][k]));
    }
  });
});
