import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import type { Course, CourseCreateInput, coursePlanSchema } from '@sandtable/shared/contracts/courses';
import {
  COURSE_LIMITS,
  TEAM_COLOURS,
  checkCourseTimes,
  checkTeams,
  minTeamsToStart,
  proposedTeamCapacity,
  type CourseDetailsInput,
  type CourseKind,
  type CourseStudentRow,
  type GameId,
} from '@sandtable/shared/rules/course';
import { COURSE_VERSIONS, GAME_IDS } from '@sandtable/shared/rules/course';
import { TS_VERSIONS } from '@sandtable/shared/rules/constants';
import { fenToYuan, yuanToFen } from '@sandtable/shared/format/money';

/**
 * The course wizard's state and rules, without React: the details form's values and their
 * request, yuan and fen, the proposed teams, placing, moving and distributing students, and the
 * spec §5 checks of the teams step (the shared rules, run in the browser).
 */

// ---------------------------------------------------------------- money

/** The price input's yuan (empty is free) -> integer fen, by the shared conversion; NaN for junk. */
export function priceYuanToFen(yuan: number | string | null | undefined): number {
  if (yuan === null || yuan === undefined || yuan === '') return 0;
  const n = typeof yuan === 'number' ? yuan : Number(yuan);
  return Number.isFinite(n) ? yuanToFen(n) : Number.NaN;
}

// ---------------------------------------------------------------- step 1: details

export type CourseVersion = (typeof COURSE_VERSIONS)[number];

/** The details form as antd holds it: dates as dayjs, the price in yuan. */
export interface DetailsValues {
  gameId: GameId;
  tsVersion?: number | null;
  name: string;
  lecturerId?: number | null;
  startAt?: Dayjs | null;
  endAt?: Dayjs | null;
  registrationDeadline?: Dayjs | null;
  participants: number;
  teamCount: number;
  rounds: number;
  caseStudy: string;
  introduction: string;
  priceYuan: number | null;
  advanceEntryHours: number;
  autoRoundAt?: Dayjs | null;
  version: CourseVersion;
  purpose?: string | null;
  productType?: string | null;
  objectivesZh?: string | null;
  objectivesEn?: string | null;
  questionnaireUrls: string[];
  certificate: {
    issuedOn?: Dayjs | null;
    courseName?: string | null;
    institutionZh?: string | null;
    institutionEn?: string | null;
  };
}

