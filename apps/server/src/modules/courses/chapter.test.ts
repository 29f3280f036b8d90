import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { asUser, buildTestApp, call, loginAs, type Caller, type TestApp } from '../../test/app';
import { buildCourse, buildUser, TEST_PASSWORD } from '../../test/factories';
import { chapterProgress, courseMembers, courses, teams } from '../../db/schema';
import { recordChapterScores } from './chapter.service';

let t: TestApp;
let lecturer: Caller;
let otherLecturer: Caller;
let outsider: Caller;
let lecturerId: number;

const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR);
const ahead = (h: number) => new Date(Date.now() + h * HOUR);

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  const db = t.database.db;
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = await loginAs(t.app, (await buildUser(db, { role: 'lecturer' })).account, TEST_PASSWORD);
  outsider = await loginAs(t.app, (await buildUser(db)).account, TEST_PASSWORD);
});
afterAll(() => t.close());

/** A course of the lecturer, running, with chapters up to `unlocked` released: 2 teams of 2. */
async function running(unlocked = 1, overrides: Record<string, unknown> = {}) {
  return buildCourse(t.database.db, { lecturerId, createdBy: lecturerId, status: 'in_progress', startAt: ago(1), endAt: ahead(7), registrationDeadline: ago(24), chaptersUnlocked: unlocked, ...overrides }, { teams: 2, membersPerTeam: 2 });
}

const chapter = (body: { me: { chapters: { chapter: number; status: string; score: number | null }[] } }, n: number) => body.me.chapters.find((c) => c.chapter === n)!;
const progressOf = async (memberId: number) => (await t.database.db.select().from(courseMembers).where(eq(courseMembers.id, memberId)))[0].progress;

describe('POST /course/chapter/complete.json', () => {
  it('completes chapter 1 while it is open', async () => {
    const { course, members } = await running();
    const res = await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 1 }, await asUser(t, members[0].userId));
    expect(res.json.head.code).toBe('000000');
    expect(chapter(res.json.body, 1).status).toBe('completed');
    expect(chapter(res.json.body, 2).status).toBe('locked');
  });

  it('refuses a locked chapter 1 (course not open yet) with chapterLocked', async () => {
    const { course, members } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId }, { teams: 1, membersPerTeam: 1 });
    const res = await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 1 }, await asUser(t, members[0].userId));
    expect(res.json.head.code).toBe('102009');
  });

  it('checks input, session, role and membership', async () => {
    const { course } = await running();
    const bad = await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 2 }, outsider);
    expect(bad.json.head.code).toBe('100001');
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('chapter');
    expect((await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 1 })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 1 }, lecturer)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 1 }, outsider)).json.head.code).toBe('100004');
  });
});

