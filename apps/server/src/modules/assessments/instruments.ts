// The two instruments as the server uses them: which parts an attempt has, what a part's answers
// must be (checked by the pure rules of @sandtable/sim/assessments), the whole sheet an attempt or an
// observer submits, and its scores. The issue codes become localized field messages (validation:*).
import { teamRole, leadership } from '@sandtable/sim/assessments';
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

export interface InstrumentRules {
  version: number;
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
}

const teamRoleRules: InstrumentRules = {
  version: teamRole.TEAM_ROLE_VERSION,
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
};

const isFinal = (i: leadership.LeadershipIssue) => i.code !== 'ls_missing_answer';

const leadershipRules: InstrumentRules = {
  version: leadership.LEADERSHIP_VERSION,
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
};

export const INSTRUMENT_RULES: Record<Instrument, InstrumentRules> = { team_role: teamRoleRules, leadership: leadershipRules };
