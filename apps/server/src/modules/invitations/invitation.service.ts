import QRCode from 'qrcode';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { Invitation, invitationEndpoints } from '@sandtable/shared/contracts/invitations';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail, failFields } from '../../lib/errors';
import type { Db } from '../../db/client';
import { deliver } from '../signin';
import { accessCourse, claimCaptaincy, courseDetail, enrol, findCourse, findCourseRow, findMember, isTeamOf, listCourses, managesCourse, presentSummary, requireAbility, teamsOf, type View } from '../courses';
import {
  consumeInvitation,
  currentStatus,
  findInvitation,
  findInvitationByCode,
  insertInvitations,
  invitationCounts,
  invitationsById,
  listInvitations,
  listInvited,
  listUses,
  recordUse,
  revokeInvitation,
  type InvitationListRow,
  type InvitationStatus,
} from './invitation.repo';

type Req<K extends keyof typeof invitationEndpoints> = z.output<(typeof invitationEndpoints)[K]['request']>;

/** The link a QR code carries: the web's join page with the code filled in. */
export const joinUrlOf = (origin: string, code: string) => `${origin}/#/join?code=${code}`;

function present(row: InvitationListRow, origin: string): Invitation {
  const i = row.invitation;
  return {
    id: i.id,
    code: i.code,
    courseId: i.courseId,
    courseName: row.courseName,
    teamId: i.teamId,
    teamName: row.teamName,
    uses: i.uses,
    used: i.used,
    expiresAt: i.expiresAt.toISOString(),
    status: row.status,
    mobile: i.mobile,
    createdAt: i.createdAt.toISOString(),
    joinUrl: joinUrlOf(origin, i.code),
  };
}

/** A course whose invitations the caller runs (any status); others read as not found. */
async function requireManaged(deps: AppDeps, actor: Actor, courseId: number) {
  const access = await accessCourse(deps, actor, courseId);
  if (!managesCourse(actor, access.course)) fail(Errors.notFound);
  return access;
}

/** A team given for a code must be one of the course's. */
async function checkTeam(db: Db, courseId: number, teamId: number | null | undefined): Promise<void> {
  if (teamId == null) return;
  if (!(await isTeamOf(db, courseId, teamId))) failFields([{ path: ['teamId'], message: 'validation:invalid_value' }]);
}

const monthsFromNow = (months: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() + months);
  return d;
};

/** The catalogue error for a code that cannot be used (null: it can). */
function statusError(status: InvitationStatus) {
  switch (status) {
    case 'revoked':
      return Errors.codeWrong;
    case 'expired':
      return Errors.codeExpired;
    case 'used_up':
      return Errors.codeUsedUp;
    default:
      return null;
  }
}

export async function createCodes(deps: AppDeps, view: View, input: Req<'save'>) {
  const { course } = await requireAbility(deps, view.actor, input.courseId, 'invite');
  await checkTeam(deps.db, course.id, input.teamId);
  const expiresAt = monthsFromNow(input.validMonths);
  const rows = await deps.db.transaction((tx) =>
    insertInvitations(
      tx,
      Array.from({ length: input.count }, () => ({ courseId: course.id, teamId: input.teamId ?? null, uses: input.uses, expiresAt, createdBy: view.actor.userId })),
    ),
  );
  return { list: (await invitationsById(deps.db, rows.map((r) => r.id))).map((r) => present(r, view.origin)) };
}