describe('POST /course/chapter/grade.json', () => {
  it('records chapter-2 scores for members; all three chapters make the member completed', async () => {
    const { course, members } = await running(2);
    const m = members[0];
    await t.database.db.insert(chapterProgress).values([{ memberId: m.memberId, chapter: 1, status: 'completed' }, { memberId: m.memberId, chapter: 3, status: 'completed' }]);
    const res = await call(t.app, 'POST', '/course/chapter/grade.json', { courseId: course.id, scores: [{ memberId: m.memberId, score: 87 }, { memberId: members[1].memberId, score: 40 }] }, lecturer);
    expect(res.json.head.code).toBe('000000');
    const team = res.json.body.teams[0];
    expect(team.members.find((x: { memberId: number }) => x.memberId === m.memberId).progress).toBe('completed');
    expect(await progressOf(members[1].memberId)).toBe('incomplete');
    // Re-grading updates the score.
    await call(t.app, 'POST', '/course/chapter/grade.json', { courseId: course.id, scores: [{ memberId: m.memberId, score: 90 }] }, lecturer);
    const [row] = await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, m.memberId), eq(chapterProgress.chapter, 2)));
    expect(row.score).toBe(90);
  });

  it('recordChapterScores scores a class at once, leaves a member who gave up at 0 and takes the last of two scores', async () => {
    const { members } = await running(2);
    const [quitter, player] = members;
    await t.database.db.insert(chapterProgress).values({ memberId: quitter.memberId, chapter: 2, status: 'gave_up', score: 0 });
    const scores = [
      { memberId: quitter.memberId, score: 70 },
      { memberId: player.memberId, score: 60 },
      { memberId: player.memberId, score: 65 },
    ];
    const recorded = await t.database.db.transaction((tx) => recordChapterScores(tx, 2, scores));
    expect(recorded).toEqual([player.memberId]);
    const scoreOf = async (memberId: number) =>
      (await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, memberId), eq(chapterProgress.chapter, 2))))[0];
    expect(await scoreOf(quitter.memberId)).toMatchObject({ status: 'gave_up', score: 0 });
    expect(await scoreOf(player.memberId)).toMatchObject({ status: 'completed', score: 65 });
  });

  it('checks scores, session, role, and whose course and members', async () => {
    const { course, members } = await running(2);
    const other = await running(2);
    const bad = await call(t.app, 'POST', '/course/chapter/grade.json', { courseId: course.id, scores: [{ memberId: members[0].memberId, score: 101 }] }, lecturer);
    expect(bad.json.head.code).toBe('100001');
    expect(bad.json.head.fields!.map((f) => f.field).join()).toContain('score');
    const body = { courseId: course.id, scores: [{ memberId: members[0].memberId, score: 50 }] };
    expect((await call(t.app, 'POST', '/course/chapter/grade.json', body)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/grade.json', body, await asUser(t, members[0].userId))).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/grade.json', body, otherLecturer)).json.head.code).toBe('100004');
    const foreign = { courseId: course.id, scores: [{ memberId: other.members[0].memberId, score: 50 }] };
    expect((await call(t.app, 'POST', '/course/chapter/grade.json', foreign, lecturer)).json.head.code).toBe('100004');
  });
});

describe('POST /course/chapter/giveUp.json', () => {
  it('gives up while chapter 2 is open: chapter 2 gave_up with 0, progress gave_up', async () => {
    const { course, members } = await running(2);
    const res = await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: course.id }, await asUser(t, members[0].userId));
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.me.progress).toBe('gave_up');
    expect(chapter(res.json.body, 2)).toMatchObject({ status: 'gave_up', score: 0 });
    expect(chapter(res.json.body, 3).status).toBe('locked');
  });

  it('refuses before chapter 2 is released', async () => {
    const { course, members } = await running(1);
    expect((await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: course.id }, await asUser(t, members[0].userId))).json.head.code).toBe('102009');
  });

  it('checks input, session, role and membership', async () => {
    const { course } = await running(2);
    expect((await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: 'x' }, outsider)).json.head.fields![0].field).toBe('courseId');
    expect((await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: course.id })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: course.id }, lecturer)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: course.id }, outsider)).json.head.code).toBe('100004');
  });
});

