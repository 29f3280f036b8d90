import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamwork } from '@sandtable/sim/assessments';
import { dateIn } from '@sandtable/shared/format/time';
import { ACTION_CARD_LIMITS } from '@sandtable/shared/contracts/actionCards';
import { asUser, buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildAssessmentWorld, fields, ok } from '../../test/assessments';
import { buildCompany, buildCourse, buildUser } from '../../test/factories';
import { actionCardHistory, actionCards, assessmentAttempts, assessmentResults, assessments } from '../../db/schema';

/**
 * Action cards (service type 5) on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
 * course's managers create, assign, edit, move and delete a team's cards; the team's members see
 * them and the owner moves their own; anyone else finds nothing. Owners and due dates are checked
 * against the team and the portal's today; a status change is one conditional move with its history,
 * refused when the card moved meanwhile; suggestions come from the team's lowest scores.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof buildAssessmentWorld>>;
let teamA: number;
let teamB: number;
/** Team A's members (people 0..2) and team B's (3..5). */
let a0: Caller, a1: Caller, a2: Caller, b0: Caller;

const today = () => dateIn(new Date(), t.config.TIME_ZONE);
const dayFrom = (days: number) => dateIn(new Date(Date.now() + days * 86_400_000), t.config.TIME_ZONE);

const board = (who: Caller, teamId: number, q = '') => call(t.app, 'GET', `/assessment/actionCard/board.json?teamId=${teamId}${q}`, undefined, who);
const create = (who: Caller, body: Record<string, unknown>) => call(t.app, 'POST', '/assessment/actionCard/create.json', { teamId: teamA, title: 'Hold a "how I work" round', dueOn: dayFrom(7), ...body }, who);
const update = (who: Caller, body: Record<string, unknown>) => call(t.app, 'POST', '/assessment/actionCard/update.json', body, who);
const move = (who: Caller, id: number, event: string, from: string) => call(t.app, 'POST', '/assessment/actionCard/move.json', { id, event, from }, who);
const remove = (who: Caller, id: number) => call(t.app, 'POST', '/assessment/actionCard/delete.json', { id }, who);
const historyOf = (id: number) => t.database.db.select().from(actionCardHistory).where(eq(actionCardHistory.cardId, id)).orderBy(actionCardHistory.id);

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildAssessmentWorld(t);
  [teamA, teamB] = world.course.teams.map((x) => x.id);
  [a0, a1, a2, b0] = [world.people[0].as, world.people[1].as, world.people[2].as, world.people[3].as];
});
afterAll(async () => t?.close());

