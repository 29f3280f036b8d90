// The instruments as the server uses them: which parts an attempt has, what a part's answers must
// be (checked by the pure rules of @sandtable/sim/assessments), the whole sheet an attempt or an
// observer submits, its scores, whether others may rate the person, and a department's summary for
// the company dashboard. The issue codes become localized field messages (validation:*).
import { teamRole, leadership, conflict, personality, communication, teamwork, orgHealth, choiceSheetIssues, openChoiceItems, type ChoiceBank, type ChoiceIssue } from '@sandtable/sim/assessments';
import { LEADERSHIP_PARTS, type Instrument } from '@sandtable/shared/contracts/assessments';

export interface FieldIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, unknown>;
}

type Answers = Record<string, unknown>;
type Parts = Record<string, Answers>;

const TEAM_PARTS = teamRole.PARTS.map((p) => String(p.part));

const trIssue = (i: teamRole.TeamRoleIssue): FieldIssue => ({
  path: ['answers', ...(i.statement ? [i.statement] : [])],
  message: `validation:${i.code}`,
  params: i.limit === undefined ? undefined : { limit: i.limit, total: i.total },
});

const lsIssue = (i: leadership.LeadershipIssue): FieldIssue => ({
  path: ['answers', ...(i.item ? [i.item] : []), ...(i.choice ? [i.choice] : [])],
  message: `validation:${i.code}`,
  params: i.limit === undefined ? undefined : { limit: i.limit },
});

/**
 * A department's results on the company dashboard: the mean per role/style/mode/domain (communication
 * style: per axis) and how many have each as their strongest (communication style: as their style;
 * null where no id is a "strongest": personality).
 */
export interface DepartmentSummary {
  mean: Record<string, number>;
  strongest: Record<string, number> | null;
}

/** How many results have each id (role, style, mode) as their strongest, every id listed. */
function strongestCount<S>(ids: readonly string[], results: readonly S[], strongest: (s: S) => string): Record<string, number> {
  const count = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const s of results) count[strongest(s)] += 1;
  return count;
}

export interface InstrumentRules {
  version: number;
  /** Whether colleagues may be invited to rate the person (observers); a self-report test has none. */
  observers: boolean;
  parts: readonly string[];
  /** Problems with one part's answers as saved (a team-role part must total exactly 10; leadership parts may be partly answered). */
  checkPart(part: string, answers: Answers): FieldIssue[];
  /** The whole sheet from saved parts. */
  sheet(parts: Parts): unknown;
  /** Problems with a whole sheet (submit, an observer's answers). */
  checkSheet(sheet: unknown): FieldIssue[];
  /** The parts still to answer, in order. */
  unfinished(parts: Parts): string[];
  /** The scores stored as the result. */
  score(sheet: unknown): Record<string, unknown>;
  /** The dashboard's summary of stored results (called from ANONYMITY_THRESHOLD results on). */
  department(results: readonly Record<string, unknown>[]): DepartmentSummary;
  /**
   * What stands out in a stored result, as the ids the instrument names (/evaluate-score): the
   * strong team roles, the dominant and second leadership style, the dominant conflict modes, the
   * personality domains banded high, the communication style, the teamwork level to start with (or `all_high`), the weakest organisation-health area (or `all_high`). `chosen`: the team roles the person
   * chose to play (/belbinSelectRole), which stand out before the scores' (as in the team coverage).
   */
  headline(scores: Record<string, unknown>, chosen?: readonly string[] | null): string[];
}