describe('POST /course/chapter/chooseOperator.json and /course/chapter/actionPlan.json', () => {
  const plan = 'We will cut prices in round two and expand capacity in round three.';

  it('the captain with chapter 2 done names the operator, who submits the plan: chapter 3 done for the team', async () => {
    const { course, members, teams: teamRows } = await running(3);
    const [captain, mate] = members.filter((m) => m.teamId === teamRows[0].id);
    const db = t.database.db;
    for (const m of [captain, mate]) await db.insert(chapterProgress).values([{ memberId: m.memberId, chapter: 1, status: 'completed' }, { memberId: m.memberId, chapter: 2, status: 'completed', score: 80 }]);
    const captainCaller = await asUser(t, captain.userId);
    const chosen = await call(t.app, 'POST', '/course/chapter/chooseOperator.json', { courseId: course.id, teamId: teamRows[0].id, userId: mate.userId }, captainCaller);
    expect(chosen.json.head.code).toBe('000000');
    expect(chosen.json.body.teams[0].operatorId).toBe(mate.userId);

    expect((await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, captainCaller)).json.head.code).toBe('102013');
    const submitted = await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, await asUser(t, mate.userId));
    expect(submitted.json.head.code).toBe('000000');
    expect(submitted.json.body.me).toMatchObject({ progress: 'completed', operator: true, actionPlan: plan });
    expect(await progressOf(captain.memberId)).toBe('completed');
    // The plan is in: the operator can no longer change.
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', { courseId: course.id, teamId: teamRows[0].id, userId: captain.userId }, lecturer)).json.head.code).toBe('102011');
  });

  it('a captain before chapter 2 is locked out; a non-captain is not the captain; a manager may choose', async () => {
    const { course, members, teams: teamRows } = await running(3);
    const [captain, mate] = members.filter((m) => m.teamId === teamRows[0].id);
    const body = { courseId: course.id, teamId: teamRows[0].id, userId: mate.userId };
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', body, await asUser(t, captain.userId))).json.head.code).toBe('102009');
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', body, await asUser(t, mate.userId))).json.head.code).toBe('102012');
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', body, lecturer)).json.head.code).toBe('000000');
    // Someone of another team cannot be this team's operator.
    const stranger = members.find((m) => m.teamId === teamRows[1].id)!;
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', { ...body, userId: stranger.userId }, lecturer)).json.head.code).toBe('100004');
  });

  it('the plan waits for chapter 3 to be released', async () => {
    const { course, members, teams: teamRows } = await running(2);
    await t.database.db.update(teams).set({ operatorId: members[0].userId }).where(eq(teams.id, teamRows[0].id));
    expect((await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, await asUser(t, members[0].userId))).json.head.code).toBe('102009');
  });

  it('checks input, session, role and whose course', async () => {
    const { course, teams: teamRows, members } = await running(3);
    const bad = await call(t.app, 'POST', '/course/chapter/chooseOperator.json', { courseId: course.id, teamId: teamRows[0].id }, lecturer);
    expect(bad.json.head.fields!.map((f) => f.field)).toContain('userId');
    const body = { courseId: course.id, teamId: teamRows[0].id, userId: members[0].userId };
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', body)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', body, otherLecturer)).json.head.code).toBe('100004');
    const short = await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan: 'short' }, await asUser(t, members[0].userId));
    expect(short.json.head.fields!.map((f) => f.field)).toContain('plan');
    expect((await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, lecturer)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, outsider)).json.head.code).toBe('100004');
  });
});

describe('a course run by its lecturer alone (no chief admin)', () => {
  it('goes from reading the case to the certificate: read → chapter 2 released and graded (or given up) → chapter 3 released → operator → plan', async () => {
    const { course, members, teams: teamRows } = await running(1);
    const [captain, mate] = members.filter((m) => m.teamId === teamRows[0].id);
    const [quitter] = members.filter((m) => m.teamId === teamRows[1].id);
    const as = { captain: await asUser(t, captain.userId), mate: await asUser(t, mate.userId), quitter: await asUser(t, quitter.userId) };
    for (const who of [as.captain, as.mate]) expect((await call(t.app, 'POST', '/course/chapter/complete.json', { courseId: course.id, chapter: 1 }, who)).json.head.code).toBe('000000');

    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 2 }, lecturer)).json.head.code).toBe('000000');
    expect((await call(t.app, 'POST', '/course/chapter/giveUp.json', { courseId: course.id }, as.quitter)).json.head.code).toBe('000000');
    const graded = await call(t.app, 'POST', '/course/chapter/grade.json', { courseId: course.id, scores: [captain, mate].map((m) => ({ memberId: m.memberId, score: 75 })) }, lecturer);
    expect(graded.json.head.code).toBe('000000');

    expect((await call(t.app, 'POST', '/course/chapter/chooseOperator.json', { courseId: course.id, teamId: teamRows[0].id, userId: mate.userId }, as.captain)).json.head.code).toBe('000000');
    const plan = 'Hold prices in round two, then expand capacity in round three.';
    expect((await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, as.mate)).json.head.code).toBe('102009');
    expect((await call(t.app, 'POST', '/course/unlock.json', { id: course.id, chapter: 3 }, lecturer)).json.head.code).toBe('000000');
    const done = await call(t.app, 'POST', '/course/chapter/actionPlan.json', { courseId: course.id, plan }, as.mate);
    expect(done.json.body.me.progress).toBe('completed');
    expect(await progressOf(captain.memberId)).toBe('completed');
    expect(await progressOf(quitter.memberId)).toBe('gave_up');

    const certificate = await call(t.app, 'POST', '/course/certificate/generate.json', { courseId: course.id, name: 'Captain' }, as.captain);
    expect(certificate.json.head.code).toBe('000000');
    expect(certificate.json.body.number).toBeTruthy();
  });
});

