import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { priceRange, replay, unitCost, type MarketParams, type MarketState, type RoundDecisions } from '@sandtable/sim/market';
import { formatMoney } from '@sandtable/shared/format/money';
import { GAME_EVENTS } from '@sandtable/shared/contracts/game';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs } from '../../test/app';
import { chapterProgress, courses, gameDecisionLog, gameRounds, games } from '../../db/schema';
import { onRoundClock } from './round-clock';
import { asNewUser, asUser, codeOf, decision, fieldsOf, post, runningCourse, setCourse } from './test-support';

let t: TestApp;
let lecturer: Caller;
let lecturerId: number;
let otherLecturer: Caller;
let student: Caller;

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const db = t.database.db;
  const lect = await buildUser(db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await loginAs(t.app, lect.account, TEST_PASSWORD);
  otherLecturer = (await asNewUser(t, { role: 'lecturer' })).caller;
  student = (await asNewUser(t)).caller;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The market the course's game is played in (drawn from the game's seed when it started). */
const paramsOf = async (courseId: number) => (await t.database.db.select().from(games).where(eq(games.courseId, courseId)))[0].params as MarketParams;

const roundsOf = async (courseId: number) => {
  const [game] = await t.database.db.select().from(games).where(eq(games.courseId, courseId));
  return t.database.db.select().from(gameRounds).where(eq(gameRounds.gameId, game.id)).orderBy(asc(gameRounds.number));
};

/**
 * A started game: `people` playing teams (+ computer teams), the members logged in per team. Rounds
 * close by the deadline or "advance" only, unless `closeWhenAllSubmitted` (the product's default).
 */
async function startedGame(options: { people?: number; empty?: number; computer?: number; practiceRound?: boolean; rounds?: number; roundMinutes?: number; closeWhenAllSubmitted?: boolean } = {}) {
  const built = await runningCourse(t, lecturerId, { people: options.people ?? 4, empty: options.empty ?? 0, rounds: options.rounds ?? 2 });
  const computerTeamIds = built.emptyTeams.slice(0, options.computer ?? built.emptyTeams.length).map((x) => x.id);
  const res = await post(
    t,
    '/game/start',
    { courseId: built.course.id, practiceRound: options.practiceRound ?? true, roundMinutes: options.roundMinutes ?? 30, computerTeamIds, closeWhenAllSubmitted: options.closeWhenAllSubmitted ?? false },
    lecturer,
  );
  expect(codeOf(res), JSON.stringify(res.json.head)).toBe('000000');
  const captains: Caller[] = [];
  const others: Caller[] = [];
  for (const team of built.teams) {
    const [first, second] = built.members.filter((m) => m.teamId === team.id);
    captains.push(await asUser(t, first.userId));
    others.push(await asUser(t, second.userId));
  }
  return { ...built, view: res.json.body, captains, others };
}