const teamRoleRules: InstrumentRules = {
  version: teamRole.TEAM_ROLE_VERSION,
  observers: true,
  parts: TEAM_PARTS,
  checkPart(part, answers) {
    if (!TEAM_PARTS.includes(part)) return [{ path: ['part'], message: 'validation:invalid_value' }];
    const foreign = Object.keys(answers).filter((id) => teamRole.STATEMENTS.get(id)?.part !== Number(part));
    if (foreign.length) return foreign.map((id) => ({ path: ['answers', id], message: 'validation:tr_unknown_statement' }));
    return teamRole.validateSheet(answers).filter((i) => i.part === Number(part)).map(trIssue);
  },
  sheet: (parts) => Object.assign({}, ...TEAM_PARTS.map((p) => parts[p] ?? {})),
  checkSheet: (sheet) => teamRole.validateSheet(sheet).map(trIssue),
  unfinished: (parts) => TEAM_PARTS.filter((p) => !parts[p] || teamRoleRules.checkPart(p, parts[p]).length > 0),
  score: (sheet) => ({ ...teamRole.scoreSheet(sheet as teamRole.TeamRoleSheet) }),
  department(results) {
    const scores = results as unknown as teamRole.RoleScores[];
    return { mean: { ...teamRole.averageScores(scores).percent }, strongest: strongestCount(teamRole.ROLE_IDS, scores, (s) => teamRole.rankedRoles(s)[0]) };
  },
  headline: (scores, chosen) => teamRole.strongRoles({ memberId: '', scores: scores as unknown as teamRole.RoleScores, chosen: (chosen ?? undefined) as teamRole.RoleId[] | undefined }),
};

const isFinal = (i: leadership.LeadershipIssue) => i.code !== 'ls_missing_answer';

const leadershipRules: InstrumentRules = {
  version: leadership.LEADERSHIP_VERSION,
  observers: true,
  parts: LEADERSHIP_PARTS,
  checkPart(part, answers) {
    if (!(LEADERSHIP_PARTS as readonly string[]).includes(part)) return [{ path: ['part'], message: 'validation:invalid_value' }];
    const sheet = { frequency: part === 'frequency' ? answers : {}, scenarios: part === 'scenarios' ? answers : {} };
    // Saved as the person goes: unanswered items are fine until the submit, wrong ones never.
    return leadership.validateLeadershipSheet(sheet).filter((i) => i.section === part && isFinal(i)).map(lsIssue);
  },
  sheet: (parts) => ({ frequency: parts.frequency ?? {}, scenarios: parts.scenarios ?? {} }),
  checkSheet: (sheet) => leadership.validateLeadershipSheet(sheet).map(lsIssue),
  unfinished(parts) {
    const open = new Set(leadership.unfinishedItems(leadershipRules.sheet(parts)));
    return LEADERSHIP_PARTS.filter((p) => (p === 'frequency' ? leadership.FREQUENCY_ITEMS : leadership.SCENARIOS).some((i) => open.has(i.id)));
  },
  score: (sheet) => ({ ...leadership.scoreLeadershipSheet(sheet as leadership.LeadershipSheet) }),
  department(results) {
    const profile = leadership.groupProfile(results as unknown as leadership.StyleScores[]);
    return { mean: { ...profile.mean }, strongest: { ...profile.dominantCount } };
  },
  headline(scores) {
    const profile = leadership.styleProfile(scores as unknown as leadership.StyleScores);
    return [profile.dominant, profile.secondary];
  },
};

/**
 * A one-choice self-report test (conflict handling, personality, communication style, teamwork status, organisation health) from its bank:
 * nobody else rates it; its parts are saved as the person goes (an item may be left open until the
 * submit, a wrong answer never); the submit needs every item. The rest is the instrument's own.
 */
function selfReportRules(bank: ChoiceBank, own: Pick<InstrumentRules, 'version' | 'score' | 'department' | 'headline'>): InstrumentRules {
  const parts = [...new Set(bank.items.map((i) => String(i.part)))];
  const field = (i: ChoiceIssue): FieldIssue => ({ path: ['answers', ...(i.id ? [i.id] : [])], message: `validation:${i.code}` });
  const sheet = (saved: Parts) => Object.assign({}, ...parts.map((p) => saved[p] ?? {}));
  return {
    ...own,
    observers: false,
    parts,
    checkPart(part, answers) {
      if (!parts.includes(part)) return [{ path: ['part'], message: 'validation:invalid_value' }];
      const foreign = Object.keys(answers).filter((id) => String(bank.byId.get(id)?.part) !== part);
      if (foreign.length) return foreign.map((id) => ({ path: ['answers', id], message: `validation:${bank.codes.unknown}` }));
      return choiceSheetIssues(answers, bank).filter((i) => i.part === Number(part) && i.code !== bank.codes.missing).map(field);
    },
    sheet,
    checkSheet: (whole) => choiceSheetIssues(whole, bank).map(field),
    unfinished(saved) {
      const open = new Set(openChoiceItems(sheet(saved), bank));
      return parts.filter((p) => bank.items.some((i) => String(i.part) === p && open.has(i.id)));
    },
  };
}

