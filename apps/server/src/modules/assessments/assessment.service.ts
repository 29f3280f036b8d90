// The assessments' use cases (docs/decisions/assessments.md): assigning, taking a test part by part,
// submitting (scored by @sandtable/sim/assessments, stored with the instrument version), observers,
// and the reports. Every change is one transaction; every status change goes through the
// transition helper with its history row.
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { teamRole, leadership, conflict, personality, communication, teamwork, orgHealth, othersView } from '@sandtable/sim/assessments';
import { localeFromHeader } from '@sandtable/shared/i18n/locales';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { INSTRUMENTS, OBSERVERS_MAX } from '@sandtable/shared/contracts/assessments';
import type {
  assessmentEndpoints, Attempt, Instrument, MyTest, ObserverInvitation, ObserverTask, GroupReport, TeamRoleReportView, LeadershipReportView, LeadershipGroup, Assessment, CompanyData,
  ConflictReportView, PersonalityReportView, TeamProfiles, MyScore, CourseResults,
  CommunicationReportView, TeamworkReportView, OrgHealthReportView,
} from '@sandtable/shared/contracts/assessments';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { created, transition } from '../../lib/transition';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findCourse, findMember, managesCourse, teamsOf } from '../courses';
import { companyScope } from '../people';
import { INSTRUMENT_RULES, type FieldIssue } from './instruments';
import * as repo from './assessment.repo';
import { renderTeamRolePdf } from './assessment.pdf';
import { renderConflictPdf } from './conflict.pdf';
import { renderPersonalityPdf } from './personality.pdf';
import { renderCommunicationPdf } from './communication.pdf';
import { renderTeamworkPdf } from './teamwork.pdf';
import { renderOrgHealthPdf } from './orghealth.pdf';

type Req<K extends keyof typeof assessmentEndpoints> = z.output<(typeof assessmentEndpoints)[K]['request']>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY = 24 * 60 * 60 * 1000;

const presentAssessment = (a: repo.AssessmentRow): Assessment => ({
  id: a.id, instrument: a.instrument, version: a.version, courseId: a.courseId, courseName: a.courseName, deadline: iso(a.deadline),
  anonymityThreshold: a.anonymityThreshold, reportsReleased: a.reportsReleased, teamIds: a.teamIds,
});

function rejectIf(issues: FieldIssue[]): void {
  if (issues.length) failFields(issues);
}

const passed = (deadline: Date | null) => deadline !== null && deadline.getTime() <= Date.now();

// ---------------------------------------------------------------- access

/** The assessment, if the caller may take it: an open one, or one of a course they are a member of. */
/** Whether a member of the test's course takes it: every member, or those of its teams (repo.takesTest in SQL). */
const takes = (a: Pick<repo.AssessmentRow, 'teamIds'>, member: { teamId: number | null } | undefined): boolean =>
  !!member && (a.teamIds === null || (member.teamId !== null && a.teamIds.includes(member.teamId)));

async function assessmentToTake(deps: AppDeps, actor: Actor, assessmentId: number): Promise<repo.AssessmentRow> {
  const a = (await repo.findAssessment(deps.db, assessmentId)) ?? fail(Errors.notFound);
  if (a.courseId !== null && !takes(a, await findMember(deps.db, a.courseId, actor.userId))) fail(Errors.assessmentNotAssigned);
  return a;
}

/**
 * Whose report the caller may read: their own; a member of the course for its managers (the chief
 * admin; the lecturer of their own courses; an enterprise user for their company's courses). Anyone
 * else is answered "not found", whether or not the person exists.
 */
async function subjectFor(deps: AppDeps, actor: Actor, a: repo.AssessmentRow, userId: number | undefined): Promise<number> {
  const subject = userId ?? actor.userId;
  if (subject === actor.userId) {
    if (a.courseId !== null && !(await findMember(deps.db, a.courseId, subject))) fail(Errors.assessmentNotAssigned);
    return subject;
  }
  if (a.courseId === null) {
    if (actor.role !== 'chief_admin') fail(Errors.notFound);
    return subject;
  }
  const course = (await findCourse(deps.db, a.courseId)) ?? fail(Errors.notFound);
  if (!managesCourse(actor, course) || !(await findMember(deps.db, a.courseId, subject))) fail(Errors.notFound);
  return subject;
}

// ---------------------------------------------------------------- assigning and listing

export async function assign(deps: AppDeps, actor: Actor, input: Req<'assign'>): Promise<Assessment> {
  const course = await findCourse(deps.db, input.courseId);
  if (!course || !managesCourse(actor, course)) fail(Errors.notFound);
  const id = await deps.db.transaction((tx) =>
    repo.upsertCourseAssessment(tx, {
      courseId: input.courseId, instrument: input.instrument, version: INSTRUMENT_RULES[input.instrument].version,
      deadline: input.deadline ? new Date(input.deadline) : null, createdBy: actor.userId,
    }),
  );
  return presentAssessment((await repo.findAssessment(deps.db, id))!);
}

