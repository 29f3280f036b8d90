import type { z } from 'zod';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { courseEndpoints, CourseDetail } from '@sandtable/shared/contracts/courses';
import type { Chapter } from '@sandtable/shared/rules/course';
import type { AppDeps } from '../../lib/context';
import { fail } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { accessCourse, courseDetail, membersOf, requireAbility, type View } from './course.service';
import { managesCourse } from './course.policy';
import { chapterStates } from './course.presenter';
import { courseStatusOf, findMember, findTeam, loadChapters, type CourseRow, type MemberRow } from './course.repo';
import { activeMemberIds, giveUpMember, markChapterCompleted, saveChapterScores, syncProgress, type MemberScore } from './chapter.repo';
import { appointOperator, saveActionPlan } from './team.repo';
import { enrol, removeMember } from './membership.repo';

type Req<K extends keyof typeof courseEndpoints> = z.output<(typeof courseEndpoints)[K]['request']>;

/**
 * The chapters of spec §4, as named commands: each is one transaction that writes the chapter
 * rows and then re-derives the member's progress (completed once chapters 1, 2 and 3 are).
 */

/**
 * Records members' scores of a chapter (chapter 2: the simulation). Managers grade through
 * /course/chapter/grade.json; the online game calls this when a run ends, for the whole class at
 * once. A member who gave up keeps their 0: nothing is written for them. Returns the members whose
 * score was recorded.
 */
export async function recordChapterScores(tx: Tx, chapter: Chapter, scores: readonly MemberScore[]): Promise<number[]> {
  const recorded = await saveChapterScores(tx, chapter, scores);
  await syncProgress(tx, recorded);
  return recorded;
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
    await markChapterCompleted(tx, [member.id], input.chapter);
    await syncProgress(tx, [member.id]);
  });
  return courseDetail(deps, view, course.id);
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
  await deps.db.transaction((tx) => recordChapterScores(tx, 2, input.scores));
  return courseDetail(deps, view, course.id);
}

/**
 * After chapter 2 the team's captain (their own chapter 2 completed) or a manager of the course
 * names the operator, a member of the team still in the course, until the action plan is in.
 */
export async function chooseOperator(deps: AppDeps, view: View, input: Req<'chooseOperator'>): Promise<CourseDetail> {
  const { actor } = view;
  const { course, member } = await accessCourse(deps, actor, input.courseId);
  const team = (await findTeam(deps.db, course.id, input.teamId)) ?? fail(Errors.notFound);
  if (!managesCourse(actor, course)) {
    if (!member || team.captainId !== actor.userId || member.teamId !== team.id) fail(Errors.notTeamCaptain);
    const mine = await loadChapters(deps.db, member!.id);
    if (!mine.some((c) => c.chapter === 2 && c.status === 'completed')) fail(Errors.chapterLocked);
  }
  if (course.status !== 'in_progress' || team.actionPlan !== null) fail(Errors.courseStateChanged);
  const operator = await findMember(deps.db, course.id, input.userId);
  if (!operator || operator.teamId !== team.id || operator.progress === 'gave_up') fail(Errors.notFound);
  if (!(await appointOperator(deps.db, team.id, input.userId))) fail(Errors.courseStateChanged);
  return courseDetail(deps, view, course.id);
}

/**
 * Chapter 3: the team's operator submits the action plan while chapter 3 is open for them; it
 * completes chapter 3 for every member of the team who has not given up.
 */
export async function submitActionPlan(deps: AppDeps, view: View, input: Req<'submitActionPlan'>): Promise<CourseDetail> {
  const { course, member } = await myMembership(deps, view, input.courseId);
  const team = member.teamId === null ? undefined : await findTeam(deps.db, course.id, member.teamId);
  if (!team || team.operatorId !== view.actor.userId) fail(Errors.notOperator);
  if ((await chapterStatus(deps, course, member, 3)) !== 'open') fail(Errors.chapterLocked);
  await deps.db.transaction(async (tx) => {
    if (!(await saveActionPlan(tx, team!.id, view.actor.userId, input.plan))) fail(Errors.notOperator);
    const active = await activeMemberIds(tx, team!.id);
    await markChapterCompleted(tx, active, 3);
    await syncProgress(tx, active);
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
    const now = await courseStatusOf(tx, course.id);
    if (now === 'inviting' || now === 'upcoming') return removeMember(tx, row);
    if (now === 'in_progress') return giveUpMember(tx, row.id);
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
    if ((await courseStatusOf(tx, course.id)) !== 'inviting') fail(Errors.courseNotJoinable);
    await enrol(tx, course.id, view.actor.userId, null, 'signup');
  });
  return courseDetail(deps, view, course.id);
}