describe('POST /game/start', () => {
  it('starts a game: practice + official rounds, computer teams, round 1 open with its deadline', async () => {
    const before = Date.now();
    const { view, teams, emptyTeams } = await startedGame({ people: 3, empty: 1 });
    expect(view).toMatchObject({ status: 'running', practiceRounds: 1, officialRounds: 2, roundMinutes: 30, myTeam: null, position: null });
    expect(view.weights).toEqual({ financial: 40, customer: 20, internal: 20, learning: 20 });
    expect(view.teams.map((x: { teamId: number }) => x.teamId)).toEqual([...teams.map((x) => x.id), emptyTeams[0].id]);
    expect(view.teams.at(-1).computer).toBe(true);
    expect(view.current).toMatchObject({ number: 1, practice: true, status: 'open', reruns: 0, results: [] });
    const deadline = Date.parse(view.current.deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    expect(view.abilities).toEqual({ decide: false, submit: false, chat: false, control: true, correct: true });
  });

  it('takes the lecturer’s weights as proportions', async () => {
    const { course } = await runningCourse(t, lecturerId);
    const res = await post(t, '/game/start', { courseId: course.id, weights: { financial: 1, customer: 1, internal: 1, learning: 1 } }, lecturer);
    expect(res.json.body.weights).toEqual({ financial: 25, customer: 25, internal: 25, learning: 25 });
  });

  it('refuses a second start, a course not running, too few teams, a computer team with members, bad input', async () => {
    const { course, teams, emptyTeams } = await runningCourse(t, lecturerId, { people: 3, empty: 1 });
    expect(codeOf(await post(t, '/game/start', { courseId: course.id }, lecturer))).toBe('102003');
    expect(fieldsOf(await post(t, '/game/start', { courseId: course.id, computerTeamIds: [emptyTeams[0].id], weights: { financial: 0, customer: 0, internal: 0, learning: 0 } }, lecturer))).toEqual(['weights']);
    expect(fieldsOf(await post(t, '/game/start', { courseId: course.id, computerTeamIds: [teams[0].id] }, lecturer))).toEqual(['computerTeamIds']);
    expect(fieldsOf(await post(t, '/game/start', { courseId: course.id, roundMinutes: 0 }, lecturer))).toEqual(['roundMinutes']);
    const other = await runningCourse(t, lecturerId);
    await setCourse(t, other.course.id, { status: 'upcoming' });
    expect(codeOf(await post(t, '/game/start', { courseId: other.course.id }, lecturer))).toBe('105007');
    await setCourse(t, other.course.id, { status: 'in_progress', gameId: 'CM' });
    expect(codeOf(await post(t, '/game/start', { courseId: other.course.id }, lecturer))).toBe('105008');
    await setCourse(t, other.course.id, { gameId: 'MS' });
    expect(codeOf(await post(t, '/game/start', { courseId: other.course.id }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/start', { courseId: other.course.id }, lecturer))).toBe('105002');
  });

  it('needs a session, the authority and the course', async () => {
    const { course } = await runningCourse(t, lecturerId);
    expect(codeOf(await post(t, '/game/start', { courseId: course.id }))).toBe('100006');
    expect(codeOf(await post(t, '/game/start', { courseId: course.id }, student))).toBe('100006');
    expect(codeOf(await post(t, '/game/start', { courseId: course.id }, otherLecturer))).toBe('100004');
    expect(fieldsOf(await post(t, '/game/start', {}, lecturer))).toEqual(['courseId']);
  });
});

describe('POST /game/ms/state.json', () => {
  it('shows a member their team, its draft, the start-of-round position; others’ drafts stay hidden', async () => {
    const { course, captains, others, teams } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.current.id;
    await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision(), baseVersion: 0 }, others[1]);
    const res = await post(t, '/game/ms/state.json', { courseId: course.id }, captains[0]);
    expect(codeOf(res)).toBe('000000');
    expect(res.json.body.myTeam).toMatchObject({ teamId: teams[0].id, captain: true, draft: null, version: 0, submitted: false });
    const params = await paramsOf(course.id);
    expect(res.json.body.position).toEqual({ cash: 20_000_000, stock: 100, capacity: 1_200, unitCost: unitCost(params), priceMin: priceRange(params).min, priceMax: priceRange(params).max });
    expect(res.json.body.abilities).toEqual({ decide: true, submit: true, chat: true, control: false, correct: false });
    // Another team's draft activity is its own: not its draft, version, editor or time.
    expect(res.json.body.teams.find((x: { teamId: number }) => x.teamId === teams[1].id)).toMatchObject({ draft: null, version: 0, lastEditor: null, lastEditedAt: null });
    const member = await post(t, '/game/ms/state.json', { courseId: course.id }, others[0]);
    expect(member.json.body.abilities).toEqual({ decide: true, submit: false, chat: false, control: false, correct: false });
    const manager = await post(t, '/game/ms/state.json', { courseId: course.id }, lecturer);
    expect(manager.json.body.teams.find((x: { teamId: number }) => x.teamId === teams[1].id)).toMatchObject({ draft: decision(), version: 1, lastEditor: expect.any(String) });
  });

  it('answers gameNotStarted, not found for others, no session, bad input', async () => {
    const { course } = await runningCourse(t, lecturerId);
    expect(codeOf(await post(t, '/game/ms/state.json', { courseId: course.id }, lecturer))).toBe('105001');
    const { course: started } = await startedGame();
    expect(codeOf(await post(t, '/game/ms/state.json', { courseId: started.id }, otherLecturer))).toBe('100004');
    expect(codeOf(await post(t, '/game/ms/state.json', { courseId: started.id }, student))).toBe('100004');
    expect(codeOf(await post(t, '/game/ms/state.json', { courseId: started.id }))).toBe('100006');
    expect(fieldsOf(await post(t, '/game/ms/state.json', { courseId: 'x' }, lecturer))).toEqual(['courseId']);
  });
});

describe('POST /game/ms/draft.json', () => {
  it('saves with a version; a stale version fails with who edited last; every save is logged', async () => {
    const { course, captains, others, teams } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.current.id;
    const first = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: 15_000 }), baseVersion: 0 }, others[0]);
    expect(codeOf(first)).toBe('000000');
    expect(first.json.body.myTeam).toMatchObject({ version: 1, draft: decision({ price: 15_000 }), submitted: false });
    expect(first.json.body.myTeam.lastEditor).toBeTruthy();
    const stale = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: 17_000 }), baseVersion: 0 }, captains[0]);
    expect(codeOf(stale)).toBe('105004');
    expect(stale.json.head.message).toContain(first.json.body.myTeam.lastEditor);
    const next = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: 17_000 }), baseVersion: 1 }, captains[0]);
    expect(next.json.body.myTeam.version).toBe(2);
    const log = await t.database.db.select().from(gameDecisionLog).where(and(eq(gameDecisionLog.roundId, roundId), eq(gameDecisionLog.teamId, teams[0].id)));
    expect(log.map((l) => l.kind)).toEqual(['draft', 'draft']);
  });

  it('names the field with the engine’s limits in the caller’s language, money formatted', async () => {
    const { course, others } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.current.id;
    // The limits are the game's drawn market's: 50% and 300% of its unit cost.
    const { min, max } = priceRange(await paramsOf(course.id));
    const low = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: min - 1, overtimePercent: 31 }), baseVersion: 0 }, others[0]);
    expect(codeOf(low)).toBe('100001');
    expect(low.json.head.fields).toEqual([
      { field: 'price', path: 'decision.price', message: `Price: must be at least ${formatMoney(min)} yuan` },
      { field: 'overtimePercent', path: 'decision.overtimePercent', message: 'Overtime: must be at most 30%' },
    ]);
    const high = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: max + 1 }), baseVersion: 0 }, { ...others[0], language: 'zh' });
    expect(high.json.head.fields).toEqual([{ field: 'price', path: 'decision.price', message: `价格：不能高于 ${formatMoney(max)} 元` }]);
    expect(fieldsOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: { price: 16_000 }, baseVersion: 0 }, others[0]))).toContain('plannedProduction');
    expect(fieldsOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision() }, others[0]))).toEqual(['baseVersion']);
  });

  it('refuses a closed round, people outside the game, no session, the wrong role', async () => {
    const { course, others } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.current.id;
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(codeOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision(), baseVersion: 0 }, others[0]))).toBe('105003');
    expect(codeOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision(), baseVersion: 0 }, student))).toBe('100004');
    expect(codeOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision(), baseVersion: 0 }))).toBe('100006');
    expect(codeOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision(), baseVersion: 0 }, lecturer))).toBe('100006');
  });
});

