import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { courseEndpoints, CourseDetail } from '@sandtable/shared/contracts/courses';
import { isLearner } from '@sandtable/shared/auth/roles';
import { courseShapeIssues, courseTypeOf, isLockedForEdit, type CourseDetails } from '@sandtable/shared/rules/course';
import type { CourseStatus } from '@sandtable/shared/machines/course';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { created } from '../../lib/transition';
import type { Db, Tx } from '../../db/client';
import { courseAbilities, coursePolicy, managesCourse, type CourseAccess } from './course.policy';
import { findCourse, findCourseRow, findMember, findMembers, insertCourse, isActiveLecturer, listCourses, loadCertificate, loadChapters, loadHistory, loadTeams, lockCreditsPaid, markPaidWithCredits, releaseChapter, updateCourseDetails, type CourseRow } from './course.repo';
import { insertTeam, setCaptain } from './team.repo';
import { chapterStates, isOperator, presentCourse, presentSummary, presentTeams } from './course.presenter';
import { presentCertificate } from '../certificates';
import { courseLifecycle, moveCourse, scheduleCourseClock } from './lifecycle';
import { enrol } from './membership.repo';
import { accountsByMobile } from '../user';
import { insertAccounts } from '../people';
import { post, type Owner } from '../ledger';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

/** What a course page needs to render for this caller. `origin` builds the certificate's links. */
export interface View {
  actor: Actor;
  origin: string;
}

