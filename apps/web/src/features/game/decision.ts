import type { EngineDecisionIssue } from '@sandtable/sim/engine';
import { marketEngine, type DecisionPreview, type MarketParams, type MarketPosition } from '@sandtable/sim/market';
import type { Decision, GameView } from '@sandtable/shared/contracts/game';
import { fenToYuan, yuanToFen } from '@sandtable/shared/format/money';

/**
 * The decision form's arithmetic: yuan in the form, fen on the wire. Limits, the reference play
 * and the live previews come from the engine (packages/sim/src/engine.ts) with the game's own
 * parameters as the server sends them, so the form never disagrees with the settlement.
 */

/** The team's start-of-round figures the server sends (`GameView.position`): the engine's position. */
export type Position = MarketPosition;
export type { DecisionPreview };

/** The game's parameters as the server sends them (`GameView.params`), for the market engine that plays them. */
export function gameParams(view: Pick<GameView, 'params'>): MarketParams {
  return marketEngine.readParams(view.params);
}

/** What the form holds: money in yuan (two decimals), goods in units, overtime in percent. */
export interface DecisionFormValues {
  price: number | null;
  plannedProduction: number | null;
  overtimePercent: number | null;
  marketing: number | null;
  research: number | null;
}

/** A money field's yuan -> whole fen (the shared conversion); an empty field stays null. */
export function moneyFen(yuan: number | null | undefined): number | null {
  return yuan == null || !Number.isFinite(yuan) ? null : yuanToFen(yuan);
}

/** The form's values as the contract's decision (fen); null fields stay null until filled. */
export function toDecision(values: DecisionFormValues): Partial<Record<keyof Decision, number | null>> {
  return {
    price: moneyFen(values.price),
    plannedProduction: values.plannedProduction ?? null,
    overtimePercent: values.overtimePercent ?? null,
    marketing: moneyFen(values.marketing),
    research: moneyFen(values.research),
  };
}

/** A complete decision, or null while a field is empty. */
export function completeDecision(values: DecisionFormValues): Decision | null {
  const d = toDecision(values);
  if (Object.values(d).some((v) => v == null)) return null;
  return d as Decision;
}

const DECISION_KEYS = ['price', 'plannedProduction', 'overtimePercent', 'marketing', 'research'] as const;

/** Two decisions (or none) with the same five values. */
export function sameDecision(a: Decision | null, b: Decision | null): boolean {
  if (!a || !b) return a === b;
  return DECISION_KEYS.every((key) => a[key] === b[key]);
}

export function toFormValues(decision: Decision): DecisionFormValues {
  return {
    price: fenToYuan(decision.price),
    plannedProduction: decision.plannedProduction,
    overtimePercent: decision.overtimePercent,
    marketing: fenToYuan(decision.marketing),
    research: fenToYuan(decision.research),
  };
}

/** The limits a lecturer's correction must meet (no team's cash matters there): the game's unit cost and price range. */
export function limitsPosition(params: MarketParams): Position {
  return marketEngine.limitsPosition(params);
}

/** A reasonable first decision: the engine's reference play (cost-plus price, a plan at the base demand). */
export function suggestedDecision(params: MarketParams, position: Position): Decision {
  return marketEngine.suggestedDecision(params, position);
}

/** Live previews of a (partly filled) decision from the team's position; empty fields count as 0. */
export function previewDecision(values: DecisionFormValues, position: Position, params: MarketParams): DecisionPreview {
  return marketEngine.preview(toDecision(values), position, params);
}

/** The engine's own check with the game's parameters (issues carry limits in the field's unit). */
export function decisionIssues(decision: Decision, params: MarketParams): EngineDecisionIssue<keyof Decision>[] {
  return marketEngine.validateDecision(decision, params);
}

/** Which form field an issue belongs to, and whether its limit is money (fen). */
export const MONEY_FIELDS: ReadonlySet<keyof Decision> = new Set(
  (Object.keys(marketEngine.decisionFields) as (keyof Decision)[]).filter((field) => marketEngine.decisionFields[field].unit === 'fen'),
);