/**
 * A course's test's settings (its managers): who takes it (every member, or the members of some of
 * its teams), the anonymity threshold (the rule's 3 raised up to 10: others' ratings, a team's and a
 * group's results) and whether members may read their reports yet.
 */
export async function settings(deps: AppDeps, actor: Actor, input: Req<'settings'>): Promise<Assessment> {
  const a = (await repo.findAssessment(deps.db, input.assessmentId)) ?? fail(Errors.notFound);
  const course = (a.courseId === null ? undefined : await findCourse(deps.db, a.courseId)) ?? fail(Errors.notFound);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  if (input.teamIds) {
    const ours = new Set((await teamsOf(deps.db, course.id)).map((tm) => tm.id));
    rejectIf(input.teamIds.flatMap((id, k) => (ours.has(id) ? [] : [{ path: ['teamIds', k], message: 'validation:assessment_teams_unknown' }])));
  }
  const teamIds = input.teamIds && [...new Set(input.teamIds)].sort((x, y) => x - y);
  await deps.db.transaction((tx) => repo.setSettings(tx, a.id, { anonymityThreshold: input.anonymityThreshold, reportsReleased: input.reportsReleased, teamIds }));
  return presentAssessment((await repo.findAssessment(deps.db, a.id))!);
}

/** The instruments assigned to a course (its managers: the lecturer's assessment card). */
export async function courseAssessments(deps: AppDeps, actor: Actor, input: Req<'courseAssessments'>): Promise<Assessment[]> {
  const course = await findCourse(deps.db, input.courseId);
  if (!course || !managesCourse(actor, course)) fail(Errors.notFound);
  const found = await Promise.all(INSTRUMENTS.map((i) => repo.findCourseAssessment(deps.db, input.courseId, i)));
  return found.filter((a): a is repo.AssessmentRow => a !== undefined).map(presentAssessment);
}

const presentTest = (r: Awaited<ReturnType<typeof repo.assessmentsOf>>[number]): MyTest => ({
  ...presentAssessment(r), attemptId: r.attemptId, status: r.status ?? 'pending', submittedAt: iso(r.submittedAt),
});

export async function myTests(deps: AppDeps, actor: Actor): Promise<MyTest[]> {
  return (await repo.assessmentsOf(deps.db, actor.userId)).map(presentTest);
}

/** The caller's submitted tests with what stands out in each (/evaluate-score), newest first. */
export async function myScores(deps: AppDeps, actor: Actor): Promise<MyScore[]> {
  // A result whose reports are held says nothing of itself until they are released.
  return (await repo.resultsOf(deps.db, actor.userId)).map((r) => ({ ...presentTest(r), headline: r.reportsReleased ? INSTRUMENT_RULES[r.instrument].headline(r.scores, r.chosenRoles) : [] }));
}

/** A course test's results for the course's managers (anyone else: 100004), every current member in the course's order. */
export async function courseResults(deps: AppDeps, actor: Actor, input: Req<'courseResults'>): Promise<CourseResults> {
  const a = (await repo.findAssessment(deps.db, input.assessmentId)) ?? fail(Errors.notFound);
  const course = (a.courseId === null ? undefined : await findCourse(deps.db, a.courseId)) ?? fail(Errors.notFound);
  if (!managesCourse(actor, course)) fail(Errors.notFound);
  const [rows, teams] = await Promise.all([repo.membersWithResults(deps.db, course.id, a.id), teamsOf(deps.db, course.id)]);
  const teamName = new Map(teams.map((tm) => [tm.id, tm.name]));
  return {
    assessmentId: a.id, instrument: a.instrument, finished: rows.filter(submitted).length,
    rows: rows.map((r) => ({
      userId: r.userId, name: r.name, teamName: r.teamId === null ? null : (teamName.get(r.teamId) ?? null), status: r.status ?? 'pending',
      headline: submitted(r) ? INSTRUMENT_RULES[a.instrument].headline(r.scores!, r.chosenRoles) : [],
    })),
  };
}

/** One course member's tests: the member themselves, or whoever runs the course. */
export async function memberTests(deps: AppDeps, actor: Actor, input: Req<'memberTests'>): Promise<MyTest[]> {
  const member = (await repo.findCourseMemberById(deps.db, input.teamMemberId)) ?? fail(Errors.notFound);
  if (member.userId !== actor.userId) {
    const course = await findCourse(deps.db, member.courseId);
    if (!course || !managesCourse(actor, course)) fail(Errors.notFound);
  }
  return (await repo.assessmentsOf(deps.db, member.userId, member.courseId)).map(presentTest);
}

// ---------------------------------------------------------------- taking a test

async function presentAttempt(db: Db | Tx, a: repo.AssessmentRow, attempt: repo.AttemptRow | undefined): Promise<Attempt> {
  const rules = INSTRUMENT_RULES[a.instrument];
  const answers = attempt ? await repo.answersOf(db, attempt.id) : {};
  return {
    id: attempt?.id ?? 0,
    assessment: presentAssessment(a),
    status: attempt?.status ?? 'pending',
    answers,
    unfinished: attempt?.status === 'finished' ? [] : rules.unfinished(answers),
    chosenRoles: attempt?.chosenRoles ?? null,
    startedAt: iso(attempt?.startedAt ?? null),
    submittedAt: iso(attempt?.submittedAt ?? null),
  };
}

