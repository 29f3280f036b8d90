// The team-role test (docs/assessments/team-roles.md): item bank, validation, scoring, norms and team coverage.
export { ROLES, ROLE_IDS, roleOf, type RoleId, type TeamRole } from './roles';
export { PARTS, STATEMENTS, INSTRUCTION, POINTS_PER_PART, TEAM_ROLE_VERSION, type Part, type Statement } from './items';
export { validateSheet, partTotals, unfinishedParts, type TeamRoleSheet, type TeamRoleIssue, type TeamRoleIssueCode } from './validate';
export {
  scoreSheet, averageScores, bandOf, bandsOf, rankedRoles, agreement, agreementSimilarity, teamRoleReport,
  BANDS, BAND_NAMES, AGREEMENT_NAMES, TOTAL_POINTS, AGREEMENT_GAP, type Band, type RoleScores, type Agreement, type ObserverSheet, type TeamRoleReport,
} from './score';
export { NORMS } from './norms';
export { simulatedNorms, normsFrom, simulatedSheet, latentProfile, NORM_SAMPLE, type TeamRoleNorms, type RoleNorm } from './simulate';
export { teamCoverage, strongRoles, OVERLAP_FROM, type TeamCoverage, type RoleCoverage, type TeamMemberRoles } from './team';
