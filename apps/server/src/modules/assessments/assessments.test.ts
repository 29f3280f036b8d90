import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teamRole, leadership } from '@sandtable/sim/assessments';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildAssessmentWorld, fields, ok } from '../../test/assessments';
import { OBSERVERS_MAX } from '@sandtable/shared/contracts/assessments';
import { assessmentAnswers, assessmentAttemptHistory, assessmentAttempts, assessmentResults, observerInvitationHistory, observerInvitations } from '../../db/schema';

/**
 * The assessments module end to end on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * a whole team-role attempt, observers and the anonymity rule, bad input, scoping to the caller,
 * the leadership-style test and concurrent submits.
 */
let t: TestApp;
let course: Awaited<ReturnType<typeof buildAssessmentWorld>>['course'];
let lecturer: Caller;
let admin: Caller;
let enterpriseA: Caller;
let enterpriseB: Caller;
let otherLecturer: Caller;
/** Team 1: the subject and two colleagues; team 2: two more people of the course. */
let subject: { id: number; as: Caller };
let peers: { id: number; as: Caller }[];
let teamRoleId: number;
let companyA: number;


/** A complete team-role sheet: all 10 points of each part to the statements of `roles[part % roles.length]`. */
function sheetFor(...roles: teamRole.RoleId[]): Record<string, number> {
  const sheet: Record<string, number> = {};
  teamRole.PARTS.forEach((p, k) => {
    const s = p.statements.find((x) => x.role === roles[k % roles.length])!;
    sheet[s.id] = 10;
  });
  return sheet;
}
const partOf = (sheet: Record<string, number>, part: number) => Object.fromEntries(Object.entries(sheet).filter(([id]) => teamRole.STATEMENTS.get(id)!.part === part));

beforeAll(async () => {
  t = await buildTestApp();
  let people: { id: number; as: Caller }[];
  ({ companyA, course, lecturer, admin, enterpriseA, enterpriseB, otherLecturer, people } = await buildAssessmentWorld(t));
  [subject, ...peers] = people;
  const assigned = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'team_role' }, lecturer));
  teamRoleId = assigned.json.body.id;
  expect(assigned.json.body).toMatchObject({ instrument: 'team_role', version: teamRole.TEAM_ROLE_VERSION, courseId: course.course.id });
});
afterAll(() => t.close());

const save = (who: Caller, part: number | string, answers: Record<string, unknown>, assessmentId = teamRoleId) =>
  call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: String(part), answers }, who);
const attemptsOf = async (userId: number) => t.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, userId));