// How one handles conflict (docs/assessments/conflict-handling.md).
const conflictRules = selfReportRules(conflict.CONFLICT_BANK, {
  version: conflict.CONFLICT_VERSION,
  score: (sheet) => ({ ...conflict.scoreConflictSheet(sheet as conflict.ConflictSheet) }),
  department(results) {
    const scores = results as unknown as conflict.ConflictScores[];
    return { mean: { ...conflict.averageConflictScores(scores).points }, strongest: strongestCount(conflict.MODE_IDS, scores, (s) => conflict.rankedModes(s)[0]) };
  },
  headline: (scores) => conflict.conflictProfile(scores as unknown as conflict.ConflictScores).dominant,
});

// One's own habits at work (docs/assessments/personality.md).
const personalityRules = selfReportRules(personality.PERSONALITY_BANK, {
  version: personality.PERSONALITY_VERSION,
  score: (sheet) => ({ ...personality.scorePersonalitySheet(sheet as personality.PersonalitySheet) }),
  // The mean score per domain; no "strongest": the domains are not on one scale and none is better.
  department: (results) => ({ mean: { ...personality.averagePersonalityScores(results as unknown as personality.PersonalityScores[]).raw }, strongest: null }),
  headline(scores) {
    const { bands } = personality.personalityProfile(scores as unknown as personality.PersonalityScores);
    return personality.DOMAIN_IDS.filter((d) => bands[d] === 'high');
  },
});

// How one communicates (docs/assessments/communication-style.md).
const communicationRules = selfReportRules(communication.COMMUNICATION_BANK, {
  version: communication.COMMUNICATION_VERSION,
  score: (sheet) => ({ ...communication.scoreCommunicationSheet(sheet as communication.CommunicationSheet) }),
  department(results) {
    const scores = results as unknown as communication.CommunicationScores[];
    const mean = communication.averageCommunicationScores(scores);
    // The mean of each axis, and the mean strength (how pronounced the styles are: not the strength of the mean point).
    const strength = scores.reduce((sum, s) => sum + communication.strengthOf(s), 0) / scores.length;
    return { mean: { assertiveness: mean.assertiveness, responsiveness: mean.responsiveness, strength }, strongest: { ...communication.styleCount(scores) } };
  },
  headline: (scores) => [communication.communicationProfile(scores as unknown as communication.CommunicationScores).style],
});

// How one's team works together, level by level (docs/assessments/teamwork-status.md).
const teamworkRules = selfReportRules(teamwork.TEAMWORK_BANK, {
  version: teamwork.TEAMWORK_VERSION,
  score: (sheet) => ({ ...teamwork.scoreTeamworkSheet(sheet as teamwork.TeamworkSheet) }),
  // The mean score per level; no "strongest": the levels are separate scales.
  department: (results) => ({ mean: { ...teamwork.averageTeamworkScores(results as unknown as teamwork.TeamworkScores[]).raw }, strongest: null }),
  headline: (scores) => teamwork.teamworkHeadline(scores as unknown as teamwork.TeamworkScores),
});

// How healthy one's organisation is, area by area (docs/assessments/organisation-health.md).
const orgHealthRules = selfReportRules(orgHealth.ORG_HEALTH_BANK, {
  version: orgHealth.ORG_HEALTH_VERSION,
  score: (sheet) => ({ ...orgHealth.scoreOrgHealthSheet(sheet as orgHealth.OrgHealthSheet) }),
  // The mean score per area (the dashboard's heat map; its bands are the engine's); no "strongest": a department's weakest areas come from its mean.
  department: (results) => ({ mean: { ...orgHealth.averageOrgHealthScores(results as unknown as orgHealth.OrgHealthScores[]).raw }, strongest: null }),
  headline: (scores) => orgHealth.orgHealthHeadline(scores as unknown as orgHealth.OrgHealthScores),
});

export const INSTRUMENT_RULES: Record<Instrument, InstrumentRules> = {
  team_role: teamRoleRules,
  leadership: leadershipRules,
  conflict: conflictRules,
  personality: personalityRules,
  communication: communicationRules,
  teamwork: teamworkRules,
  org_health: orgHealthRules,
};
