import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { courseEndpoints, CourseDetail } from '@sandtable/shared/contracts/courses';
import type { Chapter } from '@sandtable/shared/rules/course';
import type { AppDeps } from '../../lib/context';
import { fail } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { chapterProgress, courseMembers, courses, teams } from '../../db/schema';
import { accessCourse, courseDetail, membersOf, requireAbility, type View } from './course.service';
import { managesCourse } from './course.policy';
import { chapterStates } from './course.presenter';
import { findMember, loadChapters, type CourseRow, type MemberRow } from './course.repo';
import { enrol, removeMember } from './membership';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

/**
 * The chapters of spec §4, as named commands: each is one transaction that writes the chapter
 * rows and then re-derives the member's progress (completed once chapters 1, 2 and 3 are).
 */

/** Marks a member completed when chapters 1–3 are all completed (a conditional UPDATE: idempotent). */
export async function syncProgress(tx: Tx, memberId: number): Promise<void> {
  await tx
    .update(courseMembers)
    .set({ progress: 'completed' })
    .where(
      and(
        eq(courseMembers.id, memberId),
        eq(courseMembers.progress, 'incomplete'),
        sql`(select count(*) from ${chapterProgress} p where p.member_id = ${memberId} and p.status = 'completed' and p.chapter in (1, 2, 3)) = 3`,
      ),
    );
}

/**
 * Records a member's score of a chapter (chapter 2: the simulation). Managers grade through
 * /course/chapter/grade.json; the online game calls this when a run ends. A member who gave up
 * keeps their 0: returns false and writes nothing for them.
 */
export async function recordChapterScore(tx: Tx, memberId: number, chapter: Chapter, score: number): Promise<boolean> {
  const rows = await tx
    .insert(chapterProgress)
    .values({ memberId, chapter, status: 'completed', score })
    .onConflictDoUpdate({ target: [chapterProgress.memberId, chapterProgress.chapter], set: { score, completedAt: sql`now()` }, setWhere: eq(chapterProgress.status, 'completed') })
    .returning({ memberId: chapterProgress.memberId });
  if (rows.length === 0) return false;
  await syncProgress(tx, memberId);
  return true;
}

/** The caller's membership of a course they can see; not a member: not found. */
async function myMembership(deps: AppDeps, view: View, courseId: number): Promise<{ course: CourseRow; member: MemberRow }> {
  const { course, member } = await accessCourse(deps, view.actor, courseId);
  if (!member) fail(Errors.notFound);
  return { course, member: member! };
}

async function chapterStatus(deps: AppDeps, course: CourseRow, member: MemberRow, chapter: Chapter) {
  const states = chapterStates(course, member, await loadChapters(deps.db, member.id));
  return states.find((s) => s.chapter === chapter)!.status;
}

/** Chapter 1 (preparation): the member marks it done while it is open. */
export async function completeChapter(deps: AppDeps, view: View, input: Req<'completeChapter'>): Promise<CourseDetail> {
  const { course, member } = await myMembership(deps, view, input.courseId);
  if ((await chapterStatus(deps, course, member, input.chapter)) !== 'open') fail(Errors.chapterLocked);
  await deps.db.transaction(async (tx) => {
    await tx.insert(chapterProgress).values({ memberId: member.id, chapter: input.chapter, status: 'completed' }).onConflictDoNothing();
    await syncProgress(tx, member.id);
  });
  return courseDetail(deps, view, course.id);
}

/** Gives a member up: chapter 2 scores 0 (unless already done) and their progress is gave_up. */
async function giveUpMember(tx: Tx, memberId: number): Promise<boolean> {
  await tx.insert(chapterProgress).values({ memberId, chapter: 2, status: 'gave_up', score: 0 }).onConflictDoNothing();
  const moved = await tx
    .update(courseMembers)
    .set({ progress: 'gave_up' })
    .where(and(eq(courseMembers.id, memberId), eq(courseMembers.progress, 'incomplete')))
    .returning({ id: courseMembers.id });
  return moved.length > 0;
}

/** Giving up the simulation: only while chapter 2 is open for the member. */
export async function giveUp(deps: AppDeps, view: View, input: Req<'giveUp'>): Promise<CourseDetail> {
  const { course, member } = await myMembership(deps, view, input.courseId);
  if ((await chapterStatus(deps, course, member, 2)) !== 'open') fail(Errors.chapterLocked);
  const moved = await deps.db.transaction((tx) => giveUpMember(tx, member.id));
  if (!moved) fail(Errors.courseStateChanged);
  return courseDetail(deps, view, course.id);
}

/** A manager records chapter-2 scores of members of the course (running or completed). */
export async function grade(deps: AppDeps, view: View, input: Req<'grade'>): Promise<CourseDetail> {
  const { course } = await requireAbility(deps, view.actor, input.courseId, 'grade');
  await membersOf(deps.db, course.id, input.scores.map((s) => s.memberId));
  await deps.db.transaction(async (tx) => {
    for (const s of input.scores) await recordChapterScore(tx, s.memberId, 2, s.score);
  });
  return courseDetail(deps, view, course.id);
}

