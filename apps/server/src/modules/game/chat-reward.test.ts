import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { users } from '../../db/schema';
import { balancesOf, historyOf } from '../ledger';
import { setBalance } from '../ledger/ledger.testkit';
import { seedDemoCoins, DEMO_LECTURER_COINS } from '../../db/seed/coins';
import { asNewUser, asUser, codeOf, fieldsOf, post, runningCourse } from './test-support';

let t: TestApp;
let lecturer: Caller;
let lecturerId: number;
let otherLecturer: Caller;
let enterprise: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const lect = await asNewUser(t, { role: 'lecturer' });
  lecturerId = lect.user.id;
  lecturer = lect.caller;
  otherLecturer = (await asNewUser(t, { role: 'lecturer' })).caller;
  enterprise = (await asNewUser(t, { role: 'enterprise' })).caller;
  outsider = (await asNewUser(t)).caller;
});
afterAll(() => t.close());

const balanceOf = async (userId: number) => (await balancesOf(t.database.db, { user: userId })).coins;
const historyOfUser = async (userId: number) => (await historyOf(t.database.db, { user: userId }, 'coins', { pageNum: 1, pageSize: 100 })).list;

describe('POST /game/chat/send.json and list.json', () => {
  // The chat is the course's, whatever its game: the market's and the change simulation's courses alike.
  for (const gameId of ['MS', 'CM'] as const) {
    it(`the captain types, members read their team’s, managers read any team’s, oldest first, paged back (${gameId})`, async () => {
      const { course, teams, members } = await runningCourse(t, lecturerId, { people: 2, gameId });
      const [captainA, memberA] = members.filter((m) => m.teamId === teams[0].id);
      const captain = await asUser(t, captainA.userId);
      const member = await asUser(t, memberA.userId);
      const sent = await post(t, '/game/chat/send.json', { courseId: course.id, text: '  Price 160, plan 1000  ' }, captain);
      expect(codeOf(sent)).toBe('000000');
      expect(sent.json.body).toMatchObject({ teamId: teams[0].id, userId: captainA.userId, text: 'Price 160, plan 1000' });
      await post(t, '/game/chat/send.json', { courseId: course.id, text: 'second' }, captain);
      expect(codeOf(await post(t, '/game/chat/send.json', { courseId: course.id, text: 'me too' }, member))).toBe('105005');

      const list = await post(t, '/game/chat/list.json', { courseId: course.id }, member);
      expect(list.json.body.list.map((m: { text: string }) => m.text)).toEqual(['Price 160, plan 1000', 'second']);
      const older = await post(t, '/game/chat/list.json', { courseId: course.id, beforeId: list.json.body.list[1].id }, member);
      expect(older.json.body.list.map((m: { text: string }) => m.text)).toEqual(['Price 160, plan 1000']);
      // Another team's member sees only their own team's (empty) chat and cannot ask for another team's.
      const otherMember = await asUser(t, members.find((m) => m.teamId === teams[1].id)!.userId);
      expect((await post(t, '/game/chat/list.json', { courseId: course.id }, otherMember)).json.body.list).toEqual([]);
      expect(codeOf(await post(t, '/game/chat/list.json', { courseId: course.id, teamId: teams[0].id }, otherMember))).toBe('100004');
      // The lecturer reads any team's and must say which.
      expect((await post(t, '/game/chat/list.json', { courseId: course.id, teamId: teams[0].id }, lecturer)).json.body.list).toHaveLength(2);
      expect(fieldsOf(await post(t, '/game/chat/list.json', { courseId: course.id }, lecturer))).toEqual(['teamId']);
    });
  }

  it('refuses bad input, no session, the wrong role, other courses', async () => {
    const { course, members } = await runningCourse(t, lecturerId, { people: 1 });
    const captain = await asUser(t, members[0].userId);
    expect(fieldsOf(await post(t, '/game/chat/send.json', { courseId: course.id, text: '   ' }, captain))).toEqual(['text']);
    expect(fieldsOf(await post(t, '/game/chat/send.json', { courseId: course.id, text: 'x'.repeat(501) }, captain))).toEqual(['text']);
    expect(codeOf(await post(t, '/game/chat/send.json', { courseId: course.id, text: 'hi' }))).toBe('100006');
    expect(codeOf(await post(t, '/game/chat/send.json', { courseId: course.id, text: 'hi' }, lecturer))).toBe('100006');
    expect(codeOf(await post(t, '/game/chat/send.json', { courseId: course.id, text: 'hi' }, outsider))).toBe('100004');
    expect(codeOf(await post(t, '/game/chat/list.json', { courseId: course.id }))).toBe('100006');
    expect(codeOf(await post(t, '/game/chat/list.json', { courseId: course.id, teamId: 1 }, otherLecturer))).toBe('100004');
    expect(fieldsOf(await post(t, '/game/chat/list.json', { courseId: course.id, beforeId: 'x' }, captain))).toEqual(['beforeId']);
  });
});

