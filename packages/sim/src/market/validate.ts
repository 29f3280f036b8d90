import { MAX_PLANNED_UNITS, MAX_SPEND_FEN, OVERTIME_MAX_PERCENT } from './constants';
import { priceRange } from './params';
import type { MarketParams, TeamDecision } from './types';

export type DecisionField = keyof TeamDecision;

export type DecisionIssueCode =
  | 'required' // missing, or not a finite number
  | 'not_integer'
  | 'negative'
  | 'price_below_min'
  | 'price_above_max'
  | 'overtime_above_max'
  | 'above_max';

/**
 * One problem with a decision. `limit` is the bound that was crossed (fen for money, units for
 * production, percent for overtime), so the server can say "at least 50.00" in the reader's language.
 */
export interface DecisionIssue {
  field: DecisionField;
  code: DecisionIssueCode;
  limit?: number;
}

const FIELDS: readonly DecisionField[] = ['price', 'plannedProduction', 'overtimePercent', 'marketing', 'research'];

/** The upper bound of each field other than price, with the code reported when it is crossed. */
const UPPER: Record<Exclude<DecisionField, 'price'>, { limit: number; code: DecisionIssueCode }> = {
  plannedProduction: { limit: MAX_PLANNED_UNITS, code: 'above_max' },
  overtimePercent: { limit: OVERTIME_MAX_PERCENT, code: 'overtime_above_max' },
  marketing: { limit: MAX_SPEND_FEN, code: 'above_max' },
  research: { limit: MAX_SPEND_FEN, code: 'above_max' },
};

/**
 * Every problem with one team's decision (empty when it may be settled). Every field is a whole
 * number: fen, units or percent. At most one issue per field, the most basic first.
 */
export function validateDecision(decision: TeamDecision, params: MarketParams): DecisionIssue[] {
  const issues: DecisionIssue[] = [];
  const given = (decision ?? {}) as unknown as Record<string, unknown>;
  for (const field of FIELDS) {
    const value = given[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) issues.push({ field, code: 'required' });
    else if (!Number.isInteger(value)) issues.push({ field, code: 'not_integer' });
    else if (value < 0) issues.push({ field, code: 'negative', limit: 0 });
    else {
      const bound = field === 'price' ? priceBound(value, params) : value > UPPER[field].limit ? UPPER[field] : null;
      if (bound) issues.push({ field, ...bound });
    }
  }
  return issues;
}

function priceBound(price: number, params: MarketParams): { code: DecisionIssueCode; limit: number } | null {
  const { min, max } = priceRange(params);
  if (price < min) return { code: 'price_below_min', limit: min };
  if (price > max) return { code: 'price_above_max', limit: max };
  return null;
}
