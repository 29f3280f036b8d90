import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRole } from '@sandtable/sim/assessments';
import { buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildAssessmentWorld, ok } from '../../test/assessments';

/**
 * A course's test's settings (docs/decisions/assessments.md "Running the tests"): the managers raise
 * the anonymity threshold (never below 3, at most 10) and hold a test's reports until they release
 * them. Held, a member reads nothing of it — their report and its PDF, their team's group report,
 * their headline on /evaluate-score — while the managers read everything.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof buildAssessmentWorld>>;
let assessmentId: number;
let subject: { id: number; as: Caller };

/** A whole team-role sheet: each part's 10 points to one statement of `role`. */
const sheetOf = (role: teamRole.RoleId) => Object.fromEntries(teamRole.PARTS.map((p) => [p.statements.find((s) => s.role === role)!.id, 10]));
const settings = (body: object, as: Caller = world.lecturer, id = assessmentId) => call(t.app, 'POST', '/assessment/settings.json', { assessmentId: id, anonymityThreshold: 3, reportsReleased: true, teamIds: null, ...body }, as);
const report = (as: Caller, userId?: number) => call(t.app, 'GET', `/belbin/report.json?assessmentId=${assessmentId}${userId ? `&userId=${userId}` : ''}`, undefined, as);

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildAssessmentWorld(t);
  assessmentId = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: world.course.course.id, instrument: 'team_role' }, world.lecturer)).json.body.id;
  [subject] = world.people;
  const own = sheetOf('driver');
  for (const p of teamRole.PARTS) {
    const answers = Object.fromEntries(p.statements.filter((s) => s.id in own).map((s) => [s.id, own[s.id]]));
    ok(await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: String(p.part), answers }, subject.as));
  }
  ok(await call(t.app, 'POST', '/assessment/submit.json', { assessmentId }, subject.as));
  const observers = world.people.slice(1, 4);
  const invited = ok(await call(t.app, 'POST', '/belbin/invite.json', { assessmentId, observerIds: observers.map((o) => o.id) }, subject.as)).json.body;
  for (const [k, inv] of invited.entries()) ok(await call(t.app, 'POST', '/belbinOther/save.json', { invitationId: inv.id, answers: sheetOf('analyst') }, observers[k].as));
});
afterAll(() => t.close());