describe('POST /course/leave.json', () => {
  it('before the start the membership goes and the seat is freed', async () => {
    const { course, members, teams: teamRows } = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId }, { teams: 2, membersPerTeam: 2 });
    const res = await call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, await asUser(t, members[1].userId));
    expect(res.json).toMatchObject({ head: { code: '000000' }, body: {} });
    const [c] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(c.seatsTaken).toBe(3);
    const [team] = await t.database.db.select().from(teams).where(eq(teams.id, teamRows[0].id));
    expect(team.memberCount).toBe(1);
    expect(await t.database.db.select().from(courseMembers).where(eq(courseMembers.id, members[1].memberId))).toEqual([]);
  });

  it('while running the member gives up (chapter 2 scores 0)', async () => {
    const { course, members } = await running(1);
    expect((await call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, await asUser(t, members[0].userId))).json.head.code).toBe('000000');
    expect(await progressOf(members[0].memberId)).toBe('gave_up');
    const [row] = await t.database.db.select().from(chapterProgress).where(eq(chapterProgress.memberId, members[0].memberId));
    expect(row).toMatchObject({ chapter: 2, status: 'gave_up', score: 0 });
  });

  it('checks input, session, role and membership; a finished course cannot be left', async () => {
    const { course, members } = await running(1, { status: 'completed' });
    expect((await call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, await asUser(t, members[0].userId))).json.head.code).toBe('102011');
    expect((await call(t.app, 'POST', '/course/leave.json', {}, outsider)).json.head.fields![0].field).toBe('courseId');
    expect((await call(t.app, 'POST', '/course/leave.json', { courseId: course.id })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, lecturer)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/leave.json', { courseId: course.id }, outsider)).json.head.code).toBe('100004');
  });
});

describe('POST /course/signUp.json', () => {
  const openSession = (overrides: Record<string, unknown> = {}) => buildCourse(t.database.db, { kind: 'open', lecturerId: null, createdBy: lecturerId, ...overrides });

  it('signs up for a free open session in sign-up', async () => {
    const { course } = await openSession();
    const me = await loginAs(t.app, (await buildUser(t.database.db)).account, TEST_PASSWORD);
    const res = await call(t.app, 'POST', '/course/signUp.json', { courseId: course.id }, me);
    expect(res.json.head.code).toBe('000000');
    expect(res.json.body.me).toMatchObject({ teamId: null, progress: 'incomplete' });
    expect(res.json.body.course.seatsTaken).toBe(1);
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: course.id }, me)).json.head.code).toBe('102007');
  });

  it('refuses paid sessions (orders come later), closed sign-up, and full sessions', async () => {
    const me = await loginAs(t.app, (await buildUser(t.database.db)).account, TEST_PASSWORD);
    const paid = await openSession({ priceFen: 9900 });
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: paid.course.id }, me)).json.head.code).toBe('102008');
    const closed = await openSession({ status: 'upcoming' });
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: closed.course.id }, me)).json.head.code).toBe('102008');
    const full = await openSession({ participants: 1, seatsTaken: 1 });
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: full.course.id }, me)).json.head.code).toBe('102005');
  });

  it('checks input, session, role, and that the course is visible', async () => {
    const { course } = await openSession();
    const special = await buildCourse(t.database.db, { lecturerId, createdBy: lecturerId });
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: -1 }, outsider)).json.head.fields![0].field).toBe('courseId');
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: course.id })).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: course.id }, lecturer)).json.head.code).toBe('100006');
    expect((await call(t.app, 'POST', '/course/signUp.json', { courseId: special.course.id }, outsider)).json.head.code).toBe('100004');
  });
});