export async function attempt(deps: AppDeps, actor: Actor, input: Req<'attempt'>): Promise<Attempt> {
  const a = await assessmentToTake(deps, actor, input.assessmentId);
  return presentAttempt(deps.db, a, await repo.findAttempt(deps.db, a.id, actor.userId));
}

/** The caller's attempt, created (pending, with its history row) when it does not exist yet. */
async function ensureAttempt(tx: Tx, assessmentId: number, userId: number): Promise<repo.AttemptRow> {
  const made = await repo.insertAttempt(tx, assessmentId, userId);
  if (made) await created(tx, repo.attemptLifecycle, made.id, userId);
  return made ?? (await repo.findAttempt(tx, assessmentId, userId))!;
}

/** An attempt past its assessment's deadline expires (history row, reason `expire`) and the caller is told so. */
async function expireIfLate(deps: AppDeps, a: repo.AssessmentRow, userId: number): Promise<void> {
  if (!passed(a.deadline)) return;
  await deps.db.transaction(async (tx) => {
    const row = await repo.findAttempt(tx, a.id, userId);
    if (row) await transition(tx, repo.attemptLifecycle, row.id, { event: 'expire', to: 'expired', actorId: null });
  });
  fail(Errors.assessmentExpired);
}

/** Saves one part; starts the attempt (pending → in progress) on its first save. Bad answers change nothing. */
export async function save(deps: AppDeps, actor: Actor, input: Req<'save'>): Promise<Attempt> {
  const a = await assessmentToTake(deps, actor, input.assessmentId);
  rejectIf(INSTRUMENT_RULES[a.instrument].checkPart(input.part, input.answers));
  await expireIfLate(deps, a, actor.userId);
  const row = await deps.db.transaction(async (tx) => {
    let current = await repo.lockAttempt(tx, (await ensureAttempt(tx, a.id, actor.userId)).id);
    if (current.status === 'pending') {
      const begun = await transition(tx, repo.attemptLifecycle, current.id, { event: 'begin', to: 'in_progress', actorId: actor.userId, set: { startedAt: new Date() } });
      if (!begun.ok) fail(begun.refusal);
      current = (begun as { row: repo.AttemptRow }).row;
    }
    if (current.status !== 'in_progress') fail(repo.attemptLifecycle.machine.refusal(current.status, 'finish', 'finished') ?? Errors.stateChanged);
    await repo.saveAnswers(tx, current.id, input.part, input.answers);
    await repo.touchAttempt(tx, current.id);
    return current;
  });
  return presentAttempt(deps.db, a, (await repo.findAttempt(deps.db, a.id, actor.userId)) ?? row);
}

/** Submits: every part complete, scored by the pure instrument, the result stored with its version. */
export async function submit(deps: AppDeps, actor: Actor, input: Req<'submit'>): Promise<Attempt> {
  const a = await assessmentToTake(deps, actor, input.assessmentId);
  const rules = INSTRUMENT_RULES[a.instrument];
  await expireIfLate(deps, a, actor.userId);
  await deps.db.transaction(async (tx) => {
    const found = (await repo.findAttempt(tx, a.id, actor.userId)) ?? fail(Errors.stateChanged);
    // Locked: a concurrent submit or save of the same attempt waits here and then sees the new status.
    const current = await repo.lockAttempt(tx, found.id);
    if (current.status !== 'in_progress') fail(repo.attemptLifecycle.machine.refusal(current.status, 'finish', 'finished') ?? Errors.stateChanged);
    const sheet = rules.sheet(await repo.answersOf(tx, current.id));
    rejectIf(rules.checkSheet(sheet));
    const moved = await transition(tx, repo.attemptLifecycle, current.id, { event: 'finish', to: 'finished', from: 'in_progress', actorId: actor.userId, set: { submittedAt: new Date() } });
    if (!moved.ok) fail(moved.refusal);
    await repo.insertResult(tx, { attemptId: current.id, instrument: a.instrument, version: rules.version, scores: rules.score(sheet) });
  });
  return presentAttempt(deps.db, a, await repo.findAttempt(deps.db, a.id, actor.userId));
}

/** The team roles the person will play (/belbinSelectRole), once their test is submitted. */
export async function selectRoles(deps: AppDeps, actor: Actor, input: Req<'selectRoles'>): Promise<Attempt> {
  const a = await assessmentToTake(deps, actor, input.assessmentId);
  if (a.instrument !== 'team_role') fail(Errors.notFound);
  const known = teamRole.ROLE_IDS as readonly string[];
  rejectIf(input.roles.flatMap((r, i) => (known.includes(r) && input.roles.indexOf(r) === i ? [] : [{ path: ['roles', i], message: 'validation:invalid_value' }])));
  await deps.db.transaction(async (tx) => {
    const found = (await repo.findAttempt(tx, a.id, actor.userId)) ?? fail(Errors.stateChanged);
    const current = await repo.lockAttempt(tx, found.id);
    if (current.status !== 'finished') fail(Errors.stateChanged);
    await repo.setChosenRoles(tx, current.id, known.filter((r) => input.roles.includes(r)));
  });
  return presentAttempt(deps.db, a, await repo.findAttempt(deps.db, a.id, actor.userId));
}

