import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { exportTaskHistory, exportTasks, users } from '../../db/schema';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { fail } from '../../lib/errors';
import { EXPORT_QUEUE, makeExport, registerExporter, type Exporter } from '.';

/**
 * Export tasks on the real app (docs/decisions/exports.md), with a test exporter standing in for
 * the leadership zip (its own suite, ls-results.test.ts, makes the real one): one task per file
 * in the making even when asked for at once (a real race with TEST_DATABASE_URL), a new one
 * replacing the finished ones and their bytes, progress, failures with their reason and retries,
 * a job run twice, the owner's rights checked when the work is done, and every task its owner's alone.
 */
let t: TestApp;
let owner: Caller;
let ownerId: number;
let other: Caller;
/** What the test exporter does next: made bytes (after `gate` opens), or a throw. */
let behaviour: { kind: 'ok' } | { kind: 'refuse' } | { kind: 'bug' };
let gate: Promise<void>;
let progressOf: ((done: number, total: number) => Promise<void>) | null;

const exporter: Exporter = {
  check: async (_deps, _actor, subjectId) => {
    if (subjectId === 13) fail(Errors.notFound);
  },
  make: async (_deps, actor, task, progress) => {
    progressOf = progress;
    await progress(0, 2);
    await gate;
    if (behaviour.kind === 'refuse') fail(Errors.notFound);
    if (behaviour.kind === 'bug') throw new Error('made a mistake');
    await progress(2, 2);
    return { bytes: new TextEncoder().encode(`${actor.userId}:${task.subjectId}:${task.lang}`), fileName: `made-${task.subjectId}.zip` };
  },
};