describe('POST /assessment/actionCard/create.json', () => {
  it('lets the course’s managers create a card for a team, with its created history, and refuses everyone else', async () => {
    const owner = world.people[1].id;
    const res = ok(await create(world.lecturer, { ownerId: owner, description: 'Each member names how they work best.', source: 'teamwork:trust' }));
    expect(res.json.body).toMatchObject({ teamId: teamA, ownerId: owner, status: 'open', source: 'teamwork:trust', overdue: false, abilities: { edit: true, delete: true, events: ['start', 'complete', 'drop'] } });
    expect(res.json.body.history).toMatchObject([{ from: null, to: 'open', event: 'created', actorKind: 'lecturer' }]);
    ok(await create(world.enterpriseA, { title: 'By the company' }));
    ok(await create(world.admin, { title: 'By the chief admin', ownerId: null }));
    for (const who of [a0, b0, world.enterpriseB, world.otherLecturer]) expect((await create(who, { title: 'Not theirs' })).json.head.code).toBe('100004');
    expect((await create({}, { title: 'Nobody' })).json.head.code).toBe('100006');
  });

  it('refuses an owner outside the team — another team, another company, unknown — naming the field, and writes nothing', async () => {
    const before = (await t.database.db.select().from(actionCards)).length;
    const outsider = await buildUser(t.database.db, { companyId: (await buildCompany(t.database.db)).id });
    const otherCourse = await buildCourse(t.database.db, {}, { teams: 1, membersPerTeam: 1 });
    for (const ownerId of [world.people[3].id, outsider.id, otherCourse.members[0].userId, world.course.lecturerId, 999_999]) {
      const res = await create(world.lecturer, { ownerId });
      expect(res.json.head.code, String(ownerId)).toBe('100001');
      expect(fields(res)).toMatchObject([{ field: 'ownerId' }]);
    }
    expect(await t.database.db.select().from(actionCards)).toHaveLength(before);
  });

  it('takes today in the portal’s time zone and later, refusing a past date in both languages; checks the title, the date and the area', async () => {
    ok(await create(world.lecturer, { dueOn: today() }));
    const past = dayFrom(-1);
    const en = await create(world.lecturer, { dueOn: past });
    expect(fields(en)).toMatchObject([{ field: 'dueOn', message: `The due date cannot be before today (${today()})` }]);
    const zh = await create({ ...world.lecturer, language: 'zh' }, { dueOn: past });
    expect(fields(zh)[0].message).toBe(`截止日期不能早于今天（${today()}）`);
    expect(fields(await create(world.lecturer, { dueOn: '2026-02-30' }))).toMatchObject([{ field: 'dueOn', message: 'Please choose a due date' }]);
    expect(fields(await create(world.lecturer, { title: '   ' }))).toMatchObject([{ field: 'title', message: 'Please give the action a title' }]);
    expect(fields(await create(world.lecturer, { source: 'teamwork:nope' }))).toMatchObject([{ field: 'source' }]);
    expect(fields(await create(world.lecturer, { title: 'x'.repeat(ACTION_CARD_LIMITS.title + 1) }))[0].field).toBe('title');
  });

  it('keeps a team at ACTION_CARD_LIMITS.perTeam cards', async () => {
    const c = await buildCourse(t.database.db, { lecturerId: world.course.lecturerId }, { teams: 1, membersPerTeam: 1 });
    const teamId = c.teams[0].id;
    await t.database.db.insert(actionCards).values(Array.from({ length: ACTION_CARD_LIMITS.perTeam }, (_, i) => ({ teamId, title: `Card ${i}`, dueOn: today() })));
    const res = await create(world.lecturer, { teamId });
    expect(fields(res)).toMatchObject([{ field: 'teamId', message: `A team has at most ${ACTION_CARD_LIMITS.perTeam} action cards; delete one first` }]);
  });
});