describe('POST /game/ms/submit.json', () => {
  it('only the captain submits; it becomes the draft and is logged', async () => {
    const { course, captains, others, teams } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.current.id;
    expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision() }, others[0]))).toBe('105005');
    const res = await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision({ price: 18_000 }) }, captains[0]);
    expect(codeOf(res)).toBe('000000');
    expect(res.json.body.myTeam).toMatchObject({ submitted: true, draft: decision({ price: 18_000 }), version: 1 });
    expect(res.json.body.myTeam.submittedBy).toBeTruthy();
    const log = await t.database.db.select().from(gameDecisionLog).where(and(eq(gameDecisionLog.roundId, roundId), eq(gameDecisionLog.teamId, teams[0].id)));
    expect(log.map((l) => l.kind)).toEqual(['submit']);
  });

  it('refuses bad input naming the field, a closed round, no session, the wrong role, other courses', async () => {
    const { course, captains } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, captains[0])).json.body.current.id;
    expect(fieldsOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision({ price: 100 }) }, captains[0]))).toEqual(['price']);
    expect(fieldsOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId }, captains[0]))).toEqual(['decision']);
    expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: roundId + 1000, decision: decision() }, captains[0]))).toBe('105003');
    expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision() }))).toBe('100006');
    expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision() }, lecturer))).toBe('100006');
    expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision() }, student))).toBe('100004');
  });
});