/**
 * After chapter 2 the team's captain (their own chapter 2 completed) or a manager of the course
 * names the operator, a member of the team still in the course, until the action plan is in.
 */
export async function chooseOperator(deps: AppDeps, view: View, input: Req<'chooseOperator'>): Promise<CourseDetail> {
  const { actor } = view;
  const { course, member } = await accessCourse(deps, actor, input.courseId);
  const [team] = await deps.db
    .select()
    .from(teams)
    .where(and(eq(teams.id, input.teamId), eq(teams.courseId, course.id)));
  if (!team) fail(Errors.notFound);
  if (!managesCourse(actor, course)) {
    if (!member || team.captainId !== actor.userId || member.teamId !== team.id) fail(Errors.notTeamCaptain);
    const mine = await loadChapters(deps.db, member!.id);
    if (!mine.some((c) => c.chapter === 2 && c.status === 'completed')) fail(Errors.chapterLocked);
  }
  if (course.status !== 'in_progress' || team.actionPlan !== null) fail(Errors.courseStateChanged);
  const operator = await findMember(deps.db, course.id, input.userId);
  if (!operator || operator.teamId !== team.id || operator.progress === 'gave_up') fail(Errors.notFound);
  const updated = await deps.db
    .update(teams)
    .set({ operatorId: input.userId })
    .where(and(eq(teams.id, team.id), sql`${teams.actionPlan} is null`))
    .returning({ id: teams.id });
  if (updated.length === 0) fail(Errors.courseStateChanged);
  return courseDetail(deps, view, course.id);
}

/**
 * Chapter 3: the team's operator submits the action plan while chapter 3 is open for them; it
 * completes chapter 3 for every member of the team who has not given up.
 */
export async function submitActionPlan(deps: AppDeps, view: View, input: Req<'submitActionPlan'>): Promise<CourseDetail> {
  const { course, member } = await myMembership(deps, view, input.courseId);
  const [team] = member.teamId === null ? [] : await deps.db.select().from(teams).where(eq(teams.id, member.teamId));
  if (!team || team.operatorId !== view.actor.userId) fail(Errors.notOperator);
  if ((await chapterStatus(deps, course, member, 3)) !== 'open') fail(Errors.chapterLocked);
  await deps.db.transaction(async (tx) => {
    const saved = await tx
      .update(teams)
      .set({ actionPlan: input.plan, actionPlanAt: sql`now()` })
      .where(and(eq(teams.id, team!.id), eq(teams.operatorId, view.actor.userId)))
      .returning({ id: teams.id });
    if (saved.length === 0) fail(Errors.notOperator);
    const active = await tx
      .select({ id: courseMembers.id })
      .from(courseMembers)
      .where(and(eq(courseMembers.teamId, team!.id), ne(courseMembers.progress, 'gave_up')));
    if (active.length === 0) return;
    await tx
      .insert(chapterProgress)
      .values(active.map((m) => ({ memberId: m.id, chapter: 3, status: 'completed' as const })))
      .onConflictDoNothing();
    for (const m of active) await syncProgress(tx, m.id);
  });
  return courseDetail(deps, view, course.id);
}

/**
 * Leaving: before the course starts the membership goes and the seat is freed; once it runs the
 * member gives up instead (their record stays for the course's reports).
 */
export async function leave(deps: AppDeps, view: View, input: Req<'leave'>): Promise<Record<string, never>> {
  const { course, member } = await requireAbility(deps, view.actor, input.courseId, 'leave');
  const row = member!;
  const done = await deps.db.transaction(async (tx) => {
    // The course's status is re-read inside the transaction: the clock may have just started it.
    const [now] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, course.id));
    if (now.status === 'inviting' || now.status === 'upcoming') return removeMember(tx, row);
    if (now.status === 'in_progress') return giveUpMember(tx, row.id);
    return false;
  });
  if (!done) fail(Errors.courseStateChanged);
  return {};
}

/** Signing up for an open session: free ones only (paid sessions need an order, a later issue). */
export async function signUp(deps: AppDeps, view: View, input: Req<'signUp'>): Promise<CourseDetail> {
  const { course, member } = await accessCourse(deps, view.actor, input.courseId);
  if (member) fail(Errors.alreadyEnrolled);
  if (course.kind !== 'open' || course.status !== 'inviting' || course.registrationDeadline.getTime() <= Date.now() || course.priceFen > 0) fail(Errors.courseNotJoinable);
  await deps.db.transaction(async (tx) => {
    // The status is checked again with the seat: a course that just closed sign-up refuses.
    const [still] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, course.id), eq(courses.status, 'inviting')));
    if (!still) fail(Errors.courseNotJoinable);
    await enrol(tx, course.id, view.actor.userId, null, 'signup');
  });
  return courseDetail(deps, view, course.id);
}