describe('POST /assessment/settings.json', () => {
  it('raises the anonymity threshold for the test: three colleagues are then too few to show', async () => {
    expect(ok(await report(subject.as)).json.body.observers).toMatchObject({ status: 'shown', count: 3 });
    expect(ok(await settings({ anonymityThreshold: 4 })).json.body).toMatchObject({ id: assessmentId, anonymityThreshold: 4, reportsReleased: true });
    expect(ok(await report(subject.as)).json.body.observers).toEqual({ status: 'withheld', count: 3, needed: 4 });
    // The managers read the same rule: it protects the colleagues, not the reader.
    expect(ok(await report(world.lecturer, subject.id)).json.body.observers).toEqual({ status: 'withheld', count: 3, needed: 4 });
    ok(await settings({ anonymityThreshold: 3 }));
    expect(ok(await report(subject.as)).json.body.observers).toMatchObject({ status: 'shown', count: 3 });
  });

  it('holds the reports from members until released; the managers read them meanwhile', async () => {
    ok(await settings({ reportsReleased: false }));
    const teamId = world.course.teams[0].id;
    expect((await report(subject.as)).json.head.code).toBe('107006');
    expect((await call(t.app, 'GET', `/belbin/report.pdf?assessmentId=${assessmentId}&lang=en`, undefined, subject.as)).json.head.code).toBe('107006');
    expect((await call(t.app, 'GET', `/belbin/groupReport.json?teamId=${teamId}`, undefined, subject.as)).json.head.code).toBe('107006');
    const scores = ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, subject.as)).json.body as { id: number; headline: string[]; reportsReleased: boolean }[];
    expect(scores.find((x) => x.id === assessmentId)).toMatchObject({ headline: [], reportsReleased: false });
    expect(ok(await report(world.lecturer, subject.id)).json.body.status).toBe('finished');
    expect(ok(await call(t.app, 'GET', `/belbin/groupReport.json?teamId=${teamId}`, undefined, world.lecturer)).json.body.teamId).toBe(teamId);
    // Released: everything is back.
    ok(await settings({ reportsReleased: true }));
    expect(ok(await report(subject.as)).json.body.status).toBe('finished');
    const after = ok(await call(t.app, 'GET', '/assessment/scores.json', undefined, subject.as)).json.body as { id: number; headline: string[] }[];
    expect(after.find((x) => x.id === assessmentId)!.headline.length).toBeGreaterThan(0);
  });

  it('is for the course’s managers, with a threshold from 3 to 10', async () => {
    for (const anonymityThreshold of [2, 11, 3.5]) expect((await settings({ anonymityThreshold })).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/assessment/settings.json', { assessmentId, anonymityThreshold: 4 }, world.lecturer)).json.head.code).toBe('100001');
    for (const as of [world.enterpriseB, world.otherLecturer]) expect((await settings({ anonymityThreshold: 5 }, as)).json.head.code).toBe('100004');
    expect((await settings({ anonymityThreshold: 5 }, subject.as)).json.head.code).not.toBe('000000');
    expect(ok(await settings({ anonymityThreshold: 10 }, world.enterpriseA)).json.body.anonymityThreshold).toBe(10);
    expect(ok(await settings({ anonymityThreshold: 3 }, world.admin)).json.body.anonymityThreshold).toBe(3);
  });

  it('gives a test to some of the course’s teams: the others’ members neither see nor take it, and the results list only those who take it', async () => {
    const conflictId = ok(await call(t.app, 'POST', '/assessment/assign.json', { courseId: world.course.course.id, instrument: 'conflict' }, world.lecturer)).json.body.id;
    const [first, second] = world.course.teams.map((tm) => tm.id);
    const inFirst = world.people.filter((p) => world.course.members.find((m) => m.userId === p.id)!.teamId === first);
    const inSecond = world.people.filter((p) => world.course.members.find((m) => m.userId === p.id)!.teamId === second);
    expect(ok(await settings({ teamIds: [second, second] }, world.lecturer, conflictId)).json.body.teamIds).toEqual([second]);
    const listed = async (who: Caller) => (ok(await call(t.app, 'POST', '/assessment/select.json', {}, who)).json.body as { id: number }[]).some((x) => x.id === conflictId);
    expect(await listed(inFirst[0].as)).toBe(false);
    expect(await listed(inSecond[0].as)).toBe(true);
    expect((await call(t.app, 'POST', '/course/courseTeamMember/saveGameInfo.json', { assessmentId: conflictId, part: '1', answers: {} }, inFirst[0].as)).json.head.code).toBe('107004');
    const results = ok(await call(t.app, 'GET', `/assessment/courseResults.json?assessmentId=${conflictId}`, undefined, world.lecturer)).json.body as { rows: { userId: number }[] };
    expect(results.rows.map((m) => m.userId).sort()).toEqual(inSecond.map((p) => p.id).sort());
    // Back to the whole course: everyone has it again.
    ok(await settings({ teamIds: null }, world.lecturer, conflictId));
    expect(await listed(inFirst[0].as)).toBe(true);
  });

  it('takes teams of the test’s course only, at least one', async () => {
    const fields = (res: { json: { head: { code: string; fields?: { field: string; message: string }[] } } }) => {
      expect(res.json.head.code).toBe('100001');
      return (res.json.head.fields ?? []).map((f) => [f.field, f.message]);
    };
    const other = world.course.teams[0].id + 10_000;
    expect(fields(await settings({ teamIds: [world.course.teams[0].id, other] }))).toEqual([['teamIds', expect.stringContaining('is not a team of this course')]]);
    expect(fields(await settings({ teamIds: [] }))).toEqual([['teamIds', 'Please choose at least one team, or the whole course']]);
    // Nothing was written.
    expect(ok(await call(t.app, 'GET', `/assessment/course.json?courseId=${world.course.course.id}`, undefined, world.lecturer)).json.body.find((a: { id: number }) => a.id === assessmentId).teamIds).toBeNull();
  });
});