export const TIME_FIELDS = ['startAt', 'endAt', 'registrationDeadline', 'autoRoundAt'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** A sensible new course: a week from now, one day 09:00–17:00, sign-up closing the day before. */
/**
 * A fresh course whose game (and team-synergy scenario) a link chose: the classic cases' "create a
 * course with this case" (`?gameId=TS&tsVersion=2`). Anything else in the link is ignored.
 */
export function detailsFromLink(details: DetailsValues, params: URLSearchParams): DetailsValues {
  const gameId = params.get('gameId') as GameId | null;
  if (!gameId || !GAME_IDS.includes(gameId)) return details;
  const version = Number(params.get('tsVersion'));
  const tsVersion = gameId === 'TS' && Number.isInteger(version) && version >= TS_VERSIONS.min && version <= TS_VERSIONS.max ? version : null;
  return { ...details, gameId, tsVersion, teamCount: minTeamsToStart(gameId) };
}

export function defaultDetails(now: Dayjs = dayjs()): DetailsValues {
  const start = now.add(7, 'day').hour(9).minute(0).second(0).millisecond(0);
  return {
    gameId: 'MS',
    tsVersion: null,
    name: '',
    lecturerId: null,
    startAt: start,
    endAt: start.hour(17),
    registrationDeadline: start.subtract(1, 'day').hour(18),
    participants: 24,
    teamCount: minTeamsToStart('MS'),
    rounds: 6,
    caseStudy: '',
    introduction: '',
    priceYuan: 0,
    advanceEntryHours: 1,
    autoRoundAt: null,
    version: 'default',
    purpose: '',
    productType: '',
    objectivesZh: '',
    objectivesEn: '',
    questionnaireUrls: [],
    certificate: {},
  };
}

const iso = (d: Dayjs | null | undefined): string => (d ? d.second(0).millisecond(0).toISOString() : '');
const isoOrNull = (d: Dayjs | null | undefined): string | null => (d ? iso(d) : null);
const textOrNull = (s: string | null | undefined): string | null => {
  const trimmed = (s ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The details as the contract takes them (create and update share these fields). */
export function detailsRequest(values: DetailsValues, kind: CourseKind): CourseDetailsInput {
  const cert = values.certificate ?? {};
  const certificate = {
    issuedOn: cert.issuedOn ? cert.issuedOn.format('YYYY-MM-DD') : null,
    courseName: textOrNull(cert.courseName),
    institutionZh: textOrNull(cert.institutionZh),
    institutionEn: textOrNull(cert.institutionEn),
  };
  const hasCertificate = Object.values(certificate).some((v) => v !== null);
  return {
    gameId: values.gameId,
    tsVersion: values.gameId === 'TS' ? (values.tsVersion ?? null) : null,
    kind,
    name: values.name.trim(),
    lecturerId: kind === 'open' ? null : (values.lecturerId ?? null),
    startAt: iso(values.startAt),
    endAt: iso(values.endAt),
    registrationDeadline: iso(values.registrationDeadline),
    participants: values.participants,
    teamCount: values.teamCount,
    rounds: values.rounds,
    caseStudy: values.caseStudy.trim(),
    introduction: values.introduction.trim(),
    priceFen: priceYuanToFen(values.priceYuan),
    advanceEntryHours: values.advanceEntryHours,
    autoRoundAt: isoOrNull(values.autoRoundAt),
    version: values.version,
    purpose: textOrNull(values.purpose),
    productType: textOrNull(values.productType),
    objectivesZh: textOrNull(values.objectivesZh),
    objectivesEn: textOrNull(values.objectivesEn),
    questionnaireUrls: (values.questionnaireUrls ?? []).map((u) => (u ?? '').trim()).filter(Boolean),
    certificate: hasCertificate ? certificate : null,
  };
}

/** A course's details back into the form (the edit drawer). */
export function detailsValuesFrom(course: Course): DetailsValues {
  const d = (s: string | null) => (s ? dayjs(s) : null);
  return {
    gameId: course.gameId,
    tsVersion: course.tsVersion,
    name: course.name,
    lecturerId: course.lecturer?.id ?? null,
    startAt: d(course.startAt),
    endAt: d(course.endAt),
    registrationDeadline: d(course.registrationDeadline),
    participants: course.participants,
    teamCount: course.teamCount,
    rounds: course.rounds,
    caseStudy: course.caseStudy,
    introduction: course.introduction,
    priceYuan: fenToYuan(course.priceFen),
    advanceEntryHours: course.advanceEntryHours,
    autoRoundAt: d(course.autoRoundAt),
    version: course.version,
    purpose: course.purpose ?? '',
    productType: course.productType ?? '',
    objectivesZh: course.objectivesZh ?? '',
    objectivesEn: course.objectivesEn ?? '',
    questionnaireUrls: course.questionnaireUrls,
    certificate: {
      issuedOn: course.certificate.issuedOn ? dayjs(course.certificate.issuedOn) : null,
      courseName: course.certificate.courseName,
      institutionZh: course.certificate.institutionZh,
      institutionEn: course.certificate.institutionEn,
    },
  };
}

/** An issue of a shared rule: the field's path, the validation key and its parameters. */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
  params: Record<string, unknown>;
}

/** Runs a shared `check…(d, ctx)` rule and collects its issues. */
function collect(run: (ctx: z.RefinementCtx) => void): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const ctx = {
    addIssue: (issue: { path?: (string | number)[]; message?: string; params?: Record<string, unknown> }) =>
      issues.push({ path: issue.path ?? [], message: issue.message ?? 'validation:custom', params: issue.params ?? {} }),
  } as unknown as z.RefinementCtx;
  run(ctx);
  return issues;
}

/**
 * The cross-field time rules of spec §5 (end not before start, sign-up not after start, not in
 * the past, the automatic round time inside the period) for the times filled in so far.
 */
export function timeIssues(values: Partial<Record<TimeField, Dayjs | null | undefined>>, now = Date.now()): RuleIssue[] {
  if (!values.startAt || !values.endAt || !values.registrationDeadline) {
    // Only "not in the past" can be told for a lone time.
    return (['startAt', 'registrationDeadline'] as const).filter((f) => values[f] && values[f].valueOf() < now).map((f) => ({ path: [f], message: 'validation:notInPast', params: {} }));
  }
  return collect((ctx) =>
    checkCourseTimes({ startAt: iso(values.startAt), endAt: iso(values.endAt), registrationDeadline: iso(values.registrationDeadline), autoRoundAt: isoOrNull(values.autoRoundAt) }, ctx, now),
  );
}

// ---------------------------------------------------------------- step 2: teams and students

export interface Student {
  key: string;
  name: string;
  mobile: string;
  department: string | null;
}

export interface TeamDraft {
  key: string;
  name: string;
  colour: string;
  capacity: number;
  /** The user changed the capacity: a new participant count no longer overrides it. */
  capacityEdited: boolean;
  captainKey: string | null;
  members: Student[];
}

export interface TeamsDraft {
  teams: TeamDraft[];
  /** Students not in a team yet (imported without a team, or their team was removed). */
  pool: Student[];
}

export const emptyTeams: TeamsDraft = { teams: [], pool: [] };

let sequence = 0;
/** A key unique in this page's life (drafts restored from storage keep theirs). */
export const newKey = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** The colour the n-th team (from 0) wears by default. */
export const colourOf = (index: number) => TEAM_COLOURS[index % TEAM_COLOURS.length];

/**
 * The teams the wizard proposes for `teamCount` and `participants`: existing teams are kept (with
 * their names, colours and students), missing ones are added as "Team n", surplus ones removed
 * with their students put back into the pool. Capacities not edited by the user follow the even
 * split of the participants.
 */
export function proposeTeams(draft: TeamsDraft, teamCount: number, participants: number, nameOf: (n: number) => string): TeamsDraft {
  const capacity = proposedTeamCapacity(participants, teamCount);
  const kept = draft.teams.slice(0, teamCount).map((team) => (team.capacityEdited ? team : { ...team, capacity }));
  const removed = draft.teams.slice(teamCount);
  const used = new Set(kept.map((t) => t.name));
  const added: TeamDraft[] = [];
  for (let i = kept.length; i < teamCount; i++) {
    let n = i + 1;
    while (used.has(nameOf(n))) n++;
    used.add(nameOf(n));
    added.push({ key: newKey('t'), name: nameOf(n), colour: colourOf(i), capacity, capacityEdited: false, captainKey: null, members: [] });
  }
  return { teams: [...kept, ...added], pool: [...draft.pool, ...removed.flatMap((t) => t.members)] };
}

/** One more team (step 2's "add team"), named after the next free number. */
export function addTeam(draft: TeamsDraft, capacity: number, nameOf: (n: number) => string): TeamsDraft {
  const used = new Set(draft.teams.map((t) => t.name));
  let n = draft.teams.length + 1;
  while (used.has(nameOf(n))) n++;
  const team: TeamDraft = { key: newKey('t'), name: nameOf(n), colour: colourOf(draft.teams.length), capacity, capacityEdited: false, captainKey: null, members: [] };
  return { ...draft, teams: [...draft.teams, team] };
}

/** Removes a team; its students go back to the pool. */
export function removeTeam(draft: TeamsDraft, teamKey: string): TeamsDraft {
  const team = draft.teams.find((t) => t.key === teamKey);
  if (!team) return draft;
  return { teams: draft.teams.filter((t) => t !== team), pool: [...draft.pool, ...team.members] };
}

export function updateTeam(draft: TeamsDraft, teamKey: string, patch: Partial<Pick<TeamDraft, 'name' | 'colour' | 'capacity' | 'captainKey'>>): TeamDraft[] {
  return draft.teams.map((t) => (t.key === teamKey ? { ...t, ...patch, capacityEdited: t.capacityEdited || patch.capacity !== undefined } : t));
}

export const allStudents = (draft: TeamsDraft): Student[] => [...draft.teams.flatMap((t) => t.members), ...draft.pool];

const normal = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** The team a sheet's team name means: the same name, ignoring case and surrounding spaces. */
export function teamByName(draft: TeamsDraft, name: string | null | undefined): TeamDraft | undefined {
  const wanted = normal(name);
  return wanted ? draft.teams.find((t) => normal(t.name) === wanted) : undefined;
}

export interface PlacedRows {
  draft: TeamsDraft;
  /** Rows placed into the team their sheet named. */
  inTeams: number;
  /** Rows waiting in the pool (no team named, an unknown team, or the team was full). */
  pooled: number;
  /** Rows whose mobile is already in the table (skipped). */
  duplicates: string[];
  /** Team names from the sheet that match no team. */
  unknownTeams: string[];
}

/**
 * Adds typed or imported rows: a row naming one of the teams joins it while it has room, the
 * others wait in the pool; a mobile already in the table is skipped (spec §5: no mobile twice).
 */
export function addRows(draft: TeamsDraft, rows: readonly (Pick<CourseStudentRow, 'name' | 'mobile'> & { department?: string | null; team?: string | null })[]): PlacedRows {
  const seen = new Set(allStudents(draft).map((s) => s.mobile));
  const teams = draft.teams.map((t) => ({ ...t, members: [...t.members] }));
  const pool = [...draft.pool];
  const duplicates: string[] = [];
  const unknown = new Set<string>();
  let inTeams = 0;
  let pooled = 0;
  for (const row of rows) {
    const mobile = row.mobile.trim();
    if (seen.has(mobile)) {
      duplicates.push(mobile);
      continue;
    }
    seen.add(mobile);
    const student: Student = { key: newKey('s'), name: row.name.trim(), mobile, department: row.department?.trim() || null };
    const wanted = normal(row.team);
    const team = wanted ? teams.find((t) => normal(t.name) === wanted) : undefined;
    if (wanted && !team) unknown.add(row.team!.trim());
    if (team && team.members.length < team.capacity) {
      team.members.push(student);
      inTeams++;
    } else {
      pool.push(student);
      pooled++;
    }
  }
  return { draft: { teams, pool }, inTeams, pooled, duplicates, unknownTeams: [...unknown] };
}

/** A row of the import as the server read it (accountName: the mobile's account, null for a new one). */
export type SheetRowIn = Pick<CourseStudentRow, 'name' | 'mobile'> & { row: number; department?: string | null; team?: string | null; accountName: string | null };

/** What the user decided for a row whose account has another name. */
export type NameChoice = 'account' | 'leaveOut';

export type SheetRowState = 'ready' | 'inTable' | 'unknownTeam' | 'nameDiffers';

export interface SheetPreview<R extends SheetRowIn> {
  state: (row: R) => SheetRowState;
  /** Rows naming a team the course does not have: errors, never put anywhere. */
  unknownTeam: R[];
  /** Rows whose mobile's account carries another name: each needs a choice. */
  nameDiffers: R[];
  /** Rows whose mobile is already in the table (skipped). */
  inTable: R[];
  /** Name-differs rows with no choice yet: nothing can be added until there are none. */
  undecided: number;
  leftOut: number;
  /** What "add" puts into the table: the chosen account names applied, left-out rows removed. */
  toAdd: R[];
}

const differs = (r: SheetRowIn) => r.accountName !== null && r.accountName !== r.name.trim();

/**
 * The import preview, honest about every row: a team name matching none of the wizard's teams is
 * an error (the row is not added, never guessed into a team); a mobile whose account has another
 * name waits for the user's choice (the account's name, or leave the row out), since the server
 * never renames an account nor enrols under a name the user did not see.
 */
export function sheetPreview<R extends SheetRowIn>(draft: TeamsDraft, rows: readonly R[], choices: Readonly<Record<number, NameChoice>>): SheetPreview<R> {
  const inTableMobiles = new Set(allStudents(draft).map((s) => s.mobile));
  const states = new Map<number, SheetRowState>();
  for (const r of rows) {
    const state: SheetRowState = inTableMobiles.has(r.mobile) ? 'inTable' : r.team?.trim() && !teamByName(draft, r.team) ? 'unknownTeam' : differs(r) ? 'nameDiffers' : 'ready';
    states.set(r.row, state);
  }
  const of = (s: SheetRowState) => rows.filter((r) => states.get(r.row) === s);
  const nameDiffers = of('nameDiffers');
  const toAdd = rows
    .filter((r) => states.get(r.row) === 'ready' || (states.get(r.row) === 'nameDiffers' && choices[r.row] === 'account'))
    .map((r) => (differs(r) ? { ...r, name: r.accountName! } : r));
  return {
    state: (r) => states.get(r.row) ?? 'ready',
    unknownTeam: of('unknownTeam'),
    nameDiffers,
    inTable: of('inTable'),
    undecided: nameDiffers.filter((r) => !choices[r.row]).length,
    leftOut: nameDiffers.filter((r) => choices[r.row] === 'leaveOut').length,
    toAdd,
  };
}

/**
 * Puts the pool's students into teams evenly: each goes to the team with the fewest members that
 * still has room (ties: the earlier team). Students no team has room for stay in the pool.
 */
export function distributeEvenly(draft: TeamsDraft): TeamsDraft {
  const teams = draft.teams.map((t) => ({ ...t, members: [...t.members] }));
  const pool: Student[] = [];
  for (const student of draft.pool) {
    let target: TeamDraft | undefined;
    for (const team of teams) {
      if (team.members.length >= team.capacity) continue;
      if (!target || team.members.length < target.members.length) target = team;
    }
    if (target) target.members.push(student);
    else pool.push(student);
  }
  return { teams, pool };
}

/** Moves a student to a team (or to the pool with null); a moved captain stops being captain. */
export function moveStudent(draft: TeamsDraft, studentKey: string, toTeamKey: string | null): TeamsDraft {
  const student = allStudents(draft).find((s) => s.key === studentKey);
  if (!student) return draft;
  const without = (members: Student[]) => members.filter((s) => s.key !== studentKey);
  const teams = draft.teams.map((t) => {
    const members = t.key === toTeamKey ? [...without(t.members), student] : without(t.members);
    const captainKey = t.captainKey === studentKey && t.key !== toTeamKey ? null : t.captainKey;
    return { ...t, members, captainKey };
  });
  const pool = toTeamKey === null ? [...without(draft.pool), student] : without(draft.pool);
  return { teams, pool };
}

export function removeStudent(draft: TeamsDraft, studentKey: string): TeamsDraft {
  return {
    teams: draft.teams.map((t) => ({ ...t, members: t.members.filter((s) => s.key !== studentKey), captainKey: t.captainKey === studentKey ? null : t.captainKey })),
    pool: draft.pool.filter((s) => s.key !== studentKey),
  };
}

/** The team a student is in (null: the pool). */
export function teamOf(draft: TeamsDraft, studentKey: string): TeamDraft | null {
  return draft.teams.find((t) => t.members.some((s) => s.key === studentKey)) ?? null;
}

/**
 * The checks of the teams step at creation, with the shared rule (checkTeams: teams may stay empty,
 * they are judged at the start) plus what only the wizard can get wrong: students left in the pool
 * would not be sent.
 */
export function teamIssues(draft: TeamsDraft, details: { gameId: GameId; participants: number }): RuleIssue[] {
  const issues = collect((ctx) =>
    checkTeams({ ...details, teams: draft.teams.map((t) => ({ name: t.name.trim(), capacity: t.capacity, members: t.members.map((m) => ({ mobile: m.mobile })) })) }, ctx),
  );
  draft.teams.forEach((team, i) => {
    if (team.name.trim() === '') issues.push({ path: ['teams', i, 'name'], message: 'validation:required', params: {} });
  });
  if (draft.pool.length > 0) issues.push({ path: ['pool'], message: 'courseAdmin:teams.poolNotEmpty', params: { count: draft.pool.length } });
  // The server's rule too: no more students than the course's participants.
  const students = draft.teams.reduce((n, t) => n + t.members.length, 0);
  if (students > details.participants) issues.push({ path: ['participants'], message: 'validation:moreStudentsThanSeats', params: {} });
  return issues;
}

/** The whole wizard as /course/create.json takes it. */
export function createRequest(details: DetailsValues, kind: CourseKind, draft: TeamsDraft, initialPassword: string | null | undefined, payWithCredits = false): CourseCreateInput {
  return {
    ...detailsRequest(details, kind),
    teamCount: draft.teams.length,
    teams: draft.teams.map((team) => {
      const captainIndex = team.captainKey ? team.members.findIndex((m) => m.key === team.captainKey) : -1;
      return {
        name: team.name.trim(),
        colour: team.colour,
        capacity: team.capacity,
        captainIndex: captainIndex >= 0 ? captainIndex : null,
        members: team.members.map((m) => ({ name: m.name, mobile: m.mobile, department: m.department })),
      };
    }),
    initialPassword: initialPassword?.trim() ? initialPassword : null,
    payWithCredits,
  };
}

// ---------------------------------------------------------------- the guided plan

export type CoursePlan = z.infer<typeof coursePlanSchema>;

/** What "use this plan" puts into the wizard. */
export interface PlanPrefill {
  plan: CoursePlan;
  gameId: GameId;
  participants: number;
  startAt: string;
  objectives: string;
}

/** The wizard's details after a plan: its sizes and times over the current values. */
export function applyPlan(values: DetailsValues, prefill: PlanPrefill, locale: 'zh-CN' | 'en-US'): DetailsValues {
  const { plan } = prefill;
  const start = dayjs(prefill.startAt);
  return {
    ...values,
    gameId: prefill.gameId,
    participants: prefill.participants,
    teamCount: plan.teamCount,
    rounds: Math.min(COURSE_LIMITS.rounds.max, plan.rounds),
    startAt: start,
    endAt: dayjs(plan.endAt),
    registrationDeadline: dayjs(plan.registrationDeadline),
    autoRoundAt: plan.autoRoundAt ? dayjs(plan.autoRoundAt) : null,
    ...(locale === 'zh-CN' ? { objectivesZh: prefill.objectives } : { objectivesEn: prefill.objectives }),
  };
}

// ---------------------------------------------------------------- the draft kept across visits

export interface WizardDraft {
  step: 0 | 1;
  details: DetailsValues;
  teams: TeamsDraft;
}

const DATE_FIELDS = ['startAt', 'endAt', 'registrationDeadline', 'autoRoundAt'] as const;

/** A draft as JSON (dates as ISO strings). The initial password is never stored. */
export function serializeDraft(draft: WizardDraft): string {
  const details: Record<string, unknown> = { ...draft.details };
  for (const f of DATE_FIELDS) details[f] = draft.details[f] ? draft.details[f].toISOString() : null;
  details.certificate = { ...draft.details.certificate, issuedOn: draft.details.certificate?.issuedOn ? draft.details.certificate.issuedOn.format('YYYY-MM-DD') : null };
  return JSON.stringify({ v: 1, step: draft.step, details, teams: draft.teams });
}

export function parseDraft(text: string | null): WizardDraft | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as { v?: number; step?: number; details?: Record<string, unknown>; teams?: TeamsDraft };
    if (raw.v !== 1 || !raw.details || !raw.teams || !Array.isArray(raw.teams.teams) || !Array.isArray(raw.teams.pool)) return null;
    const details = { ...defaultDetails(), ...raw.details } as unknown as DetailsValues & Record<string, unknown>;
    for (const f of DATE_FIELDS) {
      const v = raw.details[f];
      (details as Record<string, unknown>)[f] = typeof v === 'string' ? dayjs(v) : null;
    }
    const cert = (raw.details.certificate ?? {}) as Record<string, unknown>;
    details.certificate = { ...cert, issuedOn: typeof cert.issuedOn === 'string' ? dayjs(cert.issuedOn) : null };
    return { step: raw.step === 1 ? 1 : 0, details, teams: raw.teams };
  } catch {
    return null;
  }
}