describe('a team-role attempt', () => {
  const mine = sheetFor('driver', 'organiser', 'driver', 'analyst');

  it('refuses a part with too few or too many points, in both languages, and writes nothing', async () => {
    const [first] = Object.keys(partOf(mine, 1));
    const few = await save(subject.as, 1, { [first]: 9 });
    expect(few.json.head.code).toBe('100001');
    expect(fields(few)[0].message).toContain('9 of 10 points given');
    const many = await save({ ...subject.as, language: 'zh' }, 1, { [first]: 11 });
    expect(many.json.head.code).toBe('100001');
    expect(fields(many)[0].message).toMatch(/11/);
    const foreign = await save(subject.as, 2, { [first]: 10 });
    expect(fields(foreign)[0].message).toBe('is not a statement of this test');
    const fraction = await save(subject.as, 1, { [first]: 9.5, [Object.keys(partOf(sheetFor('keeper'), 1))[0]]: 0.5 });
    expect(fraction.json.head.code).toBe('100001');
    expect(await attemptsOf(subject.id)).toEqual([]);
    const listed = ok(await call(t.app, 'POST', '/assessment/select.json', {}, subject.as));
    expect(listed.json.body.find((x: { id: number }) => x.id === teamRoleId)).toMatchObject({ status: 'pending', attemptId: null, courseName: course.course.name });
  });

  it('saves part by part (resumable), submits once, and stores the scores with the version', async () => {
    ok(await save(subject.as, 1, partOf(mine, 1)));
    const resumed = ok(await call(t.app, 'GET', `/course/courseTeamMember/getGameInfo.json?assessmentId=${teamRoleId}`, undefined, subject.as));
    expect(resumed.json.body).toMatchObject({ status: 'in_progress', unfinished: ['2', '3', '4', '5', '6', '7'] });
    const early = await call(t.app, 'POST', '/assessment/submit.json', { assessmentId: teamRoleId }, subject.as);
    expect(early.json.head.code).toBe('100001');
    for (let p = 2; p <= 7; p++) ok(await save(subject.as, p, partOf(mine, p)));
    const done = ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId: teamRoleId }, subject.as));
    expect(done.json.body).toMatchObject({ status: 'finished', unfinished: [] });
    const [attempt] = await attemptsOf(subject.id);
    const [result] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id));
    expect(result).toMatchObject({ instrument: 'team_role', version: 1, scores: teamRole.scoreSheet(mine) });
    const history = await t.database.db.select().from(assessmentAttemptHistory).where(eq(assessmentAttemptHistory.attemptId, attempt.id)).orderBy(assessmentAttemptHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason, h.actorId])).toEqual([
      [null, 'pending', 'created', subject.id], ['pending', 'in_progress', 'begin', subject.id], ['in_progress', 'finished', 'finish', subject.id],
    ]);
    const again = await save(subject.as, 1, partOf(mine, 1));
    expect(again.json.head).toMatchObject({ code: '107001' });
    const answers = await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attempt.id));
    expect(answers).toHaveLength(7);
    ok(await call(t.app, 'POST', '/belbin/selectRole.json', { assessmentId: teamRoleId, roles: ['organiser', 'driver'] }, subject.as));
    const badRole = await call(t.app, 'POST', '/belbin/selectRole.json', { assessmentId: teamRoleId, roles: ['wizard'] }, subject.as);
    expect(badRole.json.head.code).toBe('100001');
  });

  it('shows observers only from three on: two answers reveal nothing but their count', async () => {
    const self = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, observerIds: [subject.id] }, subject.as);
    expect(fields(self)[0]).toMatchObject({ field: 'observerIds', message: 'nobody can rate themselves' });
    const outsider = await buildUser(t.database.db);
    const foreign = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, observerIds: [outsider.id] }, subject.as);
    expect(foreign.json.head.code).toBe('100001');
    expect(await t.database.db.select().from(observerInvitations)).toEqual([]);

    const invited = ok(await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, observerIds: [peers[0].id, peers[1].id], links: 2 }, subject.as));
    const list = invited.json.body as { id: number; observerId: number | null; token?: string }[];
    expect(list).toHaveLength(4);
    const [a, b] = list.filter((i) => i.observerId !== null);
    const [link, spare] = list.filter((i) => i.token).map((i) => i.token!);
    const twice = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, observerIds: [peers[0].id] }, subject.as);
    expect(fields(twice)[0].message).toBe('this person has already been rated by this rater');

    const tasks = ok(await call(t.app, 'POST', '/belbinOther/select.json', {}, peers[0].as));
    expect(tasks.json.body).toEqual([expect.objectContaining({ invitationId: a.id, status: 'invited', instrument: 'team_role', subjectName: expect.any(String) })]);
    // Somebody else's invitation by id is not found; the subject cannot rate themselves by link.
    expect((await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: a.id, answers: sheetFor('keeper') }, peers[1].as)).json.head.code).toBe('100004');
    expect(fields(await call(t.app, 'POST', '/belbinOther/save.json', { token: link, answers: sheetFor('keeper') }, subject.as))[0].message).toBe('nobody can rate themselves');
    // A bad sheet changes nothing.
    expect((await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: a.id, answers: { p1s1: 10 } }, peers[0].as)).json.head.code).toBe('100001');

    const sheets = [sheetFor('keeper', 'analyst'), sheetFor('harmoniser'), sheetFor('convener', 'expert')];
    ok(await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: a.id, answers: sheets[0] }, peers[0].as));
    ok(await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: b.id, answers: sheets[1] }, peers[1].as));
    const closed = await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: a.id, answers: sheets[0] }, peers[0].as);
    expect(closed.json.head.code).toBe('107003');

    const two = ok(await call(t.app, 'GET', `/belbin/report.json?assessmentId=${teamRoleId}`, undefined, subject.as)).json.body;
    expect(two.observers).toEqual({ status: 'withheld', count: 2, needed: 3 });
    expect(two.agreement).toBeNull();
    expect(two.overall).toEqual(two.self);

    // The third, by link and without an account.
    const open = ok(await call(t.app, 'POST', '/belbinOther/get.json', { token: link }));
    expect(open.json.body).toMatchObject({ status: 'invited', instrument: 'team_role' });
    ok(await call(t.app, 'POST', '/belbinOther/save.json', { token: link, answers: sheets[2] }));
    const three = ok(await call(t.app, 'GET', `/belbin/report.json?assessmentId=${teamRoleId}`, undefined, subject.as)).json.body;
    const average = teamRole.averageScores(sheets.map(teamRole.scoreSheet));
    expect(three.observers).toEqual({ status: 'shown', count: 3, scores: average });
    expect(three.agreement).not.toBeNull();
    expect(three.overall).toEqual(teamRole.averageScores([teamRole.scoreSheet(sheetFor('driver', 'organiser', 'driver', 'analyst')), average]));
    expect(three).toMatchObject({ chosenRoles: ['driver', 'organiser'], invited: 4 });

    // An expired link moves to expired (with its history row) when used.
    const [spareRow] = (await t.database.db.select().from(observerInvitations).where(eq(observerInvitations.status, 'invited'))).filter((r) => r.tokenHash);
    await t.database.db.update(observerInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(observerInvitations.id, spareRow.id));
    expect((await call(t.app, 'POST', '/belbinOther/save.json', { token: spare, answers: sheets[0] })).json.head.code).toBe('107003');
    const h = await t.database.db.select().from(observerInvitationHistory).where(eq(observerInvitationHistory.invitationId, spareRow.id)).orderBy(observerInvitationHistory.id);
    expect(h.map((r) => [r.fromStatus, r.toStatus, r.reason])).toEqual([[null, 'invited', 'created'], ['invited', 'expired', 'expire']]);
  });

  it('keeps reports to the person, the course’s managers and the chief admin', async () => {
    const url = `/belbin/report.json?assessmentId=${teamRoleId}&userId=${subject.id}`;
    for (const who of [lecturer, enterpriseA, admin]) expect(ok(await call(t.app, 'GET', url, undefined, who)).json.body.userId).toBe(subject.id);
    for (const who of [enterpriseB, otherLecturer, peers[0].as]) {
      const res = await call(t.app, 'GET', url, undefined, who);
      expect(res.json.head.code).toBe('100004');
      expect(res.json.body ?? null).toBeNull();
    }
    const member = course.members[0].memberId;
    expect(ok(await call(t.app, 'GET', `/course/courseTeamMember/questionnaireJoin.json?teamMemberId=${member}`, undefined, enterpriseA)).json.body[0]).toMatchObject({ status: 'finished' });
    expect((await call(t.app, 'GET', `/course/courseTeamMember/questionnaireJoin.json?teamMemberId=${member}`, undefined, enterpriseB)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'leadership' }, enterpriseB)).json.head.code).toBe('100004');
  });

  it('reports a team’s role coverage to its members and managers only', async () => {
    const team = course.teams[0].id;
    const report = ok(await call(t.app, 'GET', `/belbin/groupReport.json?teamId=${team}`, undefined, peers[0].as)).json.body;
    expect(report.members.map((m: { userId: number }) => m.userId)).toEqual(course.members.filter((m) => m.teamId === team).map((m) => m.userId));
    const expected = teamRole.teamCoverage([{ memberId: String(subject.id), scores: teamRole.scoreSheet(sheetFor('driver', 'organiser', 'driver', 'analyst')), chosen: ['driver', 'organiser'] }]);
    expect(report.gaps).toEqual(expected.gaps);
    expect(report.roles.find((r: { role: string }) => r.role === 'driver')).toEqual({ role: 'driver', members: [subject.id], status: 'covered' });
    const otherTeam = course.members.find((m) => m.teamId !== team)!;
    expect((await call(t.app, 'GET', `/belbin/groupReport.json?teamId=${team}`, undefined, await asUser(t, otherTeam.userId))).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/belbin/groupReport.json?teamId=${team}`, undefined, enterpriseB)).json.head.code).toBe('100004');
    ok(await call(t.app, 'GET', `/belbin/groupReport.json?teamId=${team}`, undefined, lecturer));
  });

  it('keeps a person’s observers to OBSERVERS_MAX over all invitation calls, not only per call', async () => {
    const count = async () => (ok(await call(t.app, 'GET', `/belbin/invitations.json?assessmentId=${teamRoleId}`, undefined, subject.as)).json.body as unknown[]).length;
    // Up to one below the limit, in calls of their own.
    for (let left = OBSERVERS_MAX - 1 - (await count()); left > 0; left -= 3) {
      ok(await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, links: Math.min(3, left) }, subject.as));
    }
    expect(await count()).toBe(OBSERVERS_MAX - 1);
    // A call that would go past the limit changes nothing.
    const over = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, links: 2 }, subject.as);
    expect(fields(over)[0]).toMatchObject({ field: 'links', message: `at most ${OBSERVERS_MAX} observers per person` });
    expect(await count()).toBe(OBSERVERS_MAX - 1);
    ok(await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, links: 1 }, subject.as));
    expect(await count()).toBe(OBSERVERS_MAX);
    const again = await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, links: 1 }, subject.as);
    expect(again.json.head.code).toBe('100001');
    expect(fields(await call(t.app, 'POST', '/belbin/invite.json', { assessmentId: teamRoleId, observerIds: [peers[2].id] }, subject.as))[0]).toMatchObject({ field: 'observerIds', message: `at most ${OBSERVERS_MAX} observers per person` });
    expect(await count()).toBe(OBSERVERS_MAX);
  });

  it('serves the report as PDF in both languages to whom may read it, and the course’s instruments to its managers', async () => {
    for (const lang of ['zh', 'en']) {
      const res = await t.app.inject({ method: 'GET', url: `/belbin/report.pdf?assessmentId=${teamRoleId}&lang=${lang}`, headers: { cookie: subject.as.cookie! } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const byLecturer = await t.app.inject({ method: 'GET', url: `/belbin/report.pdf?assessmentId=${teamRoleId}&userId=${subject.id}&lang=en`, headers: { cookie: lecturer.cookie! } });
    expect(byLecturer.statusCode).toBe(200);
    const byOther = await call(t.app, 'GET', `/belbin/report.pdf?assessmentId=${teamRoleId}&userId=${subject.id}&lang=en`, undefined, otherLecturer);
    expect(byOther.json.head.code).toBe('100004');
    // Nothing to print before the person has finished.
    expect((await call(t.app, 'GET', `/belbin/report.pdf?assessmentId=${teamRoleId}&lang=en`, undefined, peers[3].as)).json.head.code).toBe('100004');

    const listed = ok(await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, lecturer)).json.body;
    expect(listed.map((a: { instrument: string }) => a.instrument)).toContain('team_role');
    expect((await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', `/assessment/course.json?courseId=${course.course.id}`, undefined, peers[0].as)).json.head.code).toBe('100004');
  });
});

describe('the leadership-style test', () => {
  const sheet = (lean: leadership.StyleId): leadership.LeadershipSheet => ({
    frequency: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, i.style === lean ? 5 : 2])),
    scenarios: Object.fromEntries(leadership.SCENARIOS.map((s) => [s.id, { first: lean, second: lean === 'coaching' ? 'visionary' : 'coaching' }])),
  });

  it('is taken in two parts, scored, and shows a group profile only from three members on', async () => {
    const id = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: course.course.id, instrument: 'leadership' }, lecturer)).json.body.id;
    const bad = await save(peers[2].as, 'frequency', { f1: 6 }, id);
    expect(fields(bad)[0].message).toBe('choose an answer from 1 to 5');
    expect(await attemptsOf(peers[2].id)).toEqual([]);
    const styles: leadership.StyleId[] = ['coaching', 'democratic', 'visionary'];
    for (const [k, who] of [peers[2], peers[3], peers[4]].entries()) {
      const s = sheet(styles[k]);
      ok(await save(who.as, 'frequency', s.frequency, id));
      ok(await save(who.as, 'scenarios', s.scenarios, id));
      ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId: id }, who.as));
      const group = ok(await call(t.app, 'GET', `/game/ls/groupResult.json?assessmentId=${id}`, undefined, lecturer)).json.body;
      expect(group.finished).toBe(k + 1);
      expect(group.profile).toEqual(k < 2 ? { status: 'withheld', count: k + 1, needed: 3 } : { status: 'shown', count: 3, scores: expect.objectContaining({ size: 3 }) });
    }
    const mine = ok(await call(t.app, 'GET', `/game/ls/evaluateResult.json?assessmentId=${id}`, undefined, peers[2].as)).json.body;
    expect(mine.self).toEqual(leadership.styleProfile(leadership.scoreLeadershipSheet(sheet('coaching'))));
    expect(mine.others).toEqual({ status: 'withheld', count: 0, needed: 3 });
    expect((await call(t.app, 'GET', `/game/ls/evaluateResult.json?assessmentId=${id}&userId=${peers[2].id}`, undefined, enterpriseB)).json.head.code).toBe('100004');
  });
});

describe('a person’s scores (/assessment/scores.json, /evaluate-score)', () => {
  it('lists the caller’s own submitted tests, newest first, each with what stands out in it', async () => {
    const mine = ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, subject.as)).json.body;
    expect(mine.map((x: { instrument: string }) => x.instrument)).toEqual(['team_role']);
    // Their chosen roles stand out (as the team coverage reads them).
    expect(mine[0]).toMatchObject({ id: teamRoleId, status: 'finished', courseName: course.course.name, headline: ['driver', 'organiser'] });
    const coach = ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, peers[2].as)).json.body;
    expect(coach).toHaveLength(1);
    const profile = leadership.styleProfile(leadership.scoreLeadershipSheet({
      frequency: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((i) => [i.id, i.style === 'coaching' ? 5 : 2])),
      scenarios: Object.fromEntries(leadership.SCENARIOS.map((x) => [x.id, { first: 'coaching', second: 'visionary' }])),
    }));
    expect(coach[0]).toMatchObject({ instrument: 'leadership', headline: [profile.dominant, profile.secondary] });
    // Nobody else's: a person with no submitted test gets none, whoever they are.
    expect(ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, lecturer)).json.body).toEqual([]);
  });
});

describe('a course test’s results for its managers (/assessment/courseResults.json)', () => {
  it('lists every member with their state and what stands out, to the course’s managers only', async () => {
    const url = `/assessment/courseResults.json?assessmentId=${teamRoleId}`;
    const all = ok(await call(t.app, 'GET', url, undefined, lecturer)).json.body;
    expect(all).toMatchObject({ assessmentId: teamRoleId, instrument: 'team_role', finished: 1 });
    expect(all.rows.map((r: { userId: number }) => r.userId)).toEqual(course.members.map((m) => m.userId));
    expect(all.rows.find((r: { userId: number }) => r.userId === subject.id)).toMatchObject({ status: 'finished', teamName: course.teams[0].name, headline: ['driver', 'organiser'] });
    expect(all.rows.find((r: { userId: number }) => r.userId === peers[3].id)).toMatchObject({ status: 'pending', headline: [] });
    for (const who of [enterpriseB, otherLecturer, subject.as, peers[0].as]) expect((await call(t.app, 'GET', url, undefined, who)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', '/assessment/courseResults.json?assessmentId=0', undefined, lecturer)).json.head.code).toBe('100001');
  });
});

describe('the team profiles of a game’s debrief (/assessment/teamProfiles.json)', () => {
  it('give each team its role mix and leadership profile: a member their own team, managers every team, anyone else nothing', async () => {
    const url = `/assessment/teamProfiles.json?courseId=${course.course.id}`;
    const all = ok(await call(t.app, 'GET', url, undefined, lecturer)).json.body;
    expect(all).toMatchObject({ managed: true, teamRoleAssessmentId: teamRoleId });
    expect(all.leadershipAssessmentId).toEqual(expect.any(Number));
    expect(all.teams.map((x: { teamId: number }) => x.teamId)).toEqual(course.teams.map((x) => x.id));
    const [first, second] = all.teams;
    // Team 1: the subject's team roles (as chosen), nobody's leadership style yet.
    const coverage = teamRole.teamCoverage([{ memberId: String(subject.id), scores: teamRole.scoreSheet(sheetFor('driver', 'organiser', 'driver', 'analyst')), chosen: ['driver', 'organiser'] }]);
    expect(first).toMatchObject({ members: 3, roles: { finished: 1, covered: ['driver', 'organiser'], gaps: coverage.gaps, overlaps: [] } });
    expect(first.leadership).toEqual({ finished: 0, profile: { status: 'withheld', count: 0, needed: 3 } });
    // Team 2: three leadership profiles (shown), no team roles.
    expect(second.roles).toEqual({ finished: 0, covered: [], gaps: teamRole.ROLE_IDS.slice(), overlaps: [] });
    expect(second.leadership).toMatchObject({ finished: 3, profile: { status: 'shown', count: 3, scores: { size: 3 } } });
    // A member sees their own team only; the other company's enterprise user, another lecturer and an outsider nothing.
    expect(ok(await call(t.app, 'GET', url, undefined, peers[2].as)).json.body).toMatchObject({ managed: false, teams: [second] });
    expect(ok(await call(t.app, 'GET', url, undefined, subject.as)).json.body.teams).toEqual([first]);
    const outsider = await asUser(t, (await buildUser(t.database.db)).id);
    for (const who of [enterpriseB, otherLecturer, outsider]) expect((await call(t.app, 'GET', url, undefined, who)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', '/assessment/teamProfiles.json?courseId=abc', undefined, lecturer)).json.head.code).toBe('100001');
  });
});

describe('concurrent submits', () => {
  it('finish an attempt once: one result, one history row', async () => {
    const who = await buildUser(t.database.db);
    const as = await asUser(t, who.id);
    const open = ok(await call(t.app, 'POST', '/assessment/select.json', {}, as)).json.body.find((x: { instrument: string; courseId: number | null }) => x.instrument === 'team_role' && x.courseId === null);
    const mine = sheetFor('expert', 'originator');
    for (let p = 1; p <= 7; p++) ok(await save(as, p, partOf(mine, p), open.id));
    const codes = (await Promise.all(Array.from({ length: 12 }, () => call(t.app, 'POST', '/assessment/submit.json', { assessmentId: open.id }, as)))).map((r) => r.json.head.code);
    expect(codes.filter((c) => c === '000000')).toHaveLength(1);
    expect(codes.filter((c) => c !== '000000').every((c) => c === '107001')).toBe(true);
    const [attempt] = await attemptsOf(who.id);
    expect(await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.attemptId, attempt.id))).toHaveLength(1);
    const finishes = await t.database.db.select().from(assessmentAttemptHistory).where(and(eq(assessmentAttemptHistory.attemptId, attempt.id), eq(assessmentAttemptHistory.reason, 'finish')));
    expect(finishes).toHaveLength(1);
  });
});

describe('the company dashboard (/evaluation/company/selectData.json)', () => {
  it('aggregates by department, a department only from three results on, within the caller’s company', async () => {
    const db = t.database.db;
    const people = [
      ...(await Promise.all(['driver', 'driver', 'analyst'].map((r) => buildUser(db, { companyId: companyA, department: 'Sales' }).then((u) => ({ u, r }))))),
      ...(await Promise.all(['keeper', 'expert'].map((r) => buildUser(db, { companyId: companyA, department: 'R&D' }).then((u) => ({ u, r }))))),
    ];
    const sheets: Record<string, number>[] = [];
    for (const { u, r } of people) {
      const as = await asUser(t, u.id);
      const open = ok(await call(t.app, 'POST', '/assessment/select.json', {}, as)).json.body.find((x: { instrument: string; courseId: number | null }) => x.instrument === 'team_role' && x.courseId === null);
      const mine = sheetFor(r as teamRole.RoleId);
      sheets.push(mine);
      for (let p = 1; p <= 7; p++) ok(await save(as, p, partOf(mine, p), open.id));
      ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId: open.id }, as));
    }
    const data = ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role' }, enterpriseA)).json.body;
    expect(data.departments).toEqual([
      { department: 'R&D', count: 2, mean: null, strongest: null },
      { department: 'Sales', count: 3, mean: { ...teamRole.averageScores(sheets.slice(0, 3).map(teamRole.scoreSheet)).percent }, strongest: expect.objectContaining({ driver: 2, analyst: 1, keeper: 0 }) },
    ]);
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role', companyId: companyA }, admin)).json.body).toEqual(data);
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role' }, enterpriseB)).json.body.departments).toEqual([]);
    // Another company's id does not reach it: an enterprise user is pinned to their own company, as in every company list.
    const ownB = ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role' }, enterpriseB)).json.body;
    expect(ok(await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role', companyId: companyA }, enterpriseB)).json.body).toEqual(ownB);
    expect((await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role' }, admin)).json.head.code).toBe('100004');
    expect((await call(t.app, 'POST', '/evaluation/company/selectData.json', { instrument: 'team_role' }, lecturer)).json.head.code).toBe('100006');
  });
});