describe('GET /assessment/actionCard/board.json', () => {
  it('shows a team’s cards to its members and the course’s managers; another team’s student, another company and another lecturer find nothing', async () => {
    const forMember = ok(await board(a0, teamA)).json.body;
    expect(forMember).toMatchObject({ teamId: teamA, managed: false, today: today(), suggestions: [] });
    expect(forMember.cards.length).toBeGreaterThan(0);
    expect(forMember.members.map((m: { userId: number }) => m.userId)).toEqual(world.people.slice(0, 3).map((p) => p.id));
    // A member who does not own a card may only look at it.
    expect(forMember.cards.find((c: { ownerId: number | null }) => c.ownerId === null).abilities).toEqual({ edit: false, delete: false, events: [] });
    expect(ok(await board(world.enterpriseA, teamA)).json.body.managed).toBe(true);
    for (const who of [b0, world.enterpriseB, world.otherLecturer]) expect((await board(who, teamA)).json.head.code).toBe('100004');
    expect((await board(a0, 999_999)).json.head.code).toBe('100004');
    expect((await board({}, teamA)).json.head.code).toBe('100006');
    // Team B's board is B's: empty, and A's members cannot see it.
    expect(ok(await board(b0, teamB)).json.body.cards).toEqual([]);
    expect((await board(a0, teamB)).json.head.code).toBe('100004');
  });

  it('filters by status and owner, and marks a pending card past its date overdue (not a done one)', async () => {
    const owner = world.people[2].id;
    const [late] = await t.database.db.insert(actionCards).values({ teamId: teamA, title: 'Late', dueOn: dayFrom(-3), ownerId: owner }).returning();
    const [doneLate] = await t.database.db.insert(actionCards).values({ teamId: teamA, title: 'Done late', dueOn: dayFrom(-3), ownerId: owner, status: 'done' }).returning();
    const mine = ok(await board(a2, teamA, `&ownerId=${owner}`)).json.body;
    expect(mine.cards.every((c: { ownerId: number }) => c.ownerId === owner)).toBe(true);
    expect(mine.cards.find((c: { id: number }) => c.id === late.id)).toMatchObject({ overdue: true, abilities: { events: ['start', 'complete'] } });
    expect(mine.cards.find((c: { id: number }) => c.id === doneLate.id)).toMatchObject({ overdue: false, abilities: { events: ['reopen'] } });
    expect(mine.total).toBeGreaterThan(mine.cards.length);
    const done = ok(await board(a2, teamA, '&status=done')).json.body.cards;
    expect(done.map((c: { id: number }) => c.id)).toEqual([doneLate.id]);
    expect((await board(a2, teamA, '&status=finished')).json.head.code).toBe('100001');
    // An overdue card stays editable without moving its date.
    const [row] = await t.database.db.select().from(actionCards).where(eq(actionCards.id, late.id));
    ok(await update(world.lecturer, { id: late.id, title: 'Late, renamed', description: '', ownerId: owner, dueOn: row.dueOn, source: null }));
  });

  it('suggests, for the managers only, from the team’s lowest scores: with three teamwork results low on trust, trust first; a card taken marks it', async () => {
    const db = t.database.db;
    const [a] = await db.insert(assessments).values({ instrument: 'teamwork', version: 1, courseId: world.course.course.id }).returning();
    const lowTrust = teamwork.scoreTeamworkSheet(Object.fromEntries(teamwork.ITEMS.map((i) => {
      const v = i.level === 'trust' ? 1 : 5;
      return [i.id, (i.keyed === 1 ? v : 6 - v) as teamwork.AgreementValue];
    })));
    const board0 = ok(await board(world.lecturer, teamA)).json.body;
    expect(board0.suggestions.some((s: { instrument: string }) => s.instrument === 'teamwork')).toBe(false);
    for (const p of world.people.slice(0, 3)) {
      const [attempt] = await db.insert(assessmentAttempts).values({ assessmentId: a.id, userId: p.id, status: 'finished', submittedAt: new Date() }).returning();
      await db.insert(assessmentResults).values({ attemptId: attempt.id, instrument: 'teamwork', version: 1, scores: lowTrust as unknown as Record<string, unknown> });
    }
    const { suggestions } = ok(await board(world.lecturer, teamA)).json.body;
    expect(suggestions[0]).toMatchObject({ key: 'teamwork:trust', reason: 'focus', need: 1, taken: true });
    expect(ok(await board(a0, teamA)).json.body.suggestions).toEqual([]);
    // Team B has no results: nothing to suggest.
    expect(ok(await board(world.lecturer, teamB)).json.body.suggestions).toEqual([]);
  });
});

describe('POST /assessment/actionCard/update.json', () => {
  it('lets the managers edit and reassign within the team; a member, even the owner, may not', async () => {
    const card = ok(await create(world.lecturer, { ownerId: world.people[0].id })).json.body;
    const edited = ok(await update(world.enterpriseA, { id: card.id, title: 'Sharper title', description: 'Now with a plan', ownerId: world.people[1].id, dueOn: dayFrom(3), source: 'conflict:collaborating' })).json.body;
    expect(edited).toMatchObject({ title: 'Sharper title', ownerId: world.people[1].id, ownerName: expect.any(String), dueOn: dayFrom(3), source: 'conflict:collaborating' });
    expect(fields(await update(world.lecturer, { id: card.id, title: 'x', ownerId: world.people[4].id, dueOn: dayFrom(3) }))).toMatchObject([{ field: 'ownerId' }]);
    for (const who of [a1, a0, b0, world.enterpriseB]) expect((await update(who, { id: card.id, title: 'Mine now', dueOn: dayFrom(3) })).json.head.code).toBe('100004');
  });
});

