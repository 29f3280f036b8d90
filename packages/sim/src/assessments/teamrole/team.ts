// A team's role coverage for the group report: which roles the team has someone strong in, which
// none (gaps) and which many (overlaps). docs/assessments/team-roles.md §5.
import { ROLE_IDS, type RoleId } from './roles';
import { bandsOf, rankedRoles, type RoleScores } from './score';

/** From this many members strong in one role, the role is an overlap: they may compete for the same part. */
export const OVERLAP_FROM = 3;

export interface TeamMemberRoles {
  memberId: string;
  /** The member's overall profile (self, or self and observers). */
  scores: RoleScores;
  /** The roles the member chose to play (/belbinSelectRole): when given, they count instead of the profile. */
  chosen?: readonly RoleId[];
}

export interface RoleCoverage {
  role: RoleId;
  /** The members who bring the role, in the order given. */
  members: string[];
  status: 'gap' | 'covered' | 'overlap';
}

export interface TeamCoverage {
  roles: RoleCoverage[];
  gaps: RoleId[];
  overlaps: RoleId[];
}

/** The roles a member brings: chosen ones, else those banded high or very high, else their strongest role. */
export function strongRoles(m: TeamMemberRoles): RoleId[] {
  if (m.chosen && m.chosen.length > 0) return ROLE_IDS.filter((r) => m.chosen!.includes(r));
  const bands = bandsOf(m.scores);
  const strong = ROLE_IDS.filter((r) => bands[r] === 'high' || bands[r] === 'very_high');
  return strong.length > 0 ? strong : rankedRoles(m.scores).slice(0, 1);
}

export function teamCoverage(members: readonly TeamMemberRoles[]): TeamCoverage {
  const strong = members.map((m) => ({ id: m.memberId, roles: new Set(strongRoles(m)) }));
  const roles = ROLE_IDS.map((role): RoleCoverage => {
    const ids = strong.filter((m) => m.roles.has(role)).map((m) => m.id);
    return { role, members: ids, status: ids.length === 0 ? 'gap' : ids.length >= OVERLAP_FROM ? 'overlap' : 'covered' };
  });
  return { roles, gaps: roles.filter((r) => r.status === 'gap').map((r) => r.role), overlaps: roles.filter((r) => r.status === 'overlap').map((r) => r.role) };
}
