import { caseOf } from './cases';
import type { ChangeCase } from './cases';
import type { StakeholderKind } from './types';

/** A case's organisation as index arrays, for the round's loops (built once per case). */
export interface Network {
  case: ChangeCase;
  ids: string[];
  index: Map<string, number>;
  kind: StakeholderKind[];
  influence: number[];
  stance: number[];
  /** For each person, who they listen to and how much (weight × influence / 3). */
  listensTo: { from: number; weight: number }[][];
  /** For each person, who listens to them. */
  heardBy: number[][];
  departments: Map<string, number[]>;
  totalInfluence: number;
}

const cache = new Map<string, Network>();

export function networkOf(caseId: string): Network {
  const cached = cache.get(caseId);
  if (cached) return cached;
  const c = caseOf(caseId);
  if (!c) throw new Error(`unknown case ${caseId}`);
  const ids = c.stakeholders.map((s) => s.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const listensTo = ids.map(() => [] as { from: number; weight: number }[]);
  const heardBy = ids.map(() => [] as number[]);
  for (const link of c.links) {
    const from = index.get(link.from)!;
    const to = index.get(link.to)!;
    listensTo[to].push({ from, weight: (link.weight * c.stakeholders[from].influence) / 3 });
    heardBy[from].push(to);
  }
  const departments = new Map(c.departments.map((d) => [d.key, [] as number[]]));
  c.stakeholders.forEach((s, i) => departments.get(s.department)!.push(i));
  const network: Network = {
    case: c,
    ids,
    index,
    kind: c.stakeholders.map((s) => s.kind),
    influence: c.stakeholders.map((s) => s.influence),
    stance: c.stakeholders.map((s) => s.stance),
    listensTo,
    heardBy,
    departments,
    totalInfluence: c.stakeholders.reduce((sum, s) => sum + s.influence, 0),
  };
  cache.set(caseId, network);
  return network;
}
