// The scenario versions a TS course can play (its tsVersion): original situations with their items,
// the expert's ranks and reasons, in both languages.
import { MAX_ITEMS, MIN_ITEMS } from '../constants';
import { DESERT } from './desert';
import { RECALL } from './recall';
import { SEA } from './sea';
import type { Scenario } from './types';
import { WINTER } from './winter';

export type * from './types';

export const SCENARIOS: readonly Scenario[] = [SEA, DESERT, WINTER, RECALL];

export function scenarioOf(version: number): Scenario | undefined {
  return SCENARIOS.find((s) => s.version === version);
}

/** The versions a course may choose, as the course form and the briefing list them (no items, no answers). */
export function scenarioList(): { version: number; key: string; kind: Scenario['kind']; title: Scenario['title']; itemCount: number }[] {
  return SCENARIOS.map((s) => ({ version: s.version, key: s.key, kind: s.kind, title: s.title, itemCount: s.items.length }));
}

/** The scenario's items in the expert's order (the reveal reads them so). */
export function expertOrder(s: Scenario): string[] {
  return [...s.items].sort((a, b) => a.expertRank - b.expertRank).map((i) => i.id);
}

/** The problems with a scenario's data, as sentences (empty when playable): the tests hold every version to them. */
export function scenarioProblems(s: Scenario): string[] {
  const problems: string[] = [];
  const n = s.items.length;
  if (!(Number.isInteger(s.version) && s.version >= 1)) problems.push('a version is a whole number from 1');
  if (n < MIN_ITEMS || n > MAX_ITEMS) problems.push(`a scenario has ${MIN_ITEMS}–${MAX_ITEMS} items, not ${n}`);
  const ids = new Set(s.items.map((i) => i.id));
  if (ids.size !== n || s.items.some((i) => i.id === '')) problems.push('item ids must be unique and non-empty');
  const ranks = s.items.map((i) => i.expertRank).sort((a, b) => a - b);
  if (ranks.some((r, k) => r !== k + 1)) problems.push('expert ranks must be 1 to n, each once');
  const texts = [s.title, s.briefing, ...s.items.flatMap((i) => [i.name, i.reason])];
  if (texts.some((t) => !t.zh.trim() || !t.en.trim())) problems.push('every text needs both zh and en');
  if (s.sources.length === 0) problems.push('a scenario cites the sources of its expert ranking');
  return problems;
}