// ---------------------------------------------------------------- observers

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const presentInvitation = (r: Awaited<ReturnType<typeof repo.invitationsOf>>[number], token?: string): ObserverInvitation => ({
  id: r.id, status: r.status, observerId: r.observerId, observerName: r.observerName, expiresAt: r.expiresAt.toISOString(), ...(token ? { token } : {}),
});

/** OBSERVERS_MAX invitations per attempt, over all calls: the whole call changes nothing when it would go past. */
const tooMany = (path: (string | number)[]): never => failFields([{ path, message: 'validation:assess_too_many_observers', params: { limit: OBSERVERS_MAX } }]);

/** Invites observers to rate the caller: people of the same course by name, anyone by link (one link, one observer). */
export async function invite(deps: AppDeps, actor: Actor, input: Req<'invite'>): Promise<ObserverInvitation[]> {
  const a = await assessmentToTake(deps, actor, input.assessmentId);
  // A self-report test (conflict handling, personality, communication style) has no observers: nothing to invite to.
  if (!INSTRUMENT_RULES[a.instrument].observers) fail(Errors.notFound);
  const issues: FieldIssue[] = [];
  for (const [i, id] of input.observerIds.entries()) {
    if (id === actor.userId) issues.push({ path: ['observerIds', i], message: 'validation:assess_self_rating' });
    else if (input.observerIds.indexOf(id) !== i) issues.push({ path: ['observerIds', i], message: 'validation:assess_repeated_rater' });
    // Only people of the same course: nobody outside the caller's course can be named (or found out).
    else if (a.courseId === null || !(await findMember(deps.db, a.courseId, id))) issues.push({ path: ['observerIds', i], message: 'validation:invalid_value' });
  }
  rejectIf(issues);
  const expiresAt = new Date(Date.now() + input.days * DAY);
  const tokens = new Map<number, string>();
  const attemptId = await deps.db.transaction(async (tx) => {
    // Locked: invitations of the same attempt are counted one call after the other.
    const own = await repo.lockAttempt(tx, (await ensureAttempt(tx, a.id, actor.userId)).id);
    for (const [i, observerId] of input.observerIds.entries()) {
      try {
        const row = (await repo.insertInvitation(tx, { attemptId: own.id, observerId, expiresAt, createdBy: actor.userId }, OBSERVERS_MAX)) ?? tooMany(['observerIds', i]);
        await created(tx, repo.observerLifecycle, row.id, actor.userId);
      } catch (err) {
        if (isUniqueViolation(err, 'observer_invitations_observer_key')) failFields([{ path: ['observerIds', i], message: 'validation:assess_repeated_rater' }]);
        throw err;
      }
    }
    for (let k = 0; k < input.links; k++) {
      const token = randomBytes(24).toString('base64url');
      const row = (await repo.insertInvitation(tx, { attemptId: own.id, tokenHash: hashToken(token), expiresAt, createdBy: actor.userId }, OBSERVERS_MAX)) ?? tooMany(['links']);
      await created(tx, repo.observerLifecycle, row.id, actor.userId);
      tokens.set(row.id, token);
    }
    return own.id;
  });
  return (await repo.invitationsOf(deps.db, attemptId)).map((r) => presentInvitation(r, tokens.get(r.id)));
}

export async function invitations(deps: AppDeps, actor: Actor, input: Req<'invitations'>): Promise<ObserverInvitation[]> {
  const a = await assessmentToTake(deps, actor, input.assessmentId);
  const own = await repo.findAttempt(deps.db, a.id, actor.userId);
  return own ? (await repo.invitationsOf(deps.db, own.id)).map((r) => presentInvitation(r)) : [];
}

type Task = NonNullable<repo.TaskRow>;

const presentTask = (t: Task): ObserverTask => ({
  invitationId: t.invitation.id, status: t.invitation.status, instrument: t.instrument, version: t.version,
  subjectName: t.subjectName, courseName: t.courseName, expiresAt: t.invitation.expiresAt.toISOString(),
});

/** The invitation a link token or (for its named observer) an id stands for; anything else is not found. */
async function findTask(db: Db | Tx, actor: Actor | null, ref: { token: string } | { invitationId: number }): Promise<Task> {
  const task = 'token' in ref ? await repo.findTaskByToken(db, hashToken(ref.token)) : await repo.findTaskById(db, ref.invitationId);
  if (!task) fail(Errors.notFound);
  if (!('token' in ref) && (actor === null || task!.invitation.observerId !== actor.userId)) fail(Errors.notFound);
  return task!;
}

