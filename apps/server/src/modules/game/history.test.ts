import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { gameRounds, games, gameStatusHistory, roundStatusHistory } from '../../db/schema';
import { closeRound } from './game.service';
import { onRoundClock } from './round-clock';
import { asNewUser, codeOf, post, runningCourse } from './test-support';

/**
 * Games and rounds change status through the transition helper: each change leaves one history
 * row. The race is meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one transaction at a time.
 */
let t: TestApp;
let lecturer: Caller;
let lecturerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const lect = await asNewUser(t, { role: 'lecturer' });
  lecturer = lect.caller;
  lecturerId = lect.user.id;
});
afterAll(() => t.close());

async function started() {
  const { course } = await runningCourse(t, lecturerId, { people: 4, rounds: 1 });
  expect(codeOf(await post(t, '/game/start', { courseId: course.id, practiceRound: false }, lecturer))).toBe('000000');
  const [game] = await t.database.db.select().from(games).where(eq(games.courseId, course.id));
  return { course, game };
}

const roundsOf = (gameId: number) => t.database.db.select().from(gameRounds).where(eq(gameRounds.gameId, gameId)).orderBy(asc(gameRounds.number));

describe('game and round history', () => {
  it('records the start, a pause and resume by the lecturer, and the settle that finishes the game', async () => {
    const { course, game } = await started();
    expect(codeOf(await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/ms/pause.json', { courseId: course.id, paused: false }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer))).toBe('000000');
    const gameRows = await t.database.db.select().from(gameStatusHistory).where(eq(gameStatusHistory.gameId, game.id)).orderBy(asc(gameStatusHistory.id));
    expect(gameRows.map((r) => [r.fromStatus, r.toStatus, r.reason, r.actorId])).toEqual([
      [null, 'running', 'created', lecturerId],
      // The second pause found the game paused: nothing changed, nothing recorded.
      ['running', 'paused', 'pause', lecturerId],
      ['paused', 'running', 'resume', lecturerId],
      // The lecturer's advance settled the last round: the finish is theirs too.
      ['running', 'finished', 'finish', lecturerId],
    ]);
    const [round] = await roundsOf(game.id);
    const roundRows = await t.database.db.select().from(roundStatusHistory).where(eq(roundStatusHistory.roundId, round.id)).orderBy(asc(roundStatusHistory.id));
    expect(roundRows.map((r) => [r.fromStatus, r.toStatus, r.reason, r.actorId])).toEqual([
      [null, 'open', 'created', lecturerId],
      ['open', 'settled', 'settle', lecturerId],
    ]);
  });

  it('the deadline job settles and opens rounds as the system (no user), the lecturer’s advance as the lecturer', async () => {
    const { course } = await runningCourse(t, lecturerId, { people: 4, rounds: 3 });
    expect(codeOf(await post(t, '/game/start', { courseId: course.id, practiceRound: false }, lecturer))).toBe('000000');
    const [game] = await t.database.db.select().from(games).where(eq(games.courseId, course.id));
    const [first] = await roundsOf(game.id);
    // The clock, after the deadline.
    expect(await onRoundClock(t.app.deps, { roundId: first.id }, new Date(first.deadline!.getTime() + 1000))).toBe(true);
    expect(codeOf(await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer))).toBe('000000');
    const [, second, third] = await roundsOf(game.id);
    const history = async (roundId: number) =>
      (await t.database.db.select().from(roundStatusHistory).where(eq(roundStatusHistory.roundId, roundId)).orderBy(asc(roundStatusHistory.id))).map((r) => [r.reason, r.actorId]);
    expect(await history(first.id)).toEqual([['created', lecturerId], ['settle', null]]);
    expect(await history(second.id)).toEqual([['created', null], ['settle', lecturerId]]);
    expect(await history(third.id)).toEqual([['created', lecturerId]]);
  });

  it('records each row’s actor kind: the lecturer’s role for their changes, the system for the deadline job’s', async () => {
    const { game } = await started();
    const [round] = await roundsOf(game.id);
    expect(await onRoundClock(t.app.deps, { roundId: round.id }, new Date(round.deadline!.getTime() + 1000))).toBe(true);
    const gameRows = await t.database.db.select().from(gameStatusHistory).where(eq(gameStatusHistory.gameId, game.id)).orderBy(asc(gameStatusHistory.id));
    expect(gameRows.map((r) => [r.reason, r.actorId, r.actorKind])).toEqual([
      ['created', lecturerId, 'lecturer'],
      ['finish', null, 'system'],
    ]);
    const roundRows = await t.database.db.select().from(roundStatusHistory).where(eq(roundStatusHistory.roundId, round.id)).orderBy(asc(roundStatusHistory.id));
    expect(roundRows.map((r) => [r.reason, r.actorId, r.actorKind])).toEqual([
      ['created', lecturerId, 'lecturer'],
      ['settle', null, 'system'],
    ]);
  });

  it('20 simultaneous closes of one round: settled once, one history row, the game finished once', async () => {
    const { game } = await started();
    const [round] = await roundsOf(game.id);
    const closed = await Promise.all(Array.from({ length: 20 }, () => closeRound(t.app.deps, round.id, 'advance')));
    expect(closed.filter(Boolean)).toHaveLength(1);
    const rows = await t.database.db.select().from(roundStatusHistory).where(inArray(roundStatusHistory.roundId, [round.id]));
    expect(rows.filter((r) => r.toStatus === 'settled')).toHaveLength(1);
    const finishes = await t.database.db.select().from(gameStatusHistory).where(eq(gameStatusHistory.gameId, game.id));
    expect(finishes.filter((r) => r.toStatus === 'finished')).toHaveLength(1);
  });
});