export async function selectCourses(deps: AppDeps, actor: Actor, filter: Req<'select'>) {
  const { rows, total } = await listCourses(deps.db, actor, filter);
  return { list: rows.map((r) => presentSummary(r)), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** Loads a course with the caller's membership, or answers not found when they may not see it. */
export async function accessCourse(deps: AppDeps, actor: Actor, courseId: number): Promise<CourseAccess & { member: Awaited<ReturnType<typeof findMember>> | null }> {
  const course = await findCourse(deps.db, courseId);
  const member = course ? ((await findMember(deps.db, courseId, actor.userId)) ?? null) : null;
  const access = { course: course!, member };
  coursePolicy.assert(actor, 'view', course ? access : null);
  return access;
}

/** Asserts one ability on a course (not found when the caller cannot even see it). */
export async function requireAbility(deps: AppDeps, actor: Actor, courseId: number, ability: keyof ReturnType<typeof courseAbilities>) {
  const access = await accessCourse(deps, actor, courseId);
  if (!coursePolicy.can(actor, ability, access)) fail(managesCourse(actor, access.course) || access.member ? Errors.courseStateChanged : Errors.notFound);
  return access;
}

export async function courseDetail(deps: AppDeps, view: View, courseId: number): Promise<CourseDetail> {
  const { actor } = view;
  const { course, member } = await accessCourse(deps, actor, courseId);
  const [row, { teamRows, memberRows }, history] = await Promise.all([findCourseRow(deps.db, actor, courseId), loadTeams(deps.db, courseId), loadHistory(deps.db, courseId)]);
  const manages = managesCourse(actor, course);
  let me: CourseDetail['me'] = null;
  if (member) {
    const [done, certificate] = await Promise.all([loadChapters(deps.db, member.id), loadCertificate(deps.db, courseId, actor.userId)]);
    const team = teamRows.find((t) => t.id === member.teamId);
    me = {
      memberId: member.id,
      teamId: member.teamId,
      progress: member.progress,
      captain: team?.captainId === actor.userId,
      operator: isOperator(teamRows, member),
      chapters: chapterStates(course, member, done),
      actionPlan: team?.actionPlan ?? null,
      certificate: certificate ? presentCertificate(certificate, course, view.origin) : null,
    };
  }
  return {
    course: presentCourse(row!),
    teams: presentTeams(teamRows, memberRows, manages),
    me,
    abilities: courseAbilities(actor, { course, member }),
    history: history.map(({ h, actorName }) => ({ from: h.fromStatus, to: h.toStatus, reason: h.reason, at: h.at.toISOString(), actorName, actorKind: h.actorKind })),
  };
}

/** The columns a course's details set, shared by create and update. */
function detailColumns(d: Omit<CourseDetails, 'gameId' | 'kind'>) {
  return {
    name: d.name,
    tsVersion: d.tsVersion ?? null,
    lecturerId: d.lecturerId ?? null,
    startAt: new Date(d.startAt),
    endAt: new Date(d.endAt),
    registrationDeadline: new Date(d.registrationDeadline),
    participants: d.participants,
    teamCount: d.teamCount,
    rounds: d.rounds,
    caseStudy: d.caseStudy,
    introduction: d.introduction,
    priceFen: d.priceFen,
    advanceEntryHours: d.advanceEntryHours,
    autoRoundAt: d.autoRoundAt ? new Date(d.autoRoundAt) : null,
    version: d.version,
    purpose: d.purpose ?? null,
    productType: d.productType ?? null,
    objectivesZh: d.objectivesZh ?? null,
    objectivesEn: d.objectivesEn ?? null,
    questionnaireUrls: d.questionnaireUrls,
    certIssuedOn: d.certificate?.issuedOn ?? null,
    certCourseName: d.certificate?.courseName ?? null,
    certInstitutionZh: d.certificate?.institutionZh ?? null,
    certInstitutionEn: d.certificate?.institutionEn ?? null,
  };
}

/** The lecturer of a led course must be an active lecturer account. */
async function checkLecturer(tx: Tx, lecturerId: number | null | undefined): Promise<void> {
  if (!lecturerId) return;
  if (!(await isActiveLecturer(tx, lecturerId))) failFields([{ path: ['lecturerId'], message: 'validation:lecturer' }]);
}

/**
 * Finds or creates the accounts of the students a manager enrols by name and mobile (the wizard,
 * addCourseMembers). Only people in the caller's scope are matched (people.repo.ts): a mobile of
 * an account outside it is refused with words that say nothing about that account. A matched
 * account must be an active learner and carry the name typed: an account is never renamed and
 * nobody is enrolled under another name than the one the manager saw (the import preview offers
 * the account's name). Unknown mobiles get student accounts with the initial password (required
 * then).
 */
export async function resolveStudents(tx: Tx, actor: Actor, rows: { name: string; mobile: string; department?: string | null; path: (string | number)[] }[], initialPassword: string | null | undefined, companyId: number | null, hashCost: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const { visible, hidden } = await accountsByMobile(tx, actor, rows.map((r) => r.mobile));
  const problems: { path: (string | number)[]; message: string; params?: Record<string, unknown> }[] = [];
  for (const r of rows) {
    const k = visible.get(r.mobile);
    if (hidden.has(r.mobile)) problems.push({ path: [...r.path, 'mobile'], message: 'validation:mobileNotYours' });
    else if (!k) continue;
    else if (!isLearner(k.role) || k.status !== 'active') problems.push({ path: [...r.path, 'mobile'], message: 'validation:notALearner' });
    else if (k.name !== r.name.trim()) problems.push({ path: [...r.path, 'name'], message: 'validation:nameDiffersFromAccount', params: { name: k.name } });
    else ids.set(r.mobile, k.id);
  }
  const fresh = rows.filter((r) => !visible.has(r.mobile) && !hidden.has(r.mobile));
  if (fresh.length && !initialPassword) problems.push({ path: ['initialPassword'], message: 'validation:required' });
  if (problems.length) failFields(problems);
  if (fresh.length) {
    const passwordHash = await hashPassword(initialPassword!, hashCost);
    const created = await insertAccounts(tx, fresh.map((r) => ({ account: r.mobile, mobile: r.mobile, name: r.name, department: r.department ?? null, role: 'student' as const, companyId, passwordHash })));
    for (const c of created) ids.set(c.mobile!, c.id);
  }
  return ids;
}

/** The wizard's submit: the course, its teams and students, in one transaction. */
export async function createCourse(deps: AppDeps, view: View, input: Req<'create'>): Promise<CourseDetail> {
  const { actor } = view;
  const companyId = actor.role === 'enterprise' ? actor.companyId : null;
  const students = input.teams.flatMap((t, i) => t.members.map((m, j) => ({ ...m, path: ['teams', i, 'members', j] as (string | number)[] })));
  if (students.length > input.participants) failFields([{ path: ['participants'], message: 'validation:moreStudentsThanSeats' }]);
  const courseId = await deps.db.transaction(async (tx) => {
    await checkLecturer(tx, input.lecturerId);
    const ids = await resolveStudents(tx, actor, students, input.initialPassword, companyId, deps.config.PASSWORD_HASH_COST);
    const course = await insertCourse(tx, { ...detailColumns(input), gameId: input.gameId, courseType: courseTypeOf(input.gameId), kind: input.kind, status: 'inviting', companyId, createdBy: actor.userId, creditsPaid: input.payWithCredits ? input.participants : 0 });
    if (input.payWithCredits) await payCourseSeats(tx, course, input.participants, actor.userId);
    await created(tx, courseLifecycle, course.id, actor.userId);
    for (const [position, team] of input.teams.entries()) {
      const teamId = await insertTeam(tx, { courseId: course.id, name: team.name, colour: team.colour, capacity: team.capacity, position });
      for (const m of team.members) await enrol(tx, course.id, ids.get(m.mobile)!, teamId, 'wizard');
      const captain = team.members[team.captainIndex ?? 0];
      if (captain) await setCaptain(tx, teamId, ids.get(captain.mobile)!);
    }
    return course.id;
  });
  await scheduleCourseClock(deps, (await findCourse(deps.db, courseId))!);
  return courseDetail(deps, view, courseId);
}

/**
 * Course credits for a course's seats (docs/decisions/commerce.md "Courses from credits"): `seats` > 0
 * takes them from whoever pays for the course — its company, else its creator — and < 0 gives them
 * back, in the caller's transaction; not enough credits fails with creditsInsufficient and rolls
 * the course back. Each change is its own posting (the transaction's row lock makes it once).
 */
async function payCourseSeats(tx: Tx, course: Pick<CourseRow, 'id' | 'companyId' | 'createdBy'>, seats: number, by: number): Promise<void> {
  const payer: Owner = course.companyId !== null ? { company: course.companyId } : { user: course.createdBy };
  await post(tx, {
    poster: 'courses', key: `course:${course.id}:seats:${randomUUID()}`, reason: seats > 0 ? 'course_seats' : 'course_seats_return', courseId: course.id,
    entries: [
      { owner: payer, currency: 'credits', amount: -seats, counterpartId: by },
      { owner: { system: 'courses' }, currency: 'credits', amount: seats },
    ],
  });
}

/**
 * `/user/asset/use.json`: a course made without credits has its seats paid with them now — by who
 * pays for it (`paysForCourse`), before it begins, once (the conditional UPDATE decides under concurrency).
 */
export async function payWithCredits(deps: AppDeps, view: View, courseId: number): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, courseId, 'payCredits');
  await deps.db.transaction(async (tx) => {
    const row = (await markPaidWithCredits(tx, course.id)) ?? fail(Errors.courseStateChanged);
    await payCourseSeats(tx, row, row.participants, view.actor.userId);
  });
  return courseDetail(deps, view, course.id);
}

