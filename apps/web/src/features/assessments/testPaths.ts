import type { Instrument } from '@sandtable/shared/contracts/assessments';

/**
 * Where each instrument is taken and read (docs/decisions/assessments.md "Screens"): the team-role
 * test's spec routes, and the leadership-style test's — its questionnaire at /ls-test (the spec
 * names no route for it), its profile at the spec's /ls-details; the conflict-handling test's pairs
 * at /cf-test and its report at /cf-report (the spec names neither); the personality test's
 * statements at /bf-test and its profile at /bf-report (nor these); the communication-style test's
 * statements at /comm-test and its report at /comm-report (nor these); the teamwork-status test's
 * statements at /tw-test and its report at /tw-report (nor these); the organisation-health test's
 * statements at /oh-test and its report at /oh-report (nor these).
 */
export const TEST_PATHS: Record<Instrument, { take: string; result: string; report?: string }> = {
  team_role: { take: '/belbinTest', result: '/belbinResult', report: '/belbinReport' },
  leadership: { take: '/ls-test', result: '/ls-details' },
  conflict: { take: '/cf-test', result: '/cf-report' },
  personality: { take: '/bf-test', result: '/bf-report' },
  communication: { take: '/comm-test', result: '/comm-report' },
  teamwork: { take: '/tw-test', result: '/tw-report' },
  org_health: { take: '/oh-test', result: '/oh-report' },
};