/** An invitation past its date moves to expired (history row) when it is next used. */
async function expireIfDue(deps: AppDeps, task: Task): Promise<Task> {
  if (task.invitation.status !== 'invited' || task.invitation.expiresAt.getTime() > Date.now()) return task;
  await deps.db.transaction((tx) => transition(tx, repo.observerLifecycle, task.invitation.id, { event: 'expire', to: 'expired', actorId: null }));
  return { ...task, invitation: { ...task.invitation, status: 'expired' } };
}

export async function observerTasks(deps: AppDeps, actor: Actor): Promise<ObserverTask[]> {
  return (await repo.tasksOfObserver(deps.db, actor.userId)).map(presentTask);
}

export async function observerTask(deps: AppDeps, actor: Actor | null, input: Req<'observerTask'>): Promise<ObserverTask> {
  return presentTask(await expireIfDue(deps, await findTask(deps.db, actor, input)));
}

/** An observer's whole sheet, once: validated like the person's own, never by the person rated. */
export async function observerAnswer(deps: AppDeps, actor: Actor | null, input: Req<'observerAnswer'>): Promise<ObserverTask> {
  const ref = 'token' in input ? { token: input.token } : { invitationId: input.invitationId };
  const task = await expireIfDue(deps, await findTask(deps.db, actor, ref));
  if (task.invitation.status !== 'invited') fail(Errors.observerInvitationClosed);
  if (actor && actor.userId === task.subjectId) failFields([{ path: ['answers'], message: 'validation:assess_self_rating' }]);
  const rules = INSTRUMENT_RULES[task.instrument];
  rejectIf(rules.checkSheet(input.answers));
  await deps.db.transaction(async (tx) => {
    const rater = task.invitation.observerId ?? actor?.userId ?? null;
    if (rater !== null && task.invitation.observerId === null && (await repo.ratersOf(tx, task.invitation.attemptId)).includes(rater)) {
      failFields([{ path: ['answers'], message: 'validation:assess_repeated_rater' }]);
    }
    const moved = await transition(tx, repo.observerLifecycle, task.invitation.id, {
      event: 'answer', to: 'answered', actorId: actor?.userId ?? null, actorKind: actor ? undefined : 'guest',
      set: { answers: input.answers, answeredAt: new Date(), answeredBy: actor?.userId ?? null },
    });
    if (!moved.ok) fail(moved.refusal);
  });
  return presentTask({ ...task, invitation: { ...task.invitation, status: 'answered' } });
}

// ---------------------------------------------------------------- reports

async function reportBasis(deps: AppDeps, actor: Actor, input: { assessmentId: number; userId?: number }, instrument: Instrument) {
  const a = (await repo.findAssessment(deps.db, input.assessmentId)) ?? fail(Errors.notFound);
  if (a.instrument !== instrument) fail(Errors.notFound);
  const subject = await subjectFor(deps, actor, a, input.userId);
  if (subject === actor.userId) heldFromMembers(a);
  const own = await repo.findAttempt(deps.db, a.id, subject);
  const finished = own?.status === 'finished';
  const rules = INSTRUMENT_RULES[instrument];
  const self = finished ? rules.sheet(await repo.answersOf(deps.db, own!.id)) : null;
  const sheets = own ? await repo.observerSheets(deps.db, own.id) : [];
  const invited = own ? (await repo.invitationsOf(deps.db, own.id)).length : 0;
  return { a, subject, own, self, sheets, invited, name: (await repo.nameOf(deps.db, subject)) ?? '' };
}

export async function teamRoleReport(deps: AppDeps, actor: Actor, input: Req<'teamRoleReport'>): Promise<TeamRoleReportView> {
  const b = await reportBasis(deps, actor, input, 'team_role');
  const r = teamRole.teamRoleReport(`u${b.subject}`, b.self as teamRole.TeamRoleSheet | null, b.sheets.map((s) => ({ raterId: s.raterId, sheet: s.answers as teamRole.TeamRoleSheet })), b.a.anonymityThreshold);
  return {
    attemptId: b.own?.id ?? 0, userId: b.subject, name: b.name, version: b.a.version, status: b.own?.status ?? 'pending',
    self: r.self, observers: r.observers, overall: r.overall, bands: r.bands, top: r.top, agreement: r.agreement,
    chosenRoles: b.own?.chosenRoles ?? null, invited: b.invited,
  };
}

/** The team-role report as PDF in one language: who may read it as for /belbin/report.json. */
export async function teamRolePdf(deps: AppDeps, actor: Actor, input: { assessmentId: number; userId?: number; lang: 'zh' | 'en' }): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await teamRoleReport(deps, actor, { assessmentId: input.assessmentId, userId: input.userId });
  if (report.status !== 'finished') fail(Errors.notFound);
  const pdf = await renderTeamRolePdf(report, localeFromHeader(input.lang));
  return { pdf, fileName: `team-roles-${input.assessmentId}-${report.userId}-${input.lang}.pdf` };
}