describe('a whole game', () => {
  it('practice + 2 official rounds: submits, a deadline settle by the job, carry-over, a computer team, re-run, chapter scores', async () => {
    const { course, captains, teams, emptyTeams, members } = await startedGame({ people: 3, empty: 1 });
    const state = async (who: Caller = lecturer) => (await post(t, '/game/ms/state.json', { courseId: course.id }, who)).json.body;

    // Practice round: everyone submits; the lecturer advances.
    let view = await state();
    const practiceId = view.current.id;
    for (const [i, c] of captains.entries()) {
      expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: practiceId, decision: decision({ price: 15_000 + i * 1_000 }) }, c))).toBe('000000');
    }
    view = (await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer)).json.body;
    expect(view.rounds[0]).toMatchObject({ number: 1, practice: true, status: 'settled' });
    expect(view.rounds[0].results).toHaveLength(4);
    expect(view.current).toMatchObject({ number: 2, practice: false, status: 'open' });

    // The practice state is thrown away: official round 1 starts where the practice round started.
    let rounds = await roundsOf(course.id);
    expect(rounds[1].stateBefore).toEqual(rounds[0].stateBefore);
    expect(rounds[0].filled).toEqual([{ teamId: String(emptyTeams[0].id), by: 'computer' }]);

    // Official round 1: teams 0 and 1 submit; team 2 misses it (no decision yet: the computer fills in).
    const r1 = view.current.id;
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: r1, decision: decision({ price: 15_500 }) }, captains[0]);
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: r1, decision: decision({ price: 16_500 }) }, captains[1]);
    // The deadline job before the deadline does nothing; after it, settles once.
    const deadline = rounds[1].deadline!;
    expect(await onRoundClock(t.app.deps, { roundId: r1 }, new Date(deadline.getTime() - 1000))).toBe(false);
    expect(await onRoundClock(t.app.deps, { roundId: r1 }, new Date(deadline.getTime() + 1000))).toBe(true);
    expect(await onRoundClock(t.app.deps, { roundId: r1 }, new Date(deadline.getTime() + 2000))).toBe(false);
    rounds = await roundsOf(course.id);
    expect(rounds[1]).toMatchObject({ status: 'settled', practice: false });
    expect(rounds[1].filled).toEqual([
      { teamId: String(emptyTeams[0].id), by: 'computer' },
      { teamId: String(teams[2].id), by: 'computer' },
    ]);
    expect(rounds[2]).toMatchObject({ number: 3, status: 'open' });
    expect(rounds[2].stateBefore).toEqual(rounds[1].stateAfter);

    // Official round 2: team 1 is late and keeps its round-1 decision.
    const r2 = rounds[2].id;
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: r2, decision: decision({ price: 15_000 }) }, captains[0]);
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: r2, decision: decision({ price: 17_000 }) }, captains[2]);
    view = (await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer)).json.body;
    expect(view.status).toBe('finished');
    expect(view.current).toBeNull();
    rounds = await roundsOf(course.id);
    const decisions2 = rounds[2].decisions as RoundDecisions;
    expect(decisions2[String(teams[1].id)]).toEqual(decision({ price: 16_500 }));
    expect(rounds[2].filled).toEqual([
      { teamId: String(emptyTeams[0].id), by: 'computer' },
      { teamId: String(teams[1].id), by: 'carried_over' },
    ]);

    // Every member's chapter-2 score is their team's overall score, rounded.
    const final = (rounds[2].results as { teams: { teamId: string; overallScore: number }[] }).teams;
    for (const m of members) {
      const [p] = await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, m.memberId), eq(chapterProgress.chapter, 2)));
      expect(p.score).toBe(Math.round(final.find((x) => x.teamId === String(m.teamId))!.overallScore));
    }

    // Re-run official round 1 with team 2's corrected decision: the preview equals what the re-run writes, and round 2 changes too.
    const correction = { courseId: course.id, round: 2, teamId: teams[2].id, decision: decision({ price: 20_000, plannedProduction: 700 }) };
    const preview = await post(t, '/game/ms/rerun/preview.json', correction, lecturer);
    expect(codeOf(preview)).toBe('000000');
    expect(preview.json.body.rounds.map((r: { number: number }) => r.number)).toEqual([2, 3]);
    const rerun = await post(t, '/game/ms/rerun.json', correction, lecturer);
    expect(codeOf(rerun)).toBe('000000');
    const after = await roundsOf(course.id);
    for (const [k, r] of preview.json.body.rounds.entries()) {
      const stored = (after[k + 1].results as { teams: { teamId: string }[] }).teams;
      for (const team of r.teams) expect(stored.find((x) => x.teamId === String(team.teamId))).toEqual(team.after);
    }
    expect(after[1].reruns).toBe(1);
    expect(after[2].reruns).toBe(1);
    expect(after[2].stateBefore).toEqual(after[1].stateAfter);
    expect(after[2].results).not.toEqual(rounds[2].results);
    expect((after[1].decisions as RoundDecisions)[String(teams[2].id)]).toEqual(correction.decision);
    expect(after[1].filled).toEqual([{ teamId: String(emptyTeams[0].id), by: 'computer' }]);
    // The stored states replay exactly: official round 1's stored state and decisions give the stored results.
    const check = replay(after[1].stateBefore as MarketState, [after[1].decisions, after[2].decisions] as RoundDecisions[], (await t.database.db.select().from(games).where(eq(games.courseId, course.id)))[0].params as never, [after[1].seed, after[2].seed]);
    expect(check.results).toEqual([after[1].results, after[2].results]);
    const log = await t.database.db.select().from(gameDecisionLog).where(and(eq(gameDecisionLog.roundId, r1), eq(gameDecisionLog.kind, 'correction')));
    expect(log).toHaveLength(1);
    // Chapter scores follow the correction.
    const corrected = (after[2].results as { teams: { teamId: string; overallScore: number }[] }).teams;
    const someone = members.find((m) => m.teamId === teams[2].id)!;
    const [p] = await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, someone.memberId), eq(chapterProgress.chapter, 2)));
    expect(p.score).toBe(Math.round(corrected.find((x) => x.teamId === String(teams[2].id))!.overallScore));
    // A finished game takes no more decisions or controls.
    expect(codeOf(await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer))).toBe('105006');
    expect(codeOf(await post(t, '/game/ms/submit.json', { courseId: course.id, roundId: r2, decision: decision() }, captains[0]))).toBe('105006');
  });

  it('the re-run changes the open round’s starting state while the game runs', async () => {
    const { course, teams } = await startedGame({ practiceRound: false, rounds: 3 });
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    const before = await roundsOf(course.id);
    // The dearest price the game's drawn market allows.
    const price = priceRange(await paramsOf(course.id)).max;
    const res = await post(t, '/game/ms/rerun.json', { courseId: course.id, round: 1, teamId: teams[0].id, decision: decision({ price }) }, lecturer);
    expect(codeOf(res)).toBe('000000');
    const after = await roundsOf(course.id);
    expect(after[2].status).toBe('open');
    expect(after[2].stateBefore).toEqual(after[1].stateAfter);
    expect(after[2].stateBefore).not.toEqual(before[2].stateBefore);
  });

  it('re-run: bad input, an open or practice round, a team not in the game, no session, wrong role, other course', async () => {
    const { course, teams } = await startedGame();
    const body = { courseId: course.id, round: 1, teamId: teams[0].id, decision: decision() };
    for (const path of ['/game/ms/rerun/preview.json', '/game/ms/rerun.json']) {
      expect(fieldsOf(await post(t, path, body, lecturer))).toEqual(['round']);
      expect(fieldsOf(await post(t, path, { ...body, round: 0 }, lecturer))).toEqual(['round']);
      expect(fieldsOf(await post(t, path, { ...body, decision: decision({ price: 1 }) }, lecturer))).toEqual(['price']);
      expect(codeOf(await post(t, path, body))).toBe('100006');
      expect(codeOf(await post(t, path, body, student))).toBe('100006');
      expect(codeOf(await post(t, path, body, otherLecturer))).toBe('100004');
    }
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(fieldsOf(await post(t, '/game/ms/rerun/preview.json', body, lecturer))).toEqual(['round']);
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(codeOf(await post(t, '/game/ms/rerun/preview.json', { ...body, round: 2 }, lecturer))).toBe('000000');
    expect(fieldsOf(await post(t, '/game/ms/rerun/preview.json', { ...body, round: 2, teamId: 999_999 }, lecturer))).toEqual(['teamId']);
  });
});

