// The cases a CM course can be played on (loadActiveCaseList): original organisations with their
// stakeholders and influence links, in both languages (their stage questions, with the answer key,
// are the server's: ../stages.ts).
import { MAX_PEOPLE, MIN_PEOPLE } from '../constants';
import { FACTORY_CASE } from './factory';
import { MERGER_CASE } from './merger';
import type { ChangeCase } from './types';

export type * from './types';

export const CASES: readonly ChangeCase[] = [FACTORY_CASE, MERGER_CASE];

export function caseOf(caseId: string): ChangeCase | undefined {
  return CASES.find((c) => c.id === caseId);
}

/** The problems with a case's data, as sentences (empty when playable): the tests hold every case to them. */
export function caseProblems(c: ChangeCase): string[] {
  const problems: string[] = [];
  const ids = new Set(c.stakeholders.map((s) => s.id));
  const departments = new Set(c.departments.map((d) => d.key));
  if (ids.size !== c.stakeholders.length) problems.push('stakeholder ids must be unique');
  if (ids.size < MIN_PEOPLE || ids.size > MAX_PEOPLE) problems.push(`a case has ${MIN_PEOPLE}–${MAX_PEOPLE} stakeholders, not ${ids.size}`);
  for (const s of c.stakeholders) {
    if (!departments.has(s.department)) problems.push(`${s.id}: unknown department ${s.department}`);
    if (!(Number.isInteger(s.influence) && s.influence >= 1 && s.influence <= 5)) problems.push(`${s.id}: influence is 1–5`);
    if (!(Number.isInteger(s.stance) && s.stance >= -2 && s.stance <= 2)) problems.push(`${s.id}: stance is −2…2`);
    if (departments.has(s.id) || s.id === '') problems.push(`${s.id}: a stakeholder id must not be empty or a department's key`);
  }
  for (const d of c.departments) if (!c.stakeholders.some((s) => s.department === d.key)) problems.push(`department ${d.key} has nobody`);
  const seen = new Set<string>();
  for (const l of c.links) {
    if (!ids.has(l.from) || !ids.has(l.to) || l.from === l.to) problems.push(`link ${l.from}→${l.to}: unknown or self`);
    if (!(l.weight > 0 && l.weight <= 1)) problems.push(`link ${l.from}→${l.to}: weight is in (0, 1]`);
    if (seen.has(`${l.from}>${l.to}`)) problems.push(`link ${l.from}→${l.to} twice`);
    seen.add(`${l.from}>${l.to}`);
  }
  for (const s of c.stakeholders) if (!c.links.some((l) => l.to === s.id)) problems.push(`${s.id} listens to nobody`);
  return problems;
}