export async function selectCodes(deps: AppDeps, view: View, input: Req<'select'>) {
  await requireManaged(deps, view.actor, input.courseId);
  const { rows, total } = await listInvitations(deps.db, input);
  return { list: rows.map((r) => present(r, view.origin)), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function selectUses(deps: AppDeps, actor: Actor, input: Req<'selectHis'>) {
  await requireManaged(deps, actor, input.courseId);
  const { rows, total } = await listUses(deps.db, input);
  return { list: rows.map((r) => ({ ...r, usedAt: r.usedAt.toISOString() })), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

export async function revokeCode(deps: AppDeps, actor: Actor, id: number): Promise<Record<string, never>> {
  const row = await findInvitation(deps.db, id);
  if (!row) return fail(Errors.notFound);
  await requireManaged(deps, actor, row.courseId);
  if (!(await revokeInvitation(deps.db, id))) {
    const now = await findInvitation(deps.db, id);
    // Withdrawing twice is the same as once; a code someone used stays (it is the record of the join).
    if (!now?.revokedAt) fail(Errors.codeUsedUp);
  }
  return {};
}

/** What a code opens, for its holder: the course and its teams. Unusable codes fail with their reason. */
export async function codeInfo(deps: AppDeps, actor: Actor, code: string) {
  const inv = await findInvitationByCode(deps.db, code);
  if (!inv) return fail(Errors.codeNotFound);
  const row = (await findCourseRow(deps.db, actor, inv.courseId))!;
  if (row.course.status === 'disabled') return fail(Errors.codeNotFound);
  const member = await findMember(deps.db, inv.courseId, actor.userId);
  const status = (await currentStatus(deps.db, inv.id))!;
  if (!member) {
    const problem = statusError(status);
    if (problem) fail(problem);
    if (row.course.status !== 'inviting') fail(Errors.courseNotJoinable);
    if (row.course.seatsTaken >= row.course.participants) fail(Errors.codeFull);
  }
  const teamRows = await teamsOf(deps.db, inv.courseId);
  return {
    code: inv.code,
    status,
    course: presentSummary(row),
    teams: teamRows.map((t) => ({ id: t.id, name: t.name, colour: t.colour, capacity: t.capacity, memberCount: t.memberCount, full: t.memberCount >= t.capacity })),
    teamId: inv.teamId,
    alreadyMember: Boolean(member),
  };
}

/**
 * Joins the course of a code, in one transaction: membership is checked first (a member does not
 * spend a code), then the code is used by a conditional UPDATE, then the seat (codeFull when the
 * course is full) and the team place are taken and the member row written (its unique index
 * decides a member racing themself). Any failure rolls the use of the code back.
 */
export async function joinByCode(deps: AppDeps, view: View, code: string, teamId: number | null): Promise<CourseDetail> {
  const userId = view.actor.userId;
  const courseId = await deps.db.transaction(async (tx) => {
    const inv = await findInvitationByCode(tx, code);
    if (!inv) return fail(Errors.codeNotFound);
    const course = (await findCourse(tx, inv.courseId))!;
    if (course.status === 'disabled') return fail(Errors.codeNotFound);
    if (await findMember(tx, course.id, userId)) fail(Errors.alreadyEnrolled);
    if (!(await consumeInvitation(tx, inv.id))) {
      fail(statusError((await currentStatus(tx, inv.id))!) ?? Errors.codeUsedUp);
    }
    if (course.status !== 'inviting') fail(Errors.courseNotJoinable);
    // A code made for a team joins that team; otherwise the team the joiner chose, if any.
    const team = inv.teamId ?? teamId;
    await enrol(tx, course.id, userId, team, 'code', Errors.codeFull);
    if (team !== null) await claimCaptaincy(tx, team, userId);
    await recordUse(tx, inv.id, userId);
    return course.id;
  });
  return courseDetail(deps, view, courseId);
}

interface SmsContext {
  ip: string | undefined;
  t: TFunction;
  log: FastifyBaseLogger;
}

/**
 * Personal invitations: each mobile gets a code of one use and a text with the course's name, the
 * code and the join link. The codes are stored first (one transaction); the texts go after commit,
 * each recorded in the SMS outbox whether the gateway took it or not.
 */
export async function inviteByMobile(deps: AppDeps, view: View, input: Req<'invitation'>, ctx: SmsContext) {
  const { course } = await requireAbility(deps, view.actor, input.courseId, 'invite');
  await checkTeam(deps.db, course.id, input.teamId);
  const mobiles = [...new Set(input.mobiles)];
  const expiresAt = monthsFromNow(12);
  const rows = await deps.db.transaction((tx) =>
    insertInvitations(
      tx,
      mobiles.map((mobile) => ({ courseId: course.id, teamId: input.teamId ?? null, uses: 1, expiresAt, mobile, createdBy: view.actor.userId })),
    ),
  );
  await deliver(
    deps,
    rows.map((r) => ({ mobile: r.mobile!, purpose: 'notice' as const, text: String(ctx.t('sms:invitation', { course: course.name, code: r.code, url: joinUrlOf(view.origin, r.code) })) })),
    ctx,
  );
  return { list: (await invitationsById(deps.db, rows.map((r) => r.id))).map((r) => present(r, view.origin)) };
}

export async function invitedMembers(deps: AppDeps, actor: Actor, input: Req<'invitationMemberQuery'>) {
  await requireManaged(deps, actor, input.courseId);
  const { rows, total } = await listInvited(deps.db, input);
  return {
    list: rows.map((r) => ({ ...r, invitedAt: r.invitedAt.toISOString(), joinedAt: r.joinedAt ? r.joinedAt.toISOString() : null })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

export async function codeQr(deps: AppDeps, view: View, code: string) {
  const inv = await findInvitationByCode(deps.db, code);
  if (!inv) return fail(Errors.codeNotFound);
  await requireManaged(deps, view.actor, inv.courseId);
  const joinUrl = joinUrlOf(view.origin, inv.code);
  const dataUrl = await QRCode.toDataURL(joinUrl, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
  return { code: inv.code, joinUrl, dataUrl };
}

/** Courses the caller manages that are open for sign-up, with their codes and personal invitations. */
export async function inviteCourses(deps: AppDeps, actor: Actor, input: Req<'inviteCourseList'>) {
  const { rows, total } = await listCourses(deps.db, actor, { ...input, scope: 'managed', status: ['inviting'], sort: 'startAt', order: 'asc' });
  const counts = await invitationCounts(deps.db, rows.map((r) => r.course.id));
  return {
    list: rows.map((r) => ({ ...presentSummary(r), ...(counts.get(r.course.id) ?? { codes: 0, invited: 0 }) })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