describe('POST /game/ms/advance.json and pause.json', () => {
  it('pause stores the remaining time and stops the clock; resume restarts it', async () => {
    const { course } = await startedGame({ roundMinutes: 10 });
    let rounds = await roundsOf(course.id);
    const deadline = rounds[0].deadline!;
    // The server's clock is pinned (Date only: timers and I/O run as usual): 7 minutes left at the pause…
    vi.useFakeTimers({ toFake: ['Date'], now: deadline.getTime() - 7 * 60_000 });
    const paused = await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer);
    expect(paused.json.body).toMatchObject({ status: 'paused', current: { deadline: null } });
    const [game] = await t.database.db.select().from(games).where(eq(games.courseId, course.id));
    expect(game.pausedRemainingMs).toBe(7 * 60_000);
    // The deadline job finds nothing to do while paused.
    expect(await onRoundClock(t.app.deps, { roundId: rounds[0].id }, new Date(deadline.getTime() + 60_000))).toBe(false);
    // …and resumed two minutes after the old deadline: the 7 minutes start again.
    const resumedAt = deadline.getTime() + 2 * 60_000;
    vi.setSystemTime(resumedAt);
    const resumed = await post(t, '/game/ms/pause.json', { courseId: course.id, paused: false }, lecturer);
    expect(resumed.json.body.status).toBe('running');
    const newDeadline = Date.parse(resumed.json.body.current.deadline);
    expect(newDeadline).toBe(resumedAt + 7 * 60_000);
    // The old job at the old deadline still does nothing (the deadline moved later)…
    expect(await onRoundClock(t.app.deps, { roundId: rounds[0].id }, new Date(deadline.getTime() + 10))).toBe(false);
    expect(await onRoundClock(t.app.deps, { roundId: rounds[0].id }, new Date(newDeadline - 1))).toBe(false);
    // …the new one settles.
    expect(await onRoundClock(t.app.deps, { roundId: rounds[0].id }, new Date(newDeadline))).toBe(true);
    rounds = await roundsOf(course.id);
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'open']);
  });

  it('advance settles a paused game’s round and goes on running', async () => {
    const { course } = await startedGame();
    await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer);
    const res = await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(res.json.body).toMatchObject({ status: 'running', current: { number: 2 } });
    expect(res.json.body.current.deadline).not.toBeNull();
  });

  it('the automatic round time settles the round open then, once', async () => {
    const { course } = await startedGame();
    const [game] = await t.database.db.select().from(games).where(eq(games.courseId, course.id));
    const autoAt = new Date(Date.now() + 5 * 60_000);
    const job = { gameId: game.id, autoAt: autoAt.toISOString() };
    expect(await onRoundClock(t.app.deps, job, new Date(autoAt.getTime() - 1000))).toBe(false);
    expect(await onRoundClock(t.app.deps, job, autoAt)).toBe(true);
    // A retried job does not close the round opened after the automatic time.
    expect(await onRoundClock(t.app.deps, job, new Date(autoAt.getTime() + 2000))).toBe(false);
    expect((await roundsOf(course.id)).map((r) => r.status)).toEqual(['settled', 'open']);
  });

  it('refuses no session, the wrong role, other courses, bad input', async () => {
    const { course, captains } = await startedGame();
    for (const [path, body] of [['/game/ms/advance.json', { courseId: course.id }], ['/game/ms/pause.json', { courseId: course.id, paused: true }]] as const) {
      expect(codeOf(await post(t, path, body))).toBe('100006');
      expect(codeOf(await post(t, path, body, captains[0]))).toBe('100006');
      expect(codeOf(await post(t, path, body, otherLecturer))).toBe('100004');
      expect(fieldsOf(await post(t, path, { courseId: -1 }, lecturer))).toContain('courseId');
    }
    expect(fieldsOf(await post(t, '/game/ms/pause.json', { courseId: course.id }, lecturer))).toEqual(['paused']);
  });
});

