// Simulated respondents: the provisional norms are the distribution of role points among them
// (docs/assessments/team-roles.md §4). A respondent has a latent liking for each role (log-normal,
// so most people lean clearly towards a few roles); in each part they pick 2–4 statements, more
// likely the ones of roles they like, and share the 10 points among them by that liking. The
// model is deliberately simple and seeded: the same seed always gives the same table.
import { seededRandom, type Random } from '../../random';
import { normal, quantile } from '../common';
import { PARTS, POINTS_PER_PART } from './items';
import { ROLE_IDS, type RoleId } from './roles';
import type { TeamRoleSheet } from './validate';
import { agreementSimilarity, scoreSheet } from './score';

/** How strongly latent role liking varies between people, and a statement's own pull around it. */
const ROLE_SPREAD = 0.8;
const ITEM_NOISE = 0.4;

export const NORM_SAMPLE = { seed: 14, respondents: 2000 } as const;

/** One simulated respondent's liking per role. */
export function latentProfile(random: Random): Record<RoleId, number> {
  return Object.fromEntries(ROLE_IDS.map((r) => [r, Math.exp(ROLE_SPREAD * normal(random))])) as Record<RoleId, number>;
}

/** A valid answer sheet from a latent profile: 2–4 statements per part, at least 1 point each. */
export function simulatedSheet(random: Random, liking: Record<RoleId, number>): TeamRoleSheet {
  const sheet: TeamRoleSheet = {};
  for (const p of PARTS) {
    const pool = p.statements.map((s) => ({ id: s.id, w: liking[s.role] * Math.exp(ITEM_NOISE * normal(random)) }));
    const picked: typeof pool = [];
    const k = 2 + Math.floor(random() * 3);
    while (picked.length < k) {
      const total = pool.reduce((sum, s) => sum + s.w, 0);
      let at = random() * total;
      const i = Math.max(0, pool.findIndex((s) => (at -= s.w) < 0));
      picked.push(...pool.splice(i, 1));
    }
    // One point each, the rest by liking with the largest remainder (ties to the earlier pick).
    const rest = POINTS_PER_PART - k;
    const weight = picked.reduce((sum, s) => sum + s.w, 0);
    const exact = picked.map((s) => (rest * s.w) / weight);
    const whole = exact.map(Math.floor);
    let left = rest - whole.reduce((a, b) => a + b, 0);
    for (const { i } of exact.map((e, i) => ({ i, r: e - whole[i] })).sort((a, b) => b.r - a.r || a.i - b.i)) {
      if (left-- <= 0) break;
      whole[i] += 1;
    }
    picked.forEach((s, i) => { sheet[s.id] = 1 + whole[i]; });
  }
  return sheet;
}

export interface RoleNorm {
  /** Self points (0–70) at the 30th, 70th and 90th percentile of the sample: the band limits. */
  p30: number;
  p70: number;
  p90: number;
}

export interface TeamRoleNorms {
  source: 'simulated' | 'empirical';
  respondents: number;
  roles: Record<RoleId, RoleNorm>;
  /** Self–other similarity (0–100) of two unrelated respondents at the 50th and 90th percentile: chance agreement. */
  chanceAgreement: { p50: number; p90: number };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Norms from a sample of answer sheets (simulated now; real sheets once enough exist, with the same
 * function). Chance agreement pairs each sheet with the next one: unrelated people.
 */
export function normsFrom(sheets: readonly TeamRoleSheet[], source: TeamRoleNorms['source']): TeamRoleNorms {
  const scores = sheets.map(scoreSheet);
  const roles = Object.fromEntries(ROLE_IDS.map((r) => {
    const sorted = scores.map((s) => s.points[r]).sort((a, b) => a - b);
    return [r, { p30: round1(quantile(sorted, 0.3)), p70: round1(quantile(sorted, 0.7)), p90: round1(quantile(sorted, 0.9)) }];
  })) as Record<RoleId, RoleNorm>;
  const chance = scores.map((s, i) => agreementSimilarity(s, scores[(i + 1) % scores.length])).sort((a, b) => a - b);
  return {
    source,
    respondents: sheets.length,
    roles,
    chanceAgreement: { p50: round1(quantile(chance, 0.5)), p90: round1(quantile(chance, 0.9)) },
  };
}

/** The provisional norm table, regenerated: norms.ts must equal this (a test holds it so). */
export function simulatedNorms(seed: number = NORM_SAMPLE.seed, respondents: number = NORM_SAMPLE.respondents): TeamRoleNorms {
  const random = seededRandom(seed);
  const sheets = Array.from({ length: respondents }, () => simulatedSheet(random, latentProfile(random)));
  return normsFrom(sheets, 'simulated');
}
