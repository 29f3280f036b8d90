// The team-synergy exercise's rules of evidence (docs/assessments/debrief-findings.md §3): how much
// the team's consensus gained over its own members, which the people roles and a participative way
// of leading speak to.
import type { EvidenceRule } from './findings';

export const SYNERGY_METRICS = ['teamGain'] as const;
export type SynergyMetric = (typeof SYNERGY_METRICS)[number];

/** A team's figures on the scoreboard. */
export interface SynergyFigures {
  teamId: number;
  /** The members' average error minus the team's (points; null: nobody answered alone). */
  teamGain: number | null;
}

export function synergyMetrics(teams: readonly SynergyFigures[]): Map<number, Record<SynergyMetric, number>> {
  return new Map(teams.map((t) => [t.teamId, { teamGain: t.teamGain ?? Number.NaN }]));
}

/** A team's gain is in error points (the ranking's scale: 0 to the exercise's maximum error). */
export const SYNERGY_RULES: readonly EvidenceRule<SynergyMetric>[] = [
  // Steering the team to a decision that uses what each knows.
  { cause: { kind: 'role_gap', id: 'convener' }, metric: 'teamGain', worse: 'lower', margin: 4 },
  // Holding the team together so that quieter members are heard.
  { cause: { kind: 'role_gap', id: 'harmoniser' }, metric: 'teamGain', worse: 'lower', margin: 4 },
  // Asking everyone before deciding.
  { cause: { kind: 'rare_style', id: 'democratic' }, metric: 'teamGain', worse: 'lower', margin: 4 },
];