describe('closing the round when every team has submitted', () => {
  const submit = (courseId: number, roundId: number, who: Caller, over = {}) => post(t, '/game/ms/submit.json', { courseId, roundId, decision: decision(over) }, who);

  it('the last captain’s submit closes the round in its request; computer teams never block; who submitted is kept', async () => {
    const { course, captains, teams, emptyTeams, view } = await startedGame({ people: 3, empty: 1, closeWhenAllSubmitted: true });
    expect(view.closeWhenAllSubmitted).toBe(true);
    const roundId = view.current.id;
    for (const c of captains.slice(0, 2)) {
      const early = await submit(course.id, roundId, c);
      expect(early.json.body.current).toMatchObject({ id: roundId, status: 'open' });
      expect(early.json.body.submissions).toEqual([]);
    }
    const last = await submit(course.id, roundId, captains[2], { price: 17_000 });
    expect(codeOf(last)).toBe('000000');
    expect(last.json.body.current).toMatchObject({ number: 2, status: 'open' });
    expect(last.json.body.rounds[0]).toMatchObject({ id: roundId, status: 'settled' });
    const [first0] = last.json.body.submissions;
    expect(first0).toMatchObject({ roundId, number: 1, practice: true });
    expect(first0.teams).toEqual([
      { teamId: teams[0].id, source: 'captain', by: expect.any(String), at: expect.any(String) },
      { teamId: teams[1].id, source: 'captain', by: expect.any(String), at: expect.any(String) },
      { teamId: teams[2].id, source: 'captain', by: expect.any(String), at: expect.any(String) },
      { teamId: emptyTeams[0].id, source: 'computer', by: null, at: null },
    ]);
    // The first official round, settled by the lecturer with two teams late (the computer fills in: no official decision yet)…
    await submit(course.id, last.json.body.current.id, captains[0]);
    await submit(course.id, last.json.body.current.id, captains[1]);
    const advanced = await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(advanced.json.body.submissions[1].teams.map((x: { source: string }) => x.source)).toEqual(['captain', 'captain', 'computer', 'computer']);
    // Who is shown the table is the server's call (game.policy.ts): the lecturer while it runs, not the students.
    expect(advanced.json.body.showSubmissions).toBe(true);
    expect((await post(t, '/game/ms/state.json', { courseId: course.id }, captains[0])).json.body.showSubmissions).toBe(false);
    // …and the last one with team 1 late: its decision is carried over.
    await submit(course.id, advanced.json.body.current.id, captains[0]);
    await submit(course.id, advanced.json.body.current.id, captains[2]);
    const finished = await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(finished.json.body.status).toBe('finished');
    expect(finished.json.body.submissions[2].teams.map((x: { source: string }) => x.source)).toEqual(['captain', 'carried_over', 'captain', 'computer']);
    // After the game, everyone.
    expect((await post(t, '/game/ms/state.json', { courseId: course.id }, captains[0])).json.body.showSubmissions).toBe(true);
  });

  it('off: the round waits; turning it on closes a complete round; a paused game closes on resume', async () => {
    const { course, captains, view } = await startedGame();
    expect(view.closeWhenAllSubmitted).toBe(false);
    const roundId = view.current.id;
    for (const c of captains) expect((await submit(course.id, roundId, c)).json.body.current.id).toBe(roundId);
    await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer);
    const on = await post(t, '/game/ms/settings.json', { courseId: course.id, closeWhenAllSubmitted: true }, lecturer);
    expect(codeOf(on)).toBe('000000');
    expect(on.json.body).toMatchObject({ closeWhenAllSubmitted: true, status: 'paused', current: { id: roundId } });
    const resumed = await post(t, '/game/ms/pause.json', { courseId: course.id, paused: false }, lecturer);
    expect(resumed.json.body).toMatchObject({ status: 'running', current: { number: 2 } });
    // Turning it on while running closes a complete round at once.
    const off = await post(t, '/game/ms/settings.json', { courseId: course.id, closeWhenAllSubmitted: false }, lecturer);
    expect(off.json.body.closeWhenAllSubmitted).toBe(false);
    const r2 = off.json.body.current.id;
    for (const c of captains) await submit(course.id, r2, c);
    expect((await roundsOf(course.id)).map((r) => r.status)).toEqual(['settled', 'open']);
    const again = await post(t, '/game/ms/settings.json', { courseId: course.id, closeWhenAllSubmitted: true }, lecturer);
    expect(again.json.body.current).toMatchObject({ number: 3 });
  });

  it('settings: no session, the wrong role, other courses, bad input, a finished game', async () => {
    const { course, captains } = await startedGame({ practiceRound: false, rounds: 1 });
    const body = { courseId: course.id, closeWhenAllSubmitted: true };
    expect(codeOf(await post(t, '/game/ms/settings.json', body))).toBe('100006');
    expect(codeOf(await post(t, '/game/ms/settings.json', body, captains[0]))).toBe('100006');
    expect(codeOf(await post(t, '/game/ms/settings.json', body, otherLecturer))).toBe('100004');
    expect(fieldsOf(await post(t, '/game/ms/settings.json', { courseId: course.id }, lecturer))).toEqual(['closeWhenAllSubmitted']);
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect(codeOf(await post(t, '/game/ms/settings.json', body, lecturer))).toBe('105006');
  });

  it('all captains submitting at once (and the deadline job) settle the round exactly once', async () => {
    const { course, captains, view } = await startedGame({ people: 6, closeWhenAllSubmitted: true });
    const roundId = view.current.id;
    const publish = vi.spyOn(t.app.deps.realtime, 'publish');
    const deadline = Date.parse(view.current.deadline);
    const [results, clock] = await Promise.all([
      Promise.all(captains.map((c, i) => submit(course.id, roundId, c, { price: 15_000 + i * 500 }))),
      onRoundClock(t.app.deps, { roundId }, new Date(deadline + 1000)),
    ]);
    // The clock may win the race: a captain after it finds the round closed; nobody settles it twice.
    for (const r of results) expect(['000000', '105003']).toContain(codeOf(r));
    expect(clock || results.every((r) => codeOf(r) === '000000')).toBe(true);
    const rounds = await roundsOf(course.id);
    expect(rounds.map((r) => [r.number, r.status])).toEqual([[1, 'settled'], [2, 'open']]);
    expect(publish.mock.calls.filter(([, event]) => event === GAME_EVENTS.roundSettled)).toHaveLength(1);
  });

  it('all captains at once without the clock: every submit counts and the round closes once', async () => {
    const { course, captains, view } = await startedGame({ people: 6, closeWhenAllSubmitted: true });
    const roundId = view.current.id;
    const publish = vi.spyOn(t.app.deps.realtime, 'publish');
    const results = await Promise.all(captains.map((c, i) => submit(course.id, roundId, c, { price: 15_000 + i * 500 })));
    expect(results.map(codeOf)).toEqual(captains.map(() => '000000'));
    const rounds = await roundsOf(course.id);
    expect(rounds.map((r) => [r.number, r.status])).toEqual([[1, 'settled'], [2, 'open']]);
    expect(publish.mock.calls.filter(([, event]) => event === GAME_EVENTS.roundSettled)).toHaveLength(1);
    const decided = rounds[0].decisions as RoundDecisions;
    captains.forEach((_, i) => expect(Object.values(decided).map((d) => d.price)).toContain(15_000 + i * 500));
  });
});

