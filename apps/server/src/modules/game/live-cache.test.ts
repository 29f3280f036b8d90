import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameView } from '@sandtable/shared/contracts/game';
import { applyGamePush, type GamePush } from '../../../../web/src/features/game/live';
import { buildTestApp, type Caller, type TestApp } from '../../test/app';
import { asNewUser, asUser, decision, post, runningCourse } from './test-support';

/**
 * The web writes pushes into its cached game view instead of reloading it (web
 * features/game/live.ts). Proof that this changes nothing a user sees: for a captain, a member of
 * another team and the lecturer, every push of a played round, applied in order to the view each
 * had, gives exactly the view state.json answers afterwards — or asks to reload where the contract
 * says it must (the lecturer's view on a submit, the game's finish).
 */
let t: TestApp;

/**
 * Other teams' draft activity (draft, version, last editor) goes only to their team's room, as
 * before the events increment, and no page shows it for a team not one's own; it is left out.
 */
const withoutOthersDrafts = (view: GameView, teamId: number | null) => ({
  ...view,
  teams: view.teams.map((team) => (team.teamId === teamId ? team : { ...team, draft: undefined, version: undefined, lastEditor: undefined, lastEditedAt: undefined })),
});
let lecturer: Caller;
let lecturerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const lect = await asNewUser(t, { role: 'lecturer' });
  lecturerId = lect.user.id;
  lecturer = lect.caller;
});
afterAll(() => t.close());

describe('pushes written into the cached view', () => {
  it('equal a reload for every viewer through drafts, submits, settles, pause, resume, settings', async () => {
    const { course, teams, members } = await runningCourse(t, lecturerId, { people: 4, membersPerTeam: 2, rounds: 2 });
    const pushes: { rooms: string[]; push: GamePush }[] = [];
    vi.spyOn(t.app.deps.realtime, 'publish').mockImplementation((rooms, name, payload) => void pushes.push({ rooms: ([] as string[]).concat(rooms), push: { name, payload } as GamePush }));
    expect((await post(t, '/game/start', { courseId: course.id, practiceRound: true, roundMinutes: 30, closeWhenAllSubmitted: false }, lecturer)).json.head.code).toBe('000000');

    const memberOf = (teamId: number, i: number) => members.filter((m) => m.teamId === teamId)[i];
    const viewers = [
      { name: 'red captain', caller: await asUser(t, memberOf(teams[0].id, 0).userId), teamId: teams[0].id as number | null },
      { name: 'red member', caller: await asUser(t, memberOf(teams[0].id, 1).userId), teamId: teams[0].id as number | null },
      { name: 'blue member', caller: await asUser(t, memberOf(teams[1].id, 1).userId), teamId: teams[1].id as number | null },
      { name: 'lecturer', caller: lecturer, teamId: null },
    ];
    const blueCaptain = await asUser(t, memberOf(teams[1].id, 0).userId);
    const stateOf = async (caller: Caller) => (await post(t, '/game/ms/state.json', { courseId: course.id }, caller)).json.body as GameView;
    const cached = new Map<string, GameView>();
    for (const v of viewers) cached.set(v.name, await stateOf(v.caller));
    pushes.length = 0; // the start's: every view above already has it

    /** Applies the new pushes each viewer's rooms receive; compares with a reload. */
    const check = async (step: string, reloads: Record<string, boolean> = {}) => {
      const fresh = pushes.splice(0);
      for (const v of viewers) {
        const rooms = [`course:${course.id}`, ...(v.teamId ? [`team:${v.teamId}`] : [])];
        let view: GameView | null = cached.get(v.name)!;
        for (const { rooms: to, push } of fresh) if (view && to.some((r) => rooms.includes(r))) view = applyGamePush(view, push);
        const reloaded = await stateOf(v.caller);
        if (reloads[v.name]) expect(view, `${step}: ${v.name} reloads`).toBeNull();
        else expect(view && withoutOthersDrafts(view, v.teamId), `${step}: ${v.name}`).toEqual(withoutOthersDrafts(reloaded, v.teamId));
        cached.set(v.name, reloaded);
      }
    };

    let roundId = cached.get('lecturer')!.current!.id;
    const red = cached.get('red captain')!.myTeam!;
    await post(t, '/game/ms/draft.json', { courseId: course.id, roundId, baseVersion: red.version, decision: decision({ price: 17_000 }) }, viewers[1].caller);
    await check('a member saves a draft');
    await post(t, '/game/ms/settings.json', { courseId: course.id, closeWhenAllSubmitted: true }, lecturer);
    await post(t, '/game/ms/pause.json', { courseId: course.id, paused: true }, lecturer);
    await check('paused');
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision({ price: 18_000 }) }, viewers[0].caller);
    await check('red submits', { lecturer: true });
    await post(t, '/game/ms/pause.json', { courseId: course.id, paused: false }, lecturer);
    await check('resumed');
    await post(t, '/game/ms/settings.json', { courseId: course.id, closeWhenAllSubmitted: false }, lecturer);
    await check('settings');
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision({ price: 15_000 }) }, blueCaptain);
    await check('blue submits', { lecturer: true });
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    await check('the practice round settles');
    roundId = cached.get('lecturer')!.current!.id;
    await post(t, '/game/ms/submit.json', { courseId: course.id, roundId, decision: decision({ price: 16_500 }) }, viewers[0].caller);
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    await check('round 2 settles (red submitted, blue carried over)', { lecturer: true });
    await post(t, '/game/ms/advance.json', { courseId: course.id }, lecturer);
    await check('the last round settles: the game finishes', Object.fromEntries(viewers.map((v) => [v.name, true])));
  });
});