/** Spec §4/§5: the details change only outside the 12-hour window, in a status that allows it. */
export async function updateCourse(deps: AppDeps, view: View, input: Req<'update'>): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, input.id, 'edit');
  if (isLockedForEdit(course)) fail(Errors.courseLockedBeforeStart);
  const shape = courseShapeIssues({ ...input, gameId: course.gameId });
  if (shape.length) failFields(shape);
  const datesChanged = await deps.db.transaction(async (tx) => {
    await checkLecturer(tx, input.lecturerId);
    // Locked first: concurrent edits line up, each posting the difference from what the one before left.
    const creditsPaid = await lockCreditsPaid(tx, course.id);
    // Seats paid with credits change only with them: by who pays for the course, before it begins.
    if (creditsPaid > 0 && input.participants !== creditsPaid && !coursePolicy.can(view.actor, 'payCredits', { course, member: null })) failFields([{ path: ['participants'], message: 'validation:seatsPaidWithCredits' }]);
    const row = (await updateCourseDetails(tx, course, { ...detailColumns(input), kind: input.kind })) ?? failFields([{ path: ['participants'], message: 'validation:fewerSeatsThanMembers' }]);
    if (creditsPaid > 0 && row.participants !== creditsPaid) await payCourseSeats(tx, row, row.participants - creditsPaid, view.actor.userId);
    return row.startAt.getTime() !== course.startAt.getTime() || row.endAt.getTime() !== course.endAt.getTime() || row.registrationDeadline.getTime() !== course.registrationDeadline.getTime();
  });
  if (datesChanged) await scheduleCourseClock(deps, (await findCourse(deps.db, course.id))!);
  return courseDetail(deps, view, course.id);
}