describe('a submitted decision', () => {
  it('is read-only for members (named who and when); the captain still changes and resubmits', async () => {
    const { course, captains, others } = await startedGame();
    const roundId = (await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.current.id;
    const submitted = await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision() }, captains[0]);
    const version = submitted.json.body.myTeam.version;
    const member = await post(t, '/game/ms/state.json', { courseId: course.id }, others[0]);
    expect(member.json.body.abilities).toMatchObject({ decide: false, submit: false });
    expect(member.json.body.myTeam).toMatchObject({ submitted: true, submittedBy: submitted.json.body.myTeam.submittedBy, draft: decision() });
    const refused = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: 15_000 }), baseVersion: version }, others[0]);
    expect(codeOf(refused)).toBe('105011');
    expect(refused.json.head.message).toContain(submitted.json.body.myTeam.submittedBy);
    expect((await post(t, '/game/ms/state.json', { courseId: course.id }, captains[0])).json.body.abilities).toMatchObject({ decide: true, submit: true });
    const draft = await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, decision: decision({ price: 15_000 }), baseVersion: version }, captains[0]);
    expect(codeOf(draft)).toBe('000000');
    const again = await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision({ price: 15_500 }) }, captains[0]);
    expect(again.json.body.myTeam).toMatchObject({ submitted: true, draft: decision({ price: 15_500 }) });
    // The next round is open to every member again.
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    expect((await post(t, '/game/ms/state.json', { courseId: course.id }, others[0])).json.body.abilities.decide).toBe(true);
  });
});

