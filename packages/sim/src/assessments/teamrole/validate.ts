// Checks on a team-role answer sheet and on who may rate whom. Issues carry engine-style codes that
// the i18n catalogue turns into messages (validation:tr_*), so the screen can say "3 points left"
// or "2 points too many" while the respondent types.
import { POINTS_PER_PART, PARTS, STATEMENTS } from './items';

/** Points per statement id (`p3s7` → 4); a statement left out has 0 points. Keys in any order. */
export type TeamRoleSheet = Record<string, number>;

export type TeamRoleIssueCode =
  | 'required' // the sheet is not an object of points
  | 'tr_unknown_statement'
  | 'tr_not_integer'
  | 'tr_negative_points'
  | 'tr_too_few_points'
  | 'tr_too_many_points';

/**
 * One problem: `part` the part it concerns, `statement` the statement's id, `limit` the points a
 * part must total and `total` what it totals now (too few / too many).
 */
export interface TeamRoleIssue {
  code: TeamRoleIssueCode;
  part?: number;
  statement?: string;
  limit?: number;
  total?: number;
}

/** Each part's current total of whole, non-negative points (what the live counter shows). */
export function partTotals(sheet: TeamRoleSheet): Record<number, number> {
  const totals: Record<number, number> = Object.fromEntries(PARTS.map((p) => [p.part, 0]));
  for (const [id, points] of Object.entries(sheet)) {
    const s = STATEMENTS.get(id);
    if (s && Number.isInteger(points) && points > 0) totals[s.part] += points;
  }
  return totals;
}

/**
 * Every problem with an answer sheet (empty when it can be scored): unknown statements, points that
 * are not whole numbers or are negative, and each part whose points do not total exactly 10.
 * A part with a bad value also gets its total checked, so a part is never reported as fine while
 * the respondent still has to change it.
 */
export function validateSheet(sheet: unknown): TeamRoleIssue[] {
  if (!sheet || typeof sheet !== 'object' || Array.isArray(sheet)) return [{ code: 'required' }];
  const issues: TeamRoleIssue[] = [];
  const totals: Record<number, number> = Object.fromEntries(PARTS.map((p) => [p.part, 0]));
  for (const [id, points] of Object.entries(sheet as Record<string, unknown>)) {
    const s = STATEMENTS.get(id);
    if (!s) { issues.push({ code: 'tr_unknown_statement', statement: id }); continue; }
    if (typeof points !== 'number' || !Number.isInteger(points)) { issues.push({ code: 'tr_not_integer', part: s.part, statement: id }); continue; }
    if (points < 0) { issues.push({ code: 'tr_negative_points', part: s.part, statement: id }); continue; }
    totals[s.part] += points;
  }
  for (const p of PARTS) {
    const total = totals[p.part];
    if (total < POINTS_PER_PART) issues.push({ code: 'tr_too_few_points', part: p.part, limit: POINTS_PER_PART, total });
    if (total > POINTS_PER_PART) issues.push({ code: 'tr_too_many_points', part: p.part, limit: POINTS_PER_PART, total });
  }
  return issues;
}

/** The parts still to be finished, in order: a half-finished test resumes at the first of them. */
export function unfinishedParts(sheet: TeamRoleSheet): number[] {
  const issues = validateSheet(sheet);
  return PARTS.map((p) => p.part).filter((n) => issues.some((i) => i.part === n));
}

