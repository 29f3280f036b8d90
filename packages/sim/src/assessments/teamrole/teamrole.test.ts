import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BELBIN } from '../../../../shared/src/rules/constants';
import { ANONYMITY_THRESHOLD, validateRaters } from '../common';
import {
  AGREEMENT_NAMES, BAND_NAMES, BANDS, NORMS, PARTS, POINTS_PER_PART, ROLES, ROLE_IDS, STATEMENTS, TOTAL_POINTS, simulatedNorms, scoreSheet, teamCoverage, teamRoleReport,
  unfinishedParts, validateSheet, type RoleId, type TeamRoleSheet,
} from './index';

/** A valid sheet: each part's 10 points given one by one to statements picked by index. */
const sheetArb: fc.Arbitrary<TeamRoleSheet> = fc
  .array(fc.array(fc.nat(9), { minLength: POINTS_PER_PART, maxLength: POINTS_PER_PART }), { minLength: PARTS.length, maxLength: PARTS.length })
  .map((picks) => {
    const sheet: TeamRoleSheet = {};
    picks.forEach((part, p) => part.forEach((k) => {
      const id = PARTS[p].statements[k].id;
      sheet[id] = (sheet[id] ?? 0) + 1;
    }));
    return sheet;
  });

/** A sheet from points per role, the same in every part (each on the role's first statement there). */
function sheetOf(perPart: Partial<Record<RoleId, number>>): TeamRoleSheet {
  const sheet: TeamRoleSheet = {};
  for (const p of PARTS) {
    for (const [role, points] of Object.entries(perPart)) sheet[p.statements.find((s) => s.role === role)!.id] = points;
  }
  return sheet;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the team-role item bank', () => {
  it('has the spec\'s 7 parts of 10 statements, every role in every part, and both languages and forms', () => {
    expect(PARTS.length).toBe(BELBIN.parts);
    expect(POINTS_PER_PART).toBe(BELBIN.pointsPerPart);
    expect(ROLES.map((r) => r.id)).toEqual([...ROLE_IDS]);
    expect(STATEMENTS.size).toBe(BELBIN.parts * BELBIN.questionsPerPart);
    for (const p of PARTS) {
      expect(p.statements).toHaveLength(BELBIN.questionsPerPart);
      expect(new Set(p.statements.map((s) => s.role))).toEqual(new Set(ROLE_IDS));
    }
    const texts = [
      ...ROLES.flatMap((r) => [r.name, r.contribution, r.watchOut]),
      ...PARTS.flatMap((p) => [p.stem.self, p.stem.others, ...p.statements.map((s) => s.text)]),
      ...BANDS.map((b) => BAND_NAMES[b]), ...Object.values(AGREEMENT_NAMES),
    ];
    for (const t of texts) expect(t.zh.trim() && t.en.trim(), JSON.stringify(t)).toBeTruthy();
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    // 7 extra statements over 9 roles: seven roles have 8 statements, two have 7 (the norms absorb it).
    const counts = ROLE_IDS.map((r) => [...STATEMENTS.values()].filter((s) => s.role === r).length).sort();
    expect(counts).toEqual([7, 7, 8, 8, 8, 8, 8, 8, 8]);
  });
});