/** /course/unlock.json: a manager of the course (its lecturer, its company, the chief admin) releases a chapter. */
export async function unlockChapter(deps: AppDeps, view: View, input: Req<'unlock'>): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, input.id, 'unlock');
  // The clock may have ended the course since the ability was checked.
  if (!(await releaseChapter(deps.db, course.id, input.chapter))) fail(Errors.courseStateChanged);
  return courseDetail(deps, view, course.id);
}

export async function closeCourse(deps: AppDeps, view: View, id: number): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, id, 'close');
  const moved = await deps.db.transaction((tx) => moveCourse(tx, course.id, course.status, 'closed', 'admin_close', view.actor.userId));
  if (!moved) fail(Errors.courseStateChanged);
  return courseDetail(deps, view, id);
}

/**
 * Reopens a closed or failed course in the status its dates imply. When its start has passed the
 * admin gives new dates, checked by the same rules as the wizard.
 */
export async function restartCourse(deps: AppDeps, view: View, input: Req<'adminRestart'>): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, input.id, 'restart');
  const now = Date.now();
  const startAt = input.startAt ? new Date(input.startAt) : course.startAt;
  const endAt = input.endAt ? new Date(input.endAt) : course.endAt;
  const registrationDeadline = input.registrationDeadline ? new Date(input.registrationDeadline) : course.registrationDeadline;
  const problems: { path: string[]; message: string }[] = [];
  if (startAt.getTime() <= now) problems.push({ path: ['startAt'], message: 'validation:notInPast' });
  if (endAt < startAt) problems.push({ path: ['endAt'], message: 'validation:endBeforeStart' });
  if (registrationDeadline > startAt) problems.push({ path: ['registrationDeadline'], message: 'validation:signupAfterStart' });
  if (problems.length) failFields(problems);
  const to: CourseStatus = registrationDeadline.getTime() > now ? 'inviting' : 'upcoming';
  const moved = await deps.db.transaction((tx) => moveCourse(tx, course.id, course.status, to, 'admin_restart', view.actor.userId, { startAt, endAt, registrationDeadline }));
  if (!moved) fail(Errors.courseStateChanged);
  await scheduleCourseClock(deps, { id: course.id, startAt, endAt, registrationDeadline });
  return courseDetail(deps, view, course.id);
}

/** The members of a course a manager acts on, checked to belong to it. */
export async function membersOf(db: Db | Tx, courseId: number, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  const rows = await findMembers(db, courseId, memberIds);
  if (rows.length !== new Set(memberIds).size) fail(Errors.notFound);
  return rows;
}

export type { CourseRow };