describe('starting the game releases chapter 2', () => {
  const unlocked = async (id: number) => (await t.database.db.select({ n: courses.chaptersUnlocked }).from(courses).where(eq(courses.id, id)))[0].n;

  it('with the start when asked, not otherwise; a refused start releases nothing', async () => {
    const asked = await runningCourse(t, lecturerId);
    expect(await unlocked(asked.course.id)).toBe(1);
    expect(codeOf(await post(t, '/game/start', { courseId: asked.course.id, releaseChapter2: true }, lecturer))).toBe('000000');
    expect(await unlocked(asked.course.id)).toBe(2);
    const notAsked = await runningCourse(t, lecturerId);
    await post(t, '/game/start', { courseId: notAsked.course.id }, lecturer);
    expect(await unlocked(notAsked.course.id)).toBe(1);
    const refused = await runningCourse(t, lecturerId);
    expect(fieldsOf(await post(t, '/game/start', { courseId: refused.course.id, releaseChapter2: true, roundMinutes: 0 }, lecturer))).toEqual(['roundMinutes']);
    expect(codeOf(await post(t, '/game/start', { courseId: refused.course.id, releaseChapter2: true, computerTeamIds: [refused.teams[0].id] }, lecturer))).toBe('100001');
    expect(await unlocked(refused.course.id)).toBe(1);
    // Chapter 3 released already: nothing goes back.
    const later = await runningCourse(t, lecturerId);
    await setCourse(t, later.course.id, { chaptersUnlocked: 3 });
    await post(t, '/game/start', { courseId: later.course.id, releaseChapter2: true }, lecturer);
    expect(await unlocked(later.course.id)).toBe(3);
  });
});