export async function leadershipReport(deps: AppDeps, actor: Actor, input: Req<'leadershipReport'>): Promise<LeadershipReportView> {
  const b = await reportBasis(deps, actor, input, 'leadership');
  const r = leadership.leadershipReport(`u${b.subject}`, b.self as leadership.LeadershipSheet | null, b.sheets.map((s) => ({ raterId: s.raterId, sheet: s.answers as unknown as leadership.LeadershipSheet })), b.a.anonymityThreshold);
  return { attemptId: b.own?.id ?? 0, userId: b.subject, name: b.name, version: b.a.version, status: b.own?.status ?? 'pending', self: r.self, others: r.others, diff: r.diff };
}

type ReportBasis = Awaited<ReturnType<typeof reportBasis>>;

/**
 * The self-report tests' reports (conflict handling, personality, communication style, teamwork
 * status, organisation health): each scores the person's own sheet into its profile against its
 * norm, and may add what else its report carries (`extra`: the teamwork test's team view, the
 * organisation-health test's department view); the PDF is drawn from that report.
 */
const SELF_REPORTS = {
  conflict: { profile: (sheet: unknown) => conflict.conflictProfile(conflict.scoreConflictSheet(sheet as conflict.ConflictSheet)), norms: conflict.NORMS, render: renderConflictPdf, file: 'conflict-handling' },
  personality: { profile: (sheet: unknown) => personality.personalityProfile(personality.scorePersonalitySheet(sheet as personality.PersonalitySheet)), norms: personality.NORMS, render: renderPersonalityPdf, file: 'personality' },
  communication: { profile: (sheet: unknown) => communication.communicationProfile(communication.scoreCommunicationSheet(sheet as communication.CommunicationSheet)), norms: communication.NORMS, render: renderCommunicationPdf, file: 'communication-style' },
  teamwork: { profile: (sheet: unknown) => teamwork.teamworkProfile(teamwork.scoreTeamworkSheet(sheet as teamwork.TeamworkSheet)), norms: teamwork.NORMS, render: renderTeamworkPdf, file: 'teamwork-status', extra: teamworkTeam },
  org_health: { profile: (sheet: unknown) => orgHealth.orgHealthProfile(orgHealth.scoreOrgHealthSheet(sheet as orgHealth.OrgHealthSheet)), norms: orgHealth.NORMS, render: renderOrgHealthPdf, file: 'organisation-health', extra: orgHealthDepartment },
};
type SelfReport = keyof typeof SELF_REPORTS;
interface SelfReportViews {
  conflict: ConflictReportView;
  personality: PersonalityReportView;
  communication: CommunicationReportView;
  teamwork: TeamworkReportView;
  org_health: OrgHealthReportView;
}

/** A self-report test's report (the person, or the course's managers for a member: `reportBasis`). */
export async function selfReport<I extends SelfReport>(deps: AppDeps, actor: Actor, input: { assessmentId: number; userId?: number }, instrument: I): Promise<SelfReportViews[I]> {
  const b = await reportBasis(deps, actor, input, instrument);
  const entry: { profile: (sheet: unknown) => unknown; norms: { source: 'simulated' | 'empirical'; respondents: number }; extra?: (deps: AppDeps, actor: Actor, b: ReportBasis) => Promise<object> } = SELF_REPORTS[instrument];
  return {
    attemptId: b.own?.id ?? 0, userId: b.subject, name: b.name, version: b.a.version, status: b.own?.status ?? 'pending', submittedAt: iso(b.own?.submittedAt ?? null),
    profile: b.self === null ? null : entry.profile(b.self),
    norm: { source: entry.norms.source, respondents: entry.norms.respondents },
    ...(entry.extra ? await entry.extra(deps, actor, b) : {}),
  } as SelfReportViews[I];
}

/**
 * The teamwork report's team view: the mean per level of the members of the person's team who
 * submitted, under the anonymity rule (othersView: below 3 only the count), whoever of them reads
 * it. Seen as the team's group pages are (groupAccess: the course's managers, the team's members).
 */
async function teamworkTeam(deps: AppDeps, actor: Actor, b: ReportBasis): Promise<Pick<TeamworkReportView, 'team'>> {
  const member = b.a.courseId === null ? undefined : await findMember(deps.db, b.a.courseId, b.subject);
  const team = member?.teamId == null ? undefined : await repo.teamOf(deps.db, member.teamId);
  if (!team) return { team: null };
  await groupAccess(deps, actor, b.a, team.courseId, team.id);
  const rows = await repo.membersWithResults(deps.db, team.courseId, b.a.id, team.id);
  const scores = rows.filter(submitted).map((r) => r.scores as unknown as teamwork.TeamworkScores);
  return {
    team: {
      teamId: team.id, teamName: team.name, members: rows.length,
      profile: othersView(scores.length, () => teamwork.teamworkProfile(teamwork.averageTeamworkScores(scores)), b.a.anonymityThreshold),
    },
  };
}

/**
 * The organisation-health report's department view: the mean per area of the latest results of the
 * people of the person's company and department — counted as the company dashboard counts them
 * (latestPerPerson), under the same anonymity rule — so the report and the dashboard's heat map show
 * the same figures. Only to the person and to those who may read that company's dashboard (its
 * enterprise users, the chief admin): a course's lecturer reads a member's own answers, not their
 * company's; for them, and for a person with no company, null.
 */
