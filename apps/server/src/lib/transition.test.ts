import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { buildTestApp, type TestApp } from '../test/app';
import { buildCourse, buildUser } from '../test/factories';
import { courses, courseStatusHistory, games, gameStatusHistory } from '../db/schema';
import { courseLifecycle } from '../modules/courses';
import { gameLifecycle } from '../modules/game';
import { created, defineLifecycle, transition, type Change } from './transition';

/**
 * The transition helper, on the course lifecycle. The race is meaningful on PostgreSQL
 * (TEST_DATABASE_URL): PGlite runs one transaction at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const history = (courseId: number) => t.database.db.select().from(courseStatusHistory).where(eq(courseStatusHistory.courseId, courseId));
const statusOf = async (courseId: number) => (await t.database.db.select({ s: courses.status }).from(courses).where(eq(courses.id, courseId)))[0].s;

describe('transition', () => {
  it('moves from any state the event allows, records the state it replaced, and gives the lifecycle the change in the same transaction', async () => {
    const { course } = await buildCourse(t.database.db);
    const admin = await buildUser(t.database.db, { role: 'chief_admin' });
    const seen: Change[] = [];
    const watched = defineLifecycle({ ...courseLifecycle, record: (tx, c) => (seen.push(c), courseLifecycle.record(tx, c)) });
    const moved = await t.database.db.transaction((tx) => transition(tx, watched, course.id, { event: 'admin_close', to: 'closed', actorId: admin.id }));
    expect(moved).toMatchObject({ ok: true, from: 'inviting', to: 'closed', row: { id: course.id, status: 'closed', name: course.name } });
    // The actor's kind comes filled (the account's role, read in the history row's INSERT): the record writes it as it is.
    expect(seen).toEqual([{ entity: 'course', id: course.id, from: 'inviting', to: 'closed', event: 'admin_close', actorId: admin.id, actorKind: expect.anything() }]);
    expect((await history(course.id)).map((h) => [h.fromStatus, h.toStatus, h.reason, h.actorId, h.actorKind])).toEqual([['inviting', 'closed', 'admin_close', admin.id, 'chief_admin']]);
  });

  it('refuses with the machine\'s catalogue error, and changes nothing, when the record is not in an allowed state', async () => {
    const { course } = await buildCourse(t.database.db, { status: 'completed' });
    const refused = await t.database.db.transaction((tx) => transition(tx, courseLifecycle, course.id, { event: 'admin_close', to: 'closed', actorId: null }));
    expect(refused).toEqual({ ok: false, refusal: Errors.courseStateChanged });
    // Allowed by the machine but not the state the caller decided on: it moved in the meantime.
    const { course: other } = await buildCourse(t.database.db, { status: 'upcoming' });
    const stale = await t.database.db.transaction((tx) => transition(tx, courseLifecycle, other.id, { event: 'admin_close', to: 'closed', from: 'inviting', actorId: null }));
    expect(stale).toEqual({ ok: false, refusal: Errors.courseStateChanged });
    expect(await statusOf(course.id)).toBe('completed');
    expect(await statusOf(other.id)).toBe('upcoming');
    expect([...(await history(course.id)), ...(await history(other.id))]).toEqual([]);
    const missing = await t.database.db.transaction((tx) => transition(tx, courseLifecycle, 2 ** 31 - 1, { event: 'admin_close', to: 'closed', actorId: null }));
    expect(missing).toEqual({ ok: false, refusal: Errors.notFound });
  });

  it('moves only when the extra conditions hold too, in the same UPDATE', async () => {
    const { course } = await buildCourse(t.database.db);
    const close = (when: SQL) => t.database.db.transaction((tx) => transition(tx, courseLifecycle, course.id, { event: 'admin_close', to: 'closed', actorId: null, when }));
    expect(await close(sql`${courses.participants} > 1000`)).toEqual({ ok: false, refusal: Errors.courseStateChanged });
    expect(await statusOf(course.id)).toBe('inviting');
    expect(await close(sql`${courses.participants} = ${course.participants}`)).toMatchObject({ ok: true, from: 'inviting' });
    expect(await history(course.id)).toHaveLength(1);
  });

  it('treats a move the machine does not have as a bug, not a refusal', async () => {
    const { course } = await buildCourse(t.database.db);
    await expect(t.database.db.transaction((tx) => transition(tx, courseLifecycle, course.id, { event: 'registration_closed', to: 'upcoming', from: 'closed', actorId: null }))).rejects.toThrow(/cannot move closed to upcoming/);
    await expect(t.database.db.transaction((tx) => transition(tx, courseLifecycle, course.id, { event: 'ended', to: 'closed', actorId: null }))).rejects.toThrow(/ended cannot move/);
  });

  it('rolls the change back when what the lifecycle writes with it fails', async () => {
    const { course } = await buildCourse(t.database.db);
    const failing = defineLifecycle({
      ...courseLifecycle,
      record: async (tx, c) => {
        await courseLifecycle.record(tx, c);
        throw new Error('outbox down');
      },
    });
    await expect(t.database.db.transaction((tx) => transition(tx, failing, course.id, { event: 'admin_close', to: 'closed', actorId: null }))).rejects.toThrow('outbox down');
    expect(await statusOf(course.id)).toBe('inviting');
    expect(await history(course.id)).toEqual([]);
  });

  it('20 simultaneous identical transitions: one moves the record and writes one history row, the others are refused', async () => {
    const { course } = await buildCourse(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.database.db.transaction((tx) => transition(tx, courseLifecycle, course.id, { event: 'admin_close', to: 'closed', actorId: null }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.refusal)).toEqual(Array(19).fill(Errors.courseStateChanged));
    expect(await history(course.id)).toHaveLength(1);
    expect(await statusOf(course.id)).toBe('closed');
  });

  it('keeps a game\'s history from its creation: paused, resumed, finished, and then refused as finished', async () => {
    const { course, lecturerId } = await buildCourse(t.database.db, { status: 'in_progress' });
    const db = t.database.db;
    const gameId = await db.transaction(async (tx) => {
      const [game] = await tx.insert(games).values({ courseId: course.id, status: 'running', params: {}, seed: 1, practiceRounds: 1, officialRounds: 2, roundMinutes: 10, startedBy: lecturerId }).returning({ id: games.id });
      await created(tx, gameLifecycle, game.id, lecturerId);
      return game.id;
    });
    const move = (event: 'pause' | 'resume' | 'finish', to: 'paused' | 'running' | 'finished') => db.transaction((tx) => transition(tx, gameLifecycle, gameId, { event, to, actorId: event === 'finish' ? null : lecturerId }));
    expect(await move('pause', 'paused')).toMatchObject({ ok: true, from: 'running' });
    expect(await move('resume', 'running')).toMatchObject({ ok: true, from: 'paused' });
    expect(await move('finish', 'finished')).toMatchObject({ ok: true, from: 'running' });
    expect(await move('pause', 'paused')).toEqual({ ok: false, refusal: Errors.gameFinished });
    const rows = await db.select().from(gameStatusHistory).where(eq(gameStatusHistory.gameId, gameId)).orderBy(gameStatusHistory.id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.reason, r.actorId])).toEqual([
      [null, 'running', 'created', lecturerId],
      ['running', 'paused', 'pause', lecturerId],
      ['paused', 'running', 'resume', lecturerId],
      ['running', 'finished', 'finish', null],
    ]);
  });
});