const ask = (as: Caller, subjectId = 1, lang = 'en') => call(t.app, 'POST', '/game/ls/generateSeparated.json', { assessmentId: subjectId, lang }, as);
const get = (as: Caller, id: number) => call(t.app, 'POST', '/export/task/get.json', { id }, as);
const body = <T = Record<string, unknown>>(res: { json: { head: { code: string }; body: unknown } }) => {
  expect(res.json.head.code).toBe('000000');
  return res.json.body as T & { id: number; status: string };
};
const fileOf = (as: Caller, id: number) => t.app.inject({ method: 'GET', url: `/export/task/file?id=${id}`, headers: { cookie: as.cookie! } });
const rowOf = async (id: number) => (await t.database.db.select().from(exportTasks).where(eq(exportTasks.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  // The route asks the leadership exporter; this suite's stands in for it.
  registerExporter('leadership_zip', exporter);
  ownerId = (await buildUser(t.database.db, { role: 'lecturer' })).id;
  owner = await asUser(t, ownerId);
  other = await asUser(t, (await buildUser(t.database.db, { role: 'lecturer' })).id);
});
afterAll(() => t.close());
beforeEach(() => {
  behaviour = { kind: 'ok' };
  gate = Promise.resolve();
  progressOf = null;
});

describe('export tasks', () => {
  it('answers one task for the same file asked for at once, and queues it once', async () => {
    const schedule = vi.spyOn(t.app.deps.jobs, 'schedule');
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(owner, 2)));
    const ids = new Set(answers.map((r) => body(r).id));
    expect(ids.size).toBe(1);
    expect(schedule.mock.calls.filter(([queue]) => queue === EXPORT_QUEUE)).toEqual([[EXPORT_QUEUE, { taskId: [...ids][0] }]]);
    schedule.mockRestore();
    // Another language or another record is another file.
    expect(body(await ask(owner, 2, 'zh')).id).not.toBe([...ids][0]);
    expect(body(await ask(owner, 3)).id).not.toBe([...ids][0]);
  });

  it('shows its progress while made, then its file to its owner; a new request replaces it and its bytes', async () => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const task = body(await ask(owner, 4));
    const making = makeExport(t.app.deps, task.id);
    await vi.waitFor(() => expect(progressOf).not.toBeNull());
    await progressOf!(1, 2);
    expect(body(await get(owner, task.id))).toMatchObject({ status: 'generating', done: 1, total: 2, fileName: null });
    open();
    await making;
    expect(body(await get(owner, task.id))).toMatchObject({ status: 'generated', done: 2, total: 2, fileName: 'made-4.zip', size: `${ownerId}:4:en`.length, failure: null });
    const file = await fileOf(owner, task.id);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`${ownerId}:4:en`);
    // A late progress report from a second run changes nothing once made.
    await progressOf!(1, 2);
    expect(body(await get(owner, task.id))).toMatchObject({ done: 2 });

    const { fileKey } = await rowOf(task.id);
    const again = body(await ask(owner, 4));
    expect(again.id).not.toBe(task.id);
    expect(await rowOf(task.id)).toBeUndefined();
    expect(await t.app.deps.files.get(fileKey!)).toBeNull();
    expect((await get(owner, task.id)).json.head.code).toBe('100004');
  });

  it('fails with the reason when the owner may no longer have the file, and is made again on retry', async () => {
    behaviour = { kind: 'refuse' };
    const task = body(await ask(owner, 5));
    await makeExport(t.app.deps, task.id);
    expect(body(await get(owner, task.id))).toMatchObject({ status: 'failed', failure: 'errors:notFound', fileName: null });
    expect((await fileOf(owner, task.id)).json().head.code).toBe('106010');
    expect((await call(t.app, 'POST', '/export/task/retry.json', { id: task.id }, other)).json.head.code).toBe('100004');

    behaviour = { kind: 'ok' };
    expect(body(await call(t.app, 'POST', '/export/task/retry.json', { id: task.id }, owner))).toMatchObject({ status: 'generating', failure: null, done: 0, total: 0 });
    await makeExport(t.app.deps, task.id);
    expect(body(await get(owner, task.id))).toMatchObject({ status: 'generated' });
    // Only a failed task is tried again.
    expect((await call(t.app, 'POST', '/export/task/retry.json', { id: task.id }, owner)).json.head.code).toBe('100009');
    const history = await t.database.db.select().from(exportTaskHistory).where(eq(exportTaskHistory.taskId, task.id)).orderBy(exportTaskHistory.id);
    expect(history.map((h) => [h.event, h.toStatus, h.actorKind])).toEqual([
      ['created', 'generating', 'lecturer'],
      ['fail', 'failed', 'system'],
      ['retry', 'generating', 'lecturer'],
      ['finish', 'generated', 'system'],
    ]);
  });

  it('fails a bug as the service’s fault and throws it for the queue’s log', async () => {
    behaviour = { kind: 'bug' };
    const task = body(await ask(owner, 6));
    await expect(makeExport(t.app.deps, task.id)).rejects.toThrow('made a mistake');
    expect(body(await get(owner, task.id))).toMatchObject({ status: 'failed', failure: 'errors:serviceAbnormal' });
  });

  it('is made once when its job runs twice at once, the second copy removed', async () => {
    const task = body(await ask(owner, 7));
    const removed = vi.spyOn(t.app.deps.files, 'remove');
    await Promise.all([makeExport(t.app.deps, task.id), makeExport(t.app.deps, task.id)]);
    const row = await rowOf(task.id);
    expect(row.status).toBe('generated');
    expect(await t.app.deps.files.get(row.fileKey!)).not.toBeNull();
    // Either both made it and the loser removed its copy, or the second found it made and did nothing.
    expect(removed.mock.calls.every(([key]) => key !== row.fileKey)).toBe(true);
    removed.mockRestore();
    await makeExport(t.app.deps, task.id);
    expect((await rowOf(task.id)).fileKey).toBe(row.fileKey);
  });

  it('is made with the owner’s rights at the time: a disabled account’s task fails', async () => {
    const u = await buildUser(t.database.db, { role: 'lecturer' });
    const as = await asUser(t, u.id);
    const task = body(await ask(as, 8));
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, u.id));
    await makeExport(t.app.deps, task.id);
    expect((await rowOf(task.id)).status).toBe('failed');
    expect((await rowOf(task.id)).failure).toBe('errors:noAuthority');
  });

  it('is refused when asked for a file the caller may not have, and lists only the caller’s own tasks', async () => {
    expect((await ask(owner, 13)).json.head.code).toBe('100004');
    body(await ask(other, 9));
    const mine = body<{ list: { subjectId: number; kind: string }[]; total: number }>(await call(t.app, 'POST', '/export/task/select.json', { pageNum: 1, pageSize: 2 }, owner));
    expect(mine.list).toHaveLength(2);
    expect(mine.total).toBeGreaterThanOrEqual(6);
    const all = body<{ list: { subjectId: number }[] }>(await call(t.app, 'POST', '/export/task/select.json', { pageNum: 1, pageSize: 100 }, owner));
    expect(all.list.map((x) => x.subjectId)).not.toContain(9);
    const one = body<{ list: { subjectId: number }[]; total: number }>(await call(t.app, 'POST', '/export/task/select.json', { kind: 'leadership_zip', subjectId: 5 }, owner));
    expect(one.list.map((x) => x.subjectId)).toEqual([5]);
    expect((await call(t.app, 'POST', '/export/task/select.json', { kind: 'nothing' }, owner)).json.head.code).toBe('100001');
    expect((await call(t.app, 'POST', '/export/task/get.json', { id: 'x' }, owner)).json.head.code).toBe('100001');
  });
});