describe('validateSheet', () => {
  it('accepts every valid sheet, which gives 70 points, shares adding to 1 and percentages to exactly 100', () => {
    fc.assert(fc.property(sheetArb, (sheet) => {
      expect(validateSheet(sheet)).toEqual([]);
      expect(unfinishedParts(sheet)).toEqual([]);
      const s = scoreSheet(sheet);
      expect(sum(Object.values(sheet))).toBe(TOTAL_POINTS);
      expect(sum(ROLE_IDS.map((r) => s.points[r]))).toBe(TOTAL_POINTS);
      expect(sum(ROLE_IDS.map((r) => s.share[r]))).toBeCloseTo(1, 12);
      expect(sum(ROLE_IDS.map((r) => s.percent[r]))).toBe(100);
    }));
  });

  it('rejects every malformed part, naming that part and no other', () => {
    const how = fc.constantFrom('fewer', 'more', 'negative', 'fraction', 'nan', 'text', 'empty');
    fc.assert(fc.property(sheetArb, fc.nat(PARTS.length - 1), fc.nat(9), how, (sheet, p, k, kind) => {
      const part = PARTS[p];
      const bad: Record<string, unknown> = { ...sheet };
      const target = part.statements[k].id;
      const other = part.statements[(k + 1) % 10].id;
      const current = sheet[target] ?? 0;
      if (kind === 'fewer') {
        const given = part.statements.find((s) => (sheet[s.id] ?? 0) > 0)!.id;
        bad[given] = sheet[given] - 1;
      }
      if (kind === 'more') bad[target] = current + 1;
      if (kind === 'negative') { bad[target] = -1; bad[other] = (sheet[other] ?? 0) + current + 1; } // still totals 10
      if (kind === 'fraction') { bad[target] = current + 0.5; bad[other] = (sheet[other] ?? 0) - 0.5; }
      if (kind === 'nan') bad[target] = Number.NaN;
      if (kind === 'text') bad[target] = String(current);
      if (kind === 'empty') for (const s of part.statements) delete bad[s.id];
      const issues = validateSheet(bad);
      expect(issues.length).toBeGreaterThan(0);
      expect(issues.every((i) => i.part === part.part)).toBe(true);
      expect(unfinishedParts(bad as TeamRoleSheet)).toEqual([part.part]);
    }));
  });

  it('names each problem with its code, part and figures', () => {
    expect(validateSheet(null)).toEqual([{ code: 'required' }]);
    expect(validateSheet([])).toEqual([{ code: 'required' }]);
    const sheet = sheetOf({ driver: 10 });
    expect(validateSheet({ ...sheet, p1s1: 2, nope: 3 })).toEqual([
      { code: 'tr_unknown_statement', statement: 'nope' },
      { code: 'tr_too_many_points', part: 1, limit: 10, total: 12 },
    ]);
    expect(validateSheet({ ...sheet, p2s1: 7, p2s3: 1.5, p2s4: -1 })).toEqual([
      { code: 'tr_not_integer', part: 2, statement: 'p2s3' },
      { code: 'tr_negative_points', part: 2, statement: 'p2s4' },
      { code: 'tr_too_many_points', part: 2, limit: 10, total: 17 },
    ]);
    const { p3s10: _dropped, ...partial } = sheet;
    expect(validateSheet(partial)).toEqual([{ code: 'tr_too_few_points', part: 3, limit: 10, total: 0 }]);
    expect(unfinishedParts({})).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('forbids rating oneself and rating the same person twice', () => {
    expect(validateRaters('me', ['a', 'me', 'b', 'a'])).toEqual([
      { code: 'assess_self_rating', rater: 1 },
      { code: 'assess_repeated_rater', rater: 3 },
    ]);
    expect(() => teamRoleReport('me', null, [{ raterId: 'me', sheet: sheetOf({ driver: 10 }) }])).toThrow(/assess_self_rating/);
  });
});

describe('scoring', () => {
  it('does not depend on the order of statements in the sheet or on statements given 0 points', () => {
    fc.assert(fc.property(sheetArb, fc.infiniteStream(fc.double({ noNaN: true })), (sheet, noise) => {
      const ids = [...STATEMENTS.keys()];
      const order = ids.map((id) => ({ id, key: noise.next().value })).sort((a, b) => a.key - b.key);
      const shuffled = Object.fromEntries(order.map(({ id }) => [id, sheet[id] ?? 0]));
      expect(scoreSheet(shuffled)).toEqual(scoreSheet(sheet));
    }));
  });

  it('is deterministic, and the stored norm table is what the seeded simulation gives', () => {
    fc.assert(fc.property(sheetArb, fc.array(sheetArb, { maxLength: 5 }), (self, observers) => {
      const raters = observers.map((sheet, i) => ({ raterId: `o${i}`, sheet }));
      expect(teamRoleReport('me', self, raters)).toEqual(teamRoleReport('me', structuredClone(self), structuredClone(raters)));
    }), { numRuns: 50 });
    expect(simulatedNorms()).toEqual(NORMS);
  });
});

describe('observers and anonymity', () => {
  it('reveals nothing of fewer than 3 observers but their count: the report is the same whatever they answered', () => {
    fc.assert(fc.property(sheetArb, fc.array(sheetArb, { maxLength: ANONYMITY_THRESHOLD - 1 }), (self, observers) => {
      const report = teamRoleReport('me', self, observers.map((sheet, i) => ({ raterId: `o${i}`, sheet })));
      const alone = teamRoleReport('me', self, []);
      expect(report.observers).toEqual({ status: 'withheld', count: observers.length, needed: ANONYMITY_THRESHOLD });
      expect({ ...report, observers: null }).toEqual({ ...alone, observers: null });
      expect(report.agreement).toBeNull();
    }));
  });

  it('shows from 3 observers only their aggregate, the same in any order', () => {
    fc.assert(fc.property(sheetArb, fc.array(sheetArb, { minLength: ANONYMITY_THRESHOLD, maxLength: 5 }), (self, observers) => {
      const raters = observers.map((sheet, i) => ({ raterId: `o${i}`, sheet }));
      const report = teamRoleReport('me', self, raters);
      expect(report.observers.status).toBe('shown');
      expect(teamRoleReport('me', self, [...raters].reverse())).toEqual(report);
      if (report.observers.status !== 'shown') return;
      expect(sum(ROLE_IDS.map((r) => report.observers.status === 'shown' ? report.observers.scores.points[r] : 0))).toBeCloseTo(TOTAL_POINTS, 9);
      expect(sum(ROLE_IDS.map((r) => report.overall!.percent[r]))).toBe(100);
    }));
  });
});

describe('a golden respondent', () => {
  // Self: 5 driver, 3 organiser, 2 analyst in every part. Three observers: 4 driver, 3 harmoniser, 3 analyst.
  const self = sheetOf({ driver: 5, organiser: 3, analyst: 2 });
  const seen = sheetOf({ driver: 4, harmoniser: 3, analyst: 3 });
  const report = teamRoleReport('me', self, ['a', 'b', 'c'].map((raterId) => ({ raterId, sheet: seen })));

  it('gets the points, bands, overall profile and agreement worked out by hand', () => {
    expect(report.self!.points).toMatchObject({ driver: 35, organiser: 21, analyst: 14, harmoniser: 0 });
    expect(report.self!.percent).toMatchObject({ driver: 50, organiser: 30, analyst: 20 });
    expect(report.observers).toMatchObject({ status: 'shown', count: 3, scores: { points: { driver: 28, harmoniser: 21, analyst: 21 } } });
    expect(report.overall!.points).toMatchObject({ driver: 31.5, analyst: 17.5, organiser: 10.5, harmoniser: 10.5, expert: 0 });
    expect(report.overall!.percent).toMatchObject({ driver: 45, analyst: 25, organiser: 15, harmoniser: 15 });
    expect(report.bands).toMatchObject({ driver: 'very_high', analyst: 'high', organiser: 'high', harmoniser: 'high', expert: 'low' });
    // A tie (organiser and harmoniser at 10.5) goes to the earlier role in ROLE_IDS.
    expect(report.top).toEqual(['driver', 'analyst', 'harmoniser']);
    // Total variation distance 0.4: similarity 60, between chance's median (45.7) and 90th percentile (64.3).
    expect(report.agreement).toEqual({ similarity: 60, level: 'moderate', seenMoreByOthers: ['harmoniser', 'analyst'], seenMoreBySelf: ['organiser', 'driver'] });
  });
});

describe('team coverage', () => {
  const scores = (perPart: Partial<Record<RoleId, number>>) => scoreSheet(sheetOf(perPart));

  it('finds the gaps and the overlaps, and lets chosen roles count instead of the profile', () => {
    const coverage = teamCoverage([
      { memberId: 'a', scores: scores({ driver: 6, organiser: 4 }) },
      { memberId: 'b', scores: scores({ driver: 7, analyst: 3 }) },
      { memberId: 'c', scores: scores({ driver: 5, harmoniser: 5 }) },
      { memberId: 'd', scores: scores({ driver: 10 }), chosen: ['expert', 'keeper'] },
    ]);
    expect(coverage.roles.find((r) => r.role === 'driver')).toEqual({ role: 'driver', members: ['a', 'b', 'c'], status: 'overlap' });
    expect(coverage.roles.find((r) => r.role === 'keeper')).toEqual({ role: 'keeper', members: ['d'], status: 'covered' });
    expect(coverage.overlaps).toEqual(['driver']);
    expect(coverage.gaps).toEqual(['originator', 'connector', 'convener']);
  });

  it('puts every member in at least one role and reports each role once', () => {
    fc.assert(fc.property(fc.array(sheetArb, { minLength: 1, maxLength: 12 }), (sheets) => {
      const c = teamCoverage(sheets.map((s, i) => ({ memberId: `m${i}`, scores: scoreSheet(s) })));
      expect(c.roles.map((r) => r.role)).toEqual([...ROLE_IDS]);
      for (let i = 0; i < sheets.length; i++) expect(c.roles.some((r) => r.members.includes(`m${i}`))).toBe(true);
      expect(c.gaps.length + c.overlaps.length).toBeLessThanOrEqual(ROLE_IDS.length);
    }), { numRuns: 50 });
  });
});