describe('POST /course/reward.json', () => {
  it('rewards a team (each member) and a student within the balance, with ledger rows on both sides', async () => {
    const { course, teams, members } = await runningCourse(t, lecturerId, { people: 2, membersPerTeam: 3 });
    await setBalance(t.database.db, { user: lecturerId }, 'coins', 1_000);
    const team = await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 100, note: 'Best forecast' }, lecturer);
    expect(team.json.body).toEqual({ balance: 700, recipients: 3 });
    for (const m of members.filter((x) => x.teamId === teams[0].id)) expect(await balanceOf(m.userId)).toBe(100);
    const one = members.find((x) => x.teamId === teams[1].id)!;
    expect((await post(t, '/course/reward.json', { courseId: course.id, userId: one.userId, coins: 700 }, lecturer)).json.body).toEqual({ balance: 0, recipients: 1 });
    expect(await balanceOf(one.userId)).toBe(700);
    const given = (await historyOfUser(lecturerId)).filter((l) => l.courseId === course.id);
    expect(given.map((l) => l.amount).sort()).toEqual([-100, -100, -100, -700]);
    expect(given.every((l) => l.reason === 'reward' && l.counterpartId !== lecturerId)).toBe(true);
    expect((await historyOfUser(one.userId)).map((l) => [l.amount, l.counterpartId, l.note])).toEqual([[700, lecturerId, null]]);
    expect(codeOf(await post(t, '/course/reward.json', { courseId: course.id, userId: one.userId, coins: 1 }, lecturer))).toBe('104006');
  });

  it('two rewards racing for the last coins: one passes, the balance never goes negative', async () => {
    const { course, members } = await runningCourse(t, lecturerId, { people: 2, membersPerTeam: 1 });
    await setBalance(t.database.db, { user: lecturerId }, 'coins', 500);
    const results = await Promise.all(members.map((m) => post(t, '/course/reward.json', { courseId: course.id, userId: m.userId, coins: 300 }, lecturer)));
    expect(results.map(codeOf).sort()).toEqual(['000000', '104006']);
    expect(await balanceOf(lecturerId)).toBe(200);
  });

  it('a repeated requestKey rewards once and answers as the first time, also when the repeats arrive at once', async () => {
    const { course, members } = await runningCourse(t, lecturerId, { people: 2, membersPerTeam: 1 });
    await setBalance(t.database.db, { user: lecturerId }, 'coins', 1_000);
    const body = { courseId: course.id, userId: members[0].userId, coins: 40, requestKey: 'reward-key-0001' };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(t, '/course/reward.json', body, lecturer)));
    for (const a of answers) expect(a.json.body).toEqual({ balance: 960, recipients: 1 });
    expect(await balanceOf(members[0].userId)).toBe(40);
    expect((await post(t, '/course/reward.json', body, lecturer)).json.body).toEqual({ balance: 960, recipients: 1 });
    // Another key is another reward; a key that is not one is refused naming the field.
    expect((await post(t, '/course/reward.json', { ...body, requestKey: 'reward-key-0002' }, lecturer)).json.body).toEqual({ balance: 920, recipients: 1 });
    expect(fieldsOf(await post(t, '/course/reward.json', { ...body, requestKey: 'short' }, lecturer))).toEqual(['requestKey']);
  });

  it('refuses bad input naming the field, no session, the wrong role, other courses and non-members', async () => {
    const { course, teams } = await runningCourse(t, lecturerId, { people: 1 });
    expect(fieldsOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 0 }, lecturer))).toEqual(['coins']);
    expect(fieldsOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 10_001 }, lecturer))).toEqual(['coins']);
    expect(fieldsOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 1.5 }, lecturer))).toEqual(['coins']);
    expect(fieldsOf(await post(t, '/course/reward.json', { courseId: course.id, coins: 1 }, lecturer))).toEqual(['teamId']);
    expect(fieldsOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, userId: 1, coins: 1 }, lecturer))).toEqual(['userId']);
    expect(codeOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 1 }))).toBe('100006');
    expect(codeOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 1 }, enterprise))).toBe('100006');
    expect(codeOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 1 }, outsider))).toBe('100006');
    expect(codeOf(await post(t, '/course/reward.json', { courseId: course.id, teamId: teams[0].id, coins: 1 }, otherLecturer))).toBe('100004');
    const stranger = await buildUser(t.database.db);
    expect(codeOf(await post(t, '/course/reward.json', { courseId: course.id, userId: stranger.id, coins: 1 }, lecturer))).toBe('100004');
  });
});

describe('seedDemoCoins', () => {
  it('gives the demo lecturer a balance once', async () => {
    const [existing] = await t.database.db.select().from(users).where(eq(users.account, 'lecturer'));
    const demo = existing ?? (await buildUser(t.database.db, { role: 'lecturer', account: 'lecturer' }));
    expect(await seedDemoCoins(t.database.db)).toBe(true);
    expect(await seedDemoCoins(t.database.db)).toBe(false);
    expect(await balanceOf(demo.id)).toBe(DEMO_LECTURER_COINS);
    expect(await historyOfUser(demo.id)).toHaveLength(1);
  });
});
