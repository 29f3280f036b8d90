import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagesOf } from '@sandtable/sim/change/stages';
import { buildTestApp, type Caller } from '../../test/app';
import { buildUser } from '../../test/factories';
import { asNewUser, asUser, codeOf, fieldsOf, post, runningCourse } from './test-support';

// Proposed marks for the CM thinking answers (docs/decisions/cm.md "Proposed marks"): the built-in
// rubric matcher, a marking service over real HTTP, and none.

const [unfreeze] = stagesOf('factory')!;
const onPoint =
  'Your piece-rate pay stays as it is while the lines learn the tablets, and no jobs go: we will be honest that the first weeks of the transition are difficult and slower. Short, concrete: what changes on your shift.';
const answers = Object.fromEntries(unfreeze.thinking.map((q) => [q.id, q.id === 'f1t2' ? onPoint : 'The board wants modern platforms and shareholder value.']));

/** An app with these settings, a CM course on it whose first member answered the first stage's thinking questions. */
async function courseOn(settings: Record<string, string>) {
  const t = await buildTestApp(settings);
  const lecturerId = (await buildUser(t.database.db, { role: 'lecturer' })).id;
  const lecturer = await asUser(t, lecturerId);
  const built = await runningCourse(t, lecturerId, { gameId: 'CM' });
  const start = await post(t, '/game/cm/start.json', { courseId: built.course.id, practiceRound: false, caseId: 'factory', level: 'standard', closeWhenAllSubmitted: true }, lecturer);
  expect(codeOf(start)).toBe('000000');
  const [member, silent] = built.members;
  const player = await asUser(t, member.userId);
  expect(codeOf(await post(t, '/game/cm/stage/thinking.json', { courseId: built.course.id, phase: 'unfreeze', answers }, player))).toBe('000000');
  const ask = (memberId = member.memberId, caller: Caller = lecturer) => post(t, '/game/cm/stage/propose.json', { courseId: built.course.id, phase: 'unfreeze', memberId }, caller);
  return { t, lecturerId, lecturer, course: built.course, member, silent, player, ask };
}

describe('proposed marks, built in (the default)', () => {
  let on: Awaited<ReturnType<typeof courseOn>>;
  beforeAll(async () => {
    on = await courseOn({});
  });
  afterAll(() => on.t.close());

  it('proposes points per rubric criterion for each answered question, within its total; stores nothing', async () => {
    expect((await post(on.t, '/game/cm/stage/answers.json', { courseId: on.course.id }, on.lecturer)).json.body.proposer).toBe('rubric');
    const res = await on.ask();
    expect(codeOf(res)).toBe('000000');
    const { proposer, proposals } = res.json.body;
    expect(proposer).toBe('rubric');
    expect(proposals.map((p: { questionId: string }) => p.questionId)).toEqual(unfreeze.thinking.map((q) => q.id));
    for (const [i, p] of proposals.entries()) {
      const rubric = unfreeze.thinking[i].rubric;
      expect(p.criteria.map((c: { of: number }) => c.of)).toEqual(rubric.map((r) => r.points));
      expect(p.points).toBe(p.criteria.reduce((sum: number, c: { points: number }) => sum + c.points, 0));
    }
    const byId = Object.fromEntries(proposals.map((p: { questionId: string; points: number }) => [p.questionId, p.points]));
    expect(byId.f1t2).toBeGreaterThan(byId.f1t1);
    expect(proposals.find((p: { questionId: string }) => p.questionId === 'f1t2').criteria[0].matched).toEqual(expect.arrayContaining(['piece-rate', 'jobs']));
    // Nothing stored: the member may still change the answers, which are unmarked.
    expect(codeOf(await post(on.t, '/game/cm/stage/thinking.json', { courseId: on.course.id, phase: 'unfreeze', answers }, on.player))).toBe('000000');
  });

  it('refuses a member without answers, another course’s member, another lecturer and a member', async () => {
    expect(fieldsOf(await on.ask(on.silent.memberId))).toEqual(['memberId']);
    const other = await runningCourse(on.t, on.lecturerId, { gameId: 'CM' });
    expect(fieldsOf(await on.ask(other.members[0].memberId))).toEqual(['memberId']);
    expect(codeOf(await on.ask(on.member.memberId, (await asNewUser(on.t, { role: 'lecturer' })).caller))).toBe('100004');
    expect(codeOf(await on.ask(on.member.memberId, on.player))).toBe('100006');
  });
});

describe('proposed marks from a marking service', () => {
  let on: Awaited<ReturnType<typeof courseOn>>;
  const received: { auth?: string; body: { rubric: unknown[]; answer: string } }[] = [];
  let answer: (rubricLength: number) => { status: number; body: unknown } = (n) => ({ status: 200, body: { criteria: Array.from({ length: n }, (_, i) => ({ points: i === 0 ? 99 : 1.7 })) } });
  const service = http.createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      const body = JSON.parse(text);
      received.push({ auth: req.headers.authorization, body });
      const { status, body: out } = answer(body.rubric.length);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    on = await courseOn({ MARKING_PROVIDER: 'http', MARKING_HTTP_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}/mark`, MARKING_HTTP_TOKEN: 'secret' });
  });
  afterAll(async () => {
    await on.t.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it('posts the question, its rubric and the answer with the token; clamps and rounds down what it answers', async () => {
    const res = await on.ask();
    expect(res.json.body.proposer).toBe('http');
    expect(received[0]).toMatchObject({ auth: 'Bearer secret', body: { answer: answers[unfreeze.thinking[0].id], rubric: unfreeze.thinking[0].rubric } });
    const first = res.json.body.proposals[0];
    expect(first.criteria.map((c: { points: number }) => c.points)).toEqual(unfreeze.thinking[0].rubric.map((r, i) => (i === 0 ? r.points : 1)));
  });

  it('answers markingUnavailable, in the caller’s language, when the service fails or answers another shape', async () => {
    answer = () => ({ status: 500, body: {} });
    const failed = await post(on.t, '/game/cm/stage/propose.json', { courseId: on.course.id, phase: 'unfreeze', memberId: on.member.memberId }, { ...on.lecturer, language: 'zh' });
    expect(failed.json.head).toMatchObject({ code: '105018', message: '暂时无法给出建议分数，请自行评分。' });
    answer = () => ({ status: 200, body: { criteria: [{ points: 1 }] } });
    expect(codeOf(await on.ask())).toBe('105018');
  });
});

describe('no marking provider', () => {
  it('says so to the page, and proposing is refused', async () => {
    const on = await courseOn({ MARKING_PROVIDER: 'none' });
    try {
      expect((await post(on.t, '/game/cm/stage/answers.json', { courseId: on.course.id }, on.lecturer)).json.body.proposer).toBeNull();
      expect(codeOf(await on.ask())).toBe('105018');
    } finally {
      await on.t.close();
    }
  });
});
