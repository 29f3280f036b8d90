// Debrief findings that cite a team's test profile (issue 14 "linked to the games";
// docs/assessments/debrief-findings.md): where a team lacked a contribution its tests describe and
// the game shows that team doing worse than the others at what that contribution is for, the debrief
// says so with both figures and asks a question. A pattern to discuss, not a cause: each finding
// needs the profile's fact and the game's evidence, and the evidence must stand out from the class.
import type { RoleId } from '../teamrole';
import type { StyleId } from '../leadership';

/** What a team's tests say, as the rules read it (null: the course has no such test, or too few answers). */
export interface ProfileFacts {
  teamId: number;
  /** Team roles none of the members who answered has among their strongest. */
  roleGaps: readonly RoleId[] | null;
  /** Leadership styles the team rarely uses (only from a profile shown under the anonymity rule). */
  rareStyles: readonly StyleId[] | null;
}

export type Cause = { kind: 'role_gap'; id: RoleId } | { kind: 'rare_style'; id: StyleId };

/** One rule of evidence: a team with `cause` whose `metric` is worse than the other teams' median by at least `margin`. */
export interface EvidenceRule<M extends string> {
  cause: Cause;
  metric: M;
  /** Which way is worse. */
  worse: 'higher' | 'lower';
  /** The smallest difference from the others' median that counts, in the metric's own unit. */
  margin: number;
}

export interface Finding<M extends string> {
  teamId: number;
  cause: Cause;
  metric: M;
  /** The team's figure and the other teams' median. */
  value: number;
  others: number;
}

/** Fewer teams than this to compare with, and no team stands out from anything. */
export const MIN_OTHERS = 2;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const has = (facts: ProfileFacts, cause: Cause): boolean =>
  cause.kind === 'role_gap' ? (facts.roleGaps?.includes(cause.id) ?? false) : (facts.rareStyles?.includes(cause.id) ?? false);

/**
 * Every finding of `rules` for the teams with profiles, in the rules' order per team (teams in the
 * profiles' order). `metrics` holds the game's figures of every team of the game, whether or not
 * it has a profile (the class to compare with); a metric a team lacks (NaN, missing) is no evidence.
 */
export function profileFindings<M extends string>(rules: readonly EvidenceRule<M>[], metrics: ReadonlyMap<number, Partial<Record<M, number>>>, profiles: readonly ProfileFacts[]): Finding<M>[] {
  const out: Finding<M>[] = [];
  for (const facts of profiles) {
    const own = metrics.get(facts.teamId);
    if (!own) continue;
    for (const rule of rules) {
      const value = own[rule.metric];
      if (value === undefined || !Number.isFinite(value) || !has(facts, rule.cause)) continue;
      const rest = [...metrics].filter(([id]) => id !== facts.teamId).map(([, m]) => m[rule.metric]).filter((v): v is number => v !== undefined && Number.isFinite(v));
      if (rest.length < MIN_OTHERS) continue;
      const others = median(rest);
      const gap = rule.worse === 'higher' ? value - others : others - value;
      // A figure exactly at the margin counts (0.3 − 0.2 is 0.0999… in binary).
      if (gap >= rule.margin - 1e-9) out.push({ teamId: facts.teamId, cause: rule.cause, metric: rule.metric, value, others });
    }
  }
  return out;
}