async function orgHealthDepartment(deps: AppDeps, actor: Actor, b: ReportBasis): Promise<Pick<OrgHealthReportView, 'department'>> {
  const place = await repo.placeOf(deps.db, b.subject);
  if (!place || place.companyId === null) return { department: null };
  const readsDashboard = actor.authorities.includes('report:company') && companyScope(actor, place.companyId) === place.companyId;
  if (actor.userId !== b.subject && !readsDashboard) return { department: null };
  const [rows, people] = await Promise.all([
    repo.companyResults(deps.db, place.companyId, 'org_health', place.department),
    repo.departmentSize(deps.db, place.companyId, place.department),
  ]);
  const scores = latestPerPerson(rows).map((r) => r.scores as unknown as orgHealth.OrgHealthScores);
  return {
    department: {
      department: place.department, people,
      profile: othersView(scores.length, () => orgHealth.orgHealthProfile(orgHealth.averageOrgHealthScores(scores))),
    },
  };
}

/** A self-report test's report as PDF in one language: who may read it as for its report; a test not submitted is not found. */
export async function selfReportPdf(deps: AppDeps, actor: Actor, input: { assessmentId: number; userId?: number; lang: 'zh' | 'en' }, instrument: SelfReport): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await selfReport(deps, actor, { assessmentId: input.assessmentId, userId: input.userId }, instrument);
  if (!report.profile) fail(Errors.notFound);
  const a = (await repo.findAssessment(deps.db, input.assessmentId))!;
  const render = SELF_REPORTS[instrument].render as (r: typeof report, course: string | null, locale: ReturnType<typeof localeFromHeader>) => Promise<Buffer>;
  const pdf = await render(report, a.courseName, localeFromHeader(input.lang));
  return { pdf, fileName: `${SELF_REPORTS[instrument].file}-${input.assessmentId}-${report.userId}-${input.lang}.pdf` };
}

/**
 * Whether the caller may see a team's or a course's group page of a test: its managers, and the
 * members of that team (or course) once the test's reports are released.
 */
async function groupAccess(deps: AppDeps, actor: Actor, a: Pick<repo.AssessmentRow, 'reportsReleased'>, courseId: number, teamId: number | undefined): Promise<void> {
  const course = (await findCourse(deps.db, courseId)) ?? fail(Errors.notFound);
  if (managesCourse(actor, course)) return;
  const member = await findMember(deps.db, courseId, actor.userId);
  if (!member || (teamId !== undefined && member.teamId !== teamId)) fail(Errors.notFound);
  heldFromMembers(a);
}

/** A test whose reports its managers hold back: members read nothing of it until they release them. */
export function heldFromMembers(a: Pick<repo.AssessmentRow, 'reportsReleased'>): void {
  if (!a.reportsReleased) fail(Errors.reportsNotReleased);
}

export type MemberResult = Awaited<ReturnType<typeof repo.membersWithResults>>[number];
export const submitted = (r: MemberResult) => r.status === 'finished' && !!r.scores;
/** A submitted member as the team-role engine reads them: their stored self scores and chosen roles. */
export const teamRoleMember = (r: MemberResult): teamRole.TeamMemberRoles => ({
  memberId: String(r.userId),
  scores: r.scores as unknown as teamRole.RoleScores,
  chosen: (r.chosenRoles ?? undefined) as teamRole.RoleId[] | undefined,
});

/** A team's role coverage from its members' stored results and chosen roles (/belbinGroupReport). */
export async function groupReport(deps: AppDeps, actor: Actor, input: Req<'groupReport'>): Promise<GroupReport> {
  const team = (await repo.teamOf(deps.db, input.teamId)) ?? fail(Errors.notFound);
  const a = (await repo.findCourseAssessment(deps.db, team.courseId, 'team_role')) ?? fail(Errors.assessmentNotAssigned);
  await groupAccess(deps, actor, a, team.courseId, team.id);
  const rows = await repo.membersWithResults(deps.db, team.courseId, a.id, team.id);
  const scored = rows.filter(submitted).map(teamRoleMember);
  const coverage = teamRole.teamCoverage(scored);
  const strong = new Map(scored.map((m) => [Number(m.memberId), teamRole.strongRoles(m)]));
  return {
    courseId: team.courseId, teamId: team.id, teamName: team.name,
    members: rows.map((r) => ({ userId: r.userId, name: r.name, status: r.status ?? 'pending', roles: strong.get(r.userId) ?? [] })),
    roles: coverage.roles.map((c) => ({ role: c.role, members: c.members.map(Number), status: c.status })),
    gaps: coverage.gaps, overlaps: coverage.overlaps,
  };
}