describe('POST /assessment/actionCard/move.json', () => {
  it('lets the owner start, complete and reopen their done card, not drop it; the managers drop and reopen; others may not move it', async () => {
    const card = ok(await create(world.lecturer, { ownerId: world.people[1].id })).json.body;
    expect((await move(a0, card.id, 'start', 'open')).json.head.code).toBe('100004');
    expect((await move(b0, card.id, 'start', 'open')).json.head.code).toBe('100004');
    expect(ok(await move(a1, card.id, 'start', 'open')).json.body).toMatchObject({ status: 'in_progress', abilities: { events: ['complete'] } });
    expect((await move(a1, card.id, 'drop', 'in_progress')).json.head.code).toBe('100004');
    expect(ok(await move(a1, card.id, 'complete', 'in_progress')).json.body.status).toBe('done');
    expect(ok(await move(a1, card.id, 'reopen', 'done')).json.body.status).toBe('open');
    expect(ok(await move(world.lecturer, card.id, 'drop', 'open')).json.body.status).toBe('dropped');
    expect((await move(a1, card.id, 'reopen', 'dropped')).json.head.code).toBe('100004');
    const back = ok(await move(world.enterpriseA, card.id, 'reopen', 'dropped')).json.body;
    expect(back.history.map((h: { event: string; actorName: string | null }) => h.event)).toEqual(['created', 'start', 'complete', 'reopen', 'drop', 'reopen']);
    expect(back.history.every((h: { at: string; actorName: string | null }) => h.at && h.actorName)).toBe(true);
  });

  it('refuses a move from a status the card is no longer in (107005), and one the machine does not have, writing nothing', async () => {
    const card = ok(await create(world.lecturer, { ownerId: world.people[1].id })).json.body;
    ok(await move(a1, card.id, 'start', 'open'));
    const stale = await move(world.lecturer, card.id, 'complete', 'open');
    expect(stale.json.head.code).toBe('107005');
    expect((await move({ ...world.lecturer, language: 'zh' }, card.id, 'complete', 'open')).json.head.message).toBe('该行动卡已被他人修改，看板已显示其最新状态。');
    expect((await move(world.lecturer, card.id, 'start', 'done')).json.head.code).toBe('107005');
    expect((await move(world.lecturer, card.id, 'finish', 'in_progress')).json.head.code).toBe('100001');
    expect((await historyOf(card.id)).map((h) => h.reason)).toEqual(['created', 'start']);
  });

  it('moves once when the owner and a manager act at the same moment: one wins, the other is refused, one history row', async () => {
    const card = ok(await create(world.lecturer, { ownerId: world.people[1].id })).json.body;
    ok(await move(a1, card.id, 'start', 'open'));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? move(a1, card.id, 'complete', 'in_progress') : move(world.lecturer, card.id, 'drop', 'in_progress'))));
    const codes = results.map((r) => r.json.head.code);
    expect(codes.filter((c) => c === '000000')).toHaveLength(1);
    expect(codes.filter((c) => c !== '000000').every((c) => c === '107005')).toBe(true);
    const moves = (await historyOf(card.id)).filter((h) => h.fromStatus === 'in_progress');
    expect(moves).toHaveLength(1);
    const [row] = await t.database.db.select().from(actionCards).where(eq(actionCards.id, card.id));
    expect(row.status).toBe(moves[0].toStatus);
  });
});

describe('POST /assessment/actionCard/delete.json', () => {
  it('lets the managers delete a card with its history; members and outsiders may not', async () => {
    const card = ok(await create(world.lecturer, { ownerId: world.people[1].id })).json.body;
    for (const who of [a1, b0, world.enterpriseB, world.otherLecturer]) expect((await remove(who, card.id)).json.head.code).toBe('100004');
    expect(ok(await remove(world.enterpriseA, card.id)).json.body).toEqual({ deleted: 1 });
    expect(await historyOf(card.id)).toEqual([]);
    expect((await remove(world.lecturer, card.id)).json.head.code).toBe('100004');
  });
});

describe('GET /assessment/actionCard/mine.json', () => {
  it('lists the caller’s teams with their cards counted', async () => {
    const mine = ok(await call(t.app, 'GET', '/assessment/actionCard/mine.json', undefined, a2)).json.body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ teamId: teamA, courseId: world.course.course.id });
    expect(mine[0].overdue).toBeGreaterThanOrEqual(1);
    expect(mine[0].mine).toBeGreaterThanOrEqual(1);
    // A student of no course has no boards.
    const loner = await asUser(t, (await buildUser(t.database.db)).id);
    expect(ok(await call(t.app, 'GET', '/assessment/actionCard/mine.json', undefined, loner)).json.body).toEqual([]);
  });
});