/** A course's (or one team's) leadership-style profile; below the anonymity threshold only the count. */
export async function leadershipGroup(deps: AppDeps, actor: Actor, input: Req<'leadershipGroup'>): Promise<LeadershipGroup> {
  const a = (await repo.findAssessment(deps.db, input.assessmentId)) ?? fail(Errors.notFound);
  if (a.instrument !== 'leadership' || a.courseId === null) fail(Errors.notFound);
  if (input.teamId !== undefined) {
    const team = await repo.teamOf(deps.db, input.teamId);
    if (!team || team.courseId !== a.courseId) fail(Errors.notFound);
  }
  await groupAccess(deps, actor, a, a.courseId!, input.teamId);
  const rows = (await repo.membersWithResults(deps.db, a.courseId!, a.id, input.teamId)).filter(submitted);
  return { assessmentId: a.id, teamId: input.teamId ?? null, ...leadershipOf(rows, a.anonymityThreshold) };
}

/** A group's leadership profile under the anonymity rule (othersView): below the threshold only its count. */
function leadershipOf(rows: readonly MemberResult[], threshold: number): Pick<LeadershipGroup, 'finished' | 'profile'> {
  return { finished: rows.length, profile: othersView(rows.length, () => leadership.groupProfile(rows.map((r) => r.scores as unknown as leadership.StyleScores)), threshold) };
}

/**
 * The team profiles of a game's debrief: each team's role mix (the team-role test's coverage, as
 * /belbinGroupReport) and leadership profile (as /ls-details-group, under the anonymity rule) from the
 * course's tests. The course's managers get every team, a member their own team, anyone else 100004.
 */
export async function teamProfiles(deps: AppDeps, actor: Actor, input: Req<'teamProfiles'>): Promise<TeamProfiles> {
  const course = (await findCourse(deps.db, input.courseId)) ?? fail(Errors.notFound);
  let only: number | null = null;
  if (!managesCourse(actor, course)) {
    const member = (await findMember(deps.db, course.id, actor.userId)) ?? fail(Errors.notFound);
    if (member.teamId === null) fail(Errors.notFound);
    only = member.teamId;
  }
  const [teams, roleFound, lsFound] = await Promise.all([teamsOf(deps.db, course.id), repo.findCourseAssessment(deps.db, course.id, 'team_role'), repo.findCourseAssessment(deps.db, course.id, 'leadership')]);
  // A member sees a test's part once its reports are released (groupAccess's rule).
  const shown = (a: repo.AssessmentRow | undefined) => (a && (only === null || a.reportsReleased) ? a : undefined);
  const [roleTest, lsTest] = [shown(roleFound), shown(lsFound)];
  const [roleRows, lsRows] = await Promise.all([
    roleTest ? repo.membersWithResults(deps.db, course.id, roleTest.id) : [],
    lsTest ? repo.membersWithResults(deps.db, course.id, lsTest.id) : [],
  ]);
  // Either list has every member of the course (with or without an attempt).
  const members = roleTest ? roleRows : lsRows;
  const ofTeam = (rows: readonly MemberResult[], teamId: number) => rows.filter((r) => r.teamId === teamId && submitted(r));
  return {
    courseId: course.id,
    managed: only === null,
    teamRoleAssessmentId: roleTest?.id ?? null,
    leadershipAssessmentId: lsTest?.id ?? null,
    teams: teams
      .filter((team) => only === null || team.id === only)
      .map((team) => {
        const roles = roleTest ? teamRole.teamCoverage(ofTeam(roleRows, team.id).map(teamRoleMember)) : null;
        return {
          teamId: team.id,
          teamName: team.name,
          members: members.filter((r) => r.teamId === team.id).length,
          roles: roles && {
            finished: ofTeam(roleRows, team.id).length,
            covered: roles.roles.filter((c) => c.status !== 'gap').map((c) => c.role),
            gaps: roles.gaps,
            overlaps: roles.overlaps,
          },
          leadership: lsTest ? leadershipOf(ofTeam(lsRows, team.id), lsTest.anonymityThreshold) : null,
        };
      }),
  };
}

/** Each person's latest result once (the rows come newest first): a person who took a test twice counts once. */
function latestPerPerson<R extends { userId: number }>(rows: readonly R[]): R[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.userId) && !!seen.add(r.userId));
}

/**
 * A company's results by department (/evaluation/company/selectData.json): each person's latest
 * result counts once; a department with fewer than ANONYMITY_THRESHOLD results shows only its count.
 */
export async function companyData(deps: AppDeps, actor: Actor, input: Req<'companyData'>): Promise<CompanyData> {
  // Scoped as every company list (people.policy's companyScope): an enterprise user is pinned to their own company; the chief admin names one.
  const companyId = companyScope(actor, input.companyId) ?? fail(Errors.notFound);
  const byDepartment = new Map<string | null, Record<string, unknown>[]>();
  for (const r of latestPerPerson(await repo.companyResults(deps.db, companyId, input.instrument))) {
    byDepartment.set(r.department, [...(byDepartment.get(r.department) ?? []), r.scores]);
  }
  const departments = [...byDepartment.entries()]
    .sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''))
    .map(([department, list]) => {
      const view = othersView(list.length, () => INSTRUMENT_RULES[input.instrument].department(list));
      return { department, count: list.length, ...(view.status === 'shown' ? view.scores : { mean: null, strongest: null }) };
    });
  return { instrument: input.instrument, companyId, departments };
}
