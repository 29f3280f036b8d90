import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { caseOf, leverOf, rubricTotal, type CmDecision, type CmState, type RoundResult } from '@sandtable/sim/change';
import { stagesOf } from '@sandtable/sim/change/stages';
import { GAME_EVENTS } from '@sandtable/shared/contracts/game';
import { pdfText } from '../../test/pdf';
import { buildTestApp, call, type Caller, type TestApp } from '../../test/app';
import { buildCompany, buildUser } from '../../test/factories';
import { chapterProgress, gameDecisionLog, gameDecisions, gameRounds, games, users } from '../../db/schema';
import { onRoundClock } from './round-clock';
import { asNewUser, asUser, codeOf, fieldsOf, get, post, runningCourse, setCourse } from './test-support';

// The change-leadership game (CM) through the same game module as the market, on its /game/cm/* paths.

let t: TestApp;
let lecturer: Caller;
let lecturerId: number;
let otherLecturer: Caller;

beforeAll(async () => {
  t = await buildTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
  const lect = await buildUser(t.database.db, { role: 'lecturer' });
  lecturerId = lect.id;
  lecturer = await asUser(t, lect.id);
  otherLecturer = (await asNewUser(t, { role: 'lecturer' })).caller;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const factory = caseOf('factory')!;
const person = (i: number) => factory.stakeholders[i].id;
const play = (lever: string, target: string | null = null) => ({ lever, target });
/** A decision within the 100 points and without resting levers: a memo to everyone, a talk with one person, coaching for one department. */
const decision = (i = 0): CmDecision => ({ plays: [play('memo'), play('oneToOne', person(i)), play('coaching', factory.departments[i % factory.departments.length].key)] }) as CmDecision;

const roundsOf = async (courseId: number) => {
  const [game] = await t.database.db.select().from(games).where(eq(games.courseId, courseId));
  return t.database.db.select().from(gameRounds).where(eq(gameRounds.gameId, game.id)).orderBy(asc(gameRounds.number));
};

/** A running CM course with four teams of two, its game started by the lecturer (no practice round). */
async function startedCm(options: { closeWhenAllSubmitted?: boolean; people?: number; rounds?: number } = {}) {
  const built = await runningCourse(t, lecturerId, { gameId: 'CM', people: options.people ?? 4, rounds: options.rounds ?? 2 });
  const res = await post(
    t,
    '/game/cm/start.json',
    { courseId: built.course.id, practiceRound: false, caseId: 'factory', level: 'standard', closeWhenAllSubmitted: options.closeWhenAllSubmitted ?? true },
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

const submit = (courseId: number, roundId: number, caller: Caller, d: unknown) => post(t, '/game/cm/submit.json', { courseId, roundId, decision: d }, caller);

describe('starting a CM game', () => {
  it('starts on the case and level chosen, with CM’s weights, position and rounds; each game’s paths refuse the other’s courses', async () => {
    const { course, view, captains, teams } = await startedCm();
    expect(view).toMatchObject({ gameId: 'CM', status: 'running', practiceRounds: 0, officialRounds: 2, myTeam: null, position: null });
    expect(view.params).toMatchObject({ caseId: 'factory', level: 'standard', budget: 100 });
    expect(view.weights).toEqual({ adoption: 80, adopted: 20 });
    expect(view.current).toMatchObject({ number: 1, practice: false, status: 'open', market: null, results: [] });

    const mine = (await post(t, '/game/cm/state.json', { courseId: course.id }, captains[0])).json.body;
    expect(mine.myTeam).toMatchObject({ teamId: teams[0].id, captain: true, draft: null, version: 0 });
    expect(mine.position).toMatchObject({ round: 1, budget: 100, level: 'standard', phase: 'unfreeze', cooldowns: {} });
    expect(mine.position.people).toHaveLength(factory.stakeholders.length);

    // The market's paths are the market's: a CM course is not offered there, nor an MS course on CM's.
    expect(codeOf(await post(t, '/game/ms/state.json', { courseId: course.id }, captains[0]))).toBe('105008');
    expect(codeOf(await post(t, '/game/ms/draft.json', { courseId: course.id, roundId: view.current.id, decision: { price: 1, plannedProduction: 0, overtimePercent: 0, marketing: 0, research: 0 }, baseVersion: 0 }, captains[0]))).toBe('105008');
    expect(codeOf(await post(t, '/game/ms/generateMs.json', { courseId: course.id }, lecturer))).not.toBe('000000');
    const market = await runningCourse(t, lecturerId);
    expect(codeOf(await post(t, '/game/cm/start.json', { courseId: market.course.id }, lecturer))).toBe('105008');
    const cm = await runningCourse(t, lecturerId, { gameId: 'CM' });
    expect(codeOf(await post(t, '/game/start', { courseId: cm.course.id }, lecturer))).toBe('105008');
    // An unknown case or level is the request's error.
    expect(fieldsOf(await post(t, '/game/cm/start.json', { courseId: cm.course.id, caseId: 'bank', level: 'brutal' }, lecturer))).toEqual(['caseId', 'level']);
    const merger = await post(t, '/game/cm/start.json', { courseId: cm.course.id, caseId: 'merger', level: 'fierce', weights: { adoption: 1, adopted: 1 } }, lecturer);
    expect(merger.json.body.params).toMatchObject({ caseId: 'merger', level: 'fierce' });
    expect(merger.json.body.weights).toEqual({ adoption: 50, adopted: 50 });
  });
});

describe('playing CM rounds', () => {
  it('four teams over two rounds: one closes when all submitted, one by its deadline (a late team carried over); scores feed chapter 2, the podium, grades and winners', async () => {
    const { course, view, captains, others, teams, members } = await startedCm();
    const round1 = view.current.id;
    // A member drafts; the captain submits; the last submit settles round 1.
    const drafted = await post(t, '/game/cm/draft.json', { courseId: course.id, roundId: round1, decision: decision(0), baseVersion: 0 }, others[0]);
    expect(codeOf(drafted), JSON.stringify(drafted.json.head)).toBe('000000');
    expect(drafted.json.body.myTeam).toMatchObject({ draft: decision(0), version: 1 });
    for (const [i, captain] of captains.entries()) expect(codeOf(await submit(course.id, round1, captain, decision(i)))).toBe('000000');
    let rounds = await roundsOf(course.id);
    expect(rounds.map((r) => [r.number, r.status])).toEqual([[1, 'settled'], [2, 'open']]);
    const results1 = rounds[0].results as RoundResult;
    expect(results1.teams.map((x) => x.teamId)).toEqual(teams.map((x) => String(x.id)));
    expect(results1.teams[0].spent).toBe(decision(0).plays.reduce((sum, p) => sum + leverOf(p.lever)!.cost, 0));

    // The state shows CM's round results and the next position.
    const state = (await post(t, '/game/cm/state.json', { courseId: course.id }, captains[1])).json.body;
    expect(state.rounds[0].results[1]).toMatchObject({ teamId: String(teams[1].id), teamName: teams[1].name, decision: decision(1) });
    expect(state.position).toMatchObject({ round: 2 });

    // Round 2: three captains submit, the fourth is late; the deadline closes it and carries its decision over.
    const round2 = rounds[1];
    for (const [i, captain] of captains.slice(0, 3).entries()) expect(codeOf(await submit(course.id, round2.id, captain, decision(i + 1)))).toBe('000000');
    expect(await onRoundClock(t.app.deps, { roundId: round2.id }, new Date(round2.deadline!.getTime() - 1000))).toBe(false);
    expect(await onRoundClock(t.app.deps, { roundId: round2.id }, new Date(round2.deadline!.getTime() + 1000))).toBe(true);
    rounds = await roundsOf(course.id);
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'settled']);
    expect(rounds[1].filled).toEqual([{ teamId: String(teams[3].id), by: 'carried_over' }]);
    expect((rounds[1].decisions as Record<string, CmDecision>)[String(teams[3].id)]).toEqual(decision(3));
    const [game] = await t.database.db.select().from(games).where(eq(games.courseId, course.id));
    expect(game.status).toBe('finished');

    // Chapter 2: every member's score is their team's overall score, rounded — as in the market.
    const final = (rounds[1].results as RoundResult).teams;
    for (const m of members) {
      const [p] = await t.database.db.select().from(chapterProgress).where(and(eq(chapterProgress.memberId, m.memberId), eq(chapterProgress.chapter, 2)));
      expect(p.score).toBe(Math.round(final.find((x) => x.teamId === String(m.teamId))!.overallScore));
    }
    const best = final.find((x) => x.overallRank === 1)!;
    const podium = (await post(t, '/course/victory.json', { courseId: course.id }, captains[0])).json.body;
    expect(podium).toMatchObject({ finished: true });
    expect(podium.winners[0]).toMatchObject({ rank: 1, teamId: Number(best.teamId), overallScore: best.overallScore });
    const grades = (await post(t, '/game/ms/myGrades.json', { pageNum: 1, pageSize: 50 }, captains[0])).json.body.list;
    expect(grades.find((g: { courseId: number }) => g.courseId === course.id)).toMatchObject({ gameId: 'CM', status: 'finished', overallScore: final[0].overallScore, overallRank: final[0].overallRank, teams: 4 });
    const winners = (await post(t, '/game/ms/winners.json', { pageNum: 1, pageSize: 100 }, lecturer)).json.body.list;
    expect(winners.find((w: { courseId: number }) => w.courseId === course.id)).toMatchObject({ overallScore: best.overallScore });
    const scores = (await post(t, '/game/ms/scoreList.json', { pageNum: 1, pageSize: 50, courseId: course.id }, lecturer)).json.body;
    expect(scores.total).toBe(members.length);
  });

  it('refuses invalid decisions per play with localized messages, and changes nothing', async () => {
    const { course, view, captains, others, teams } = await startedCm();
    const roundId = view.current.id;
    const draft = (d: unknown, caller: Caller = others[0]) => post(t, '/game/cm/draft.json', { courseId: course.id, roundId, decision: d, baseVersion: 0 }, caller);
    // Each issue names the field (plays) and where it sits (the decision's plays), with its message.
    const fields = (res: Awaited<ReturnType<typeof draft>>) => (res.json.head.fields ?? []).map((f) => [f.path ?? f.field, f.message]);
    const paths = (res: Awaited<ReturnType<typeof draft>>) => fields(res).map(([path]) => path);

    // Over budget: five structural changes cost 130 points of 100.
    const overBudget = { plays: factory.departments.map((d) => play('structure', d.key)) };
    const en = await draft(overBudget);
    expect(codeOf(en)).toBe('100001');
    expect(fields(en)).toEqual([['decision.plays', expect.stringContaining('100 points')]]);
    const zh = await draft(overBudget, { ...others[0], language: 'zh' });
    expect(fields(zh)).toEqual([['decision.plays', expect.stringContaining('100 点')]]);

    // Bad targets, per play: no such person, a target for a lever that reaches everyone, a person lever without one.
    const bad = await draft({ plays: [play('oneToOne', 'nobody'), play('memo', person(0)), play('listen'), play('workshop', 'canteen')] });
    // One entry per problem, in the plays' order (the form's preview names the play: engine.preview's issues).
    expect(paths(bad)).toEqual(['decision.plays', 'decision.plays', 'decision.plays', 'decision.plays']);
    const messages = fields(bad).map(([, message]) => message);
    expect(new Set(messages).size).toBe(4);
    expect(messages.join(' | ')).not.toContain('validation:');
    // An unknown lever is the schema's.
    expect(paths(await draft({ plays: [play('bribe')] }))).toEqual(['decision.plays.0.lever']);

    // Nothing changed: no draft, no log line.
    const state = (await post(t, '/game/cm/state.json', { courseId: course.id }, captains[0])).json.body;
    expect(state.myTeam).toMatchObject({ teamId: teams[0].id, draft: null, version: 0 });
    expect(await t.database.db.select().from(gameDecisionLog).where(eq(gameDecisionLog.roundId, roundId))).toEqual([]);

    // Cooldown from the stored state: a pilot in round 1 rests in round 2 (the limit is the round it is free again).
    const pilot = { plays: [play('pilot', 'production')] };
    for (const [i, captain] of captains.entries()) expect(codeOf(await submit(course.id, roundId, captain, i === 0 ? pilot : decision(i)))).toBe('000000');
    const round2 = (await post(t, '/game/cm/state.json', { courseId: course.id }, captains[0])).json.body;
    // Played in round 1, a lever resting n rounds is free again from round 2 + n.
    const freeFrom = 2 + leverOf('pilot')!.cooldown;
    expect(round2.position.cooldowns).toEqual({ pilot: freeFrom });
    const resting = await submit(course.id, round2.current.id, captains[0], { plays: [play('memo'), play('pilot', 'quality')] });
    expect(fields(resting)).toEqual([['decision.plays', expect.stringContaining(`round ${freeFrom}`)]]);
    const [row] = await t.database.db.select().from(gameDecisions).where(and(eq(gameDecisions.roundId, round2.current.id), eq(gameDecisions.teamId, teams[0].id)));
    expect(row.submitted).toBeNull();
    // The same pilot elsewhere is fine once the lever is free; a memo now is.
    expect(codeOf(await submit(course.id, round2.current.id, captains[0], { plays: [play('memo')] }))).toBe('000000');
  });

  it('keeps to the course: others cannot read or submit, members cannot submit', async () => {
    const { course, view, captains, others } = await startedCm();
    const roundId = view.current.id;
    const stranger = await startedCm();
    // A captain of another CM course, a lecturer of another course, a student of no course: not found.
    for (const caller of [stranger.captains[0], otherLecturer, (await asNewUser(t)).caller]) {
      expect(codeOf(await post(t, '/game/cm/state.json', { courseId: course.id }, caller))).toBe('100004');
      expect(['100004', '100006']).toContain(codeOf(await submit(course.id, roundId, caller, decision())));
    }
    // Another course's round id is not this course's.
    expect(codeOf(await submit(course.id, stranger.view.current.id, captains[0], decision()))).toBe('105003');
    expect(codeOf(await submit(course.id, roundId, others[0], decision()))).toBe('105005');
    expect(codeOf(await post(t, '/game/cm/advance.json', { courseId: course.id }, captains[0]))).toBe('100006');
  });

  it('gives a member their own team’s round lines, drafts and position, and of the others only the public scoreboard; pushes the same', async () => {
    const { course, view, captains, others, teams } = await startedCm();
    const stranger = await startedCm();
    const publish = vi.spyOn(t.app.deps.realtime, 'publish');
    const roundId = view.current.id;
    // Team 1's member drafts: team 2's members see neither the draft, its version nor its editor.
    await post(t, '/game/cm/draft.json', { courseId: course.id, roundId, decision: decision(0), baseVersion: 0 }, others[0]);
    const blue = (await post(t, '/game/cm/state.json', { courseId: course.id }, others[1])).json.body;
    expect(blue.teams[0]).toMatchObject({ teamId: teams[0].id, draft: null, version: 0, lastEditor: null, lastEditedAt: null, submitted: false });
    const red = (await post(t, '/game/cm/state.json', { courseId: course.id }, captains[0])).json.body;
    expect(red.teams[0]).toMatchObject({ draft: decision(0), version: 1, lastEditor: expect.any(String), lastEditedAt: expect.any(String) });
    expect((await post(t, '/game/cm/state.json', { courseId: course.id }, lecturer)).json.body.teams[0]).toMatchObject({ draft: decision(0), version: 1 });
    for (const [i, captain] of captains.entries()) await submit(course.id, roundId, captain, decision(i));

    // After the settle: each member's own line in full, the others' public lines only.
    const PUBLIC = ['teamId', 'teamName', 'colour', 'phase', 'criticalMass', 'counts', 'adoptionIndex', 'adoptedShare', 'score', 'overallScore', 'rank', 'overallRank'].sort();
    const stored = (await roundsOf(course.id))[0].results as RoundResult;
    for (const [i, caller] of [others[0], captains[1]].entries()) {
      const seen = (await post(t, '/game/cm/state.json', { courseId: course.id }, caller)).json.body;
      for (const [k, line] of seen.rounds[0].results.entries()) {
        if (k === i) expect(line).toEqual({ ...stored.teams[k], teamName: teams[k].name, colour: teams[k].colour });
        else expect(Object.keys(line).sort(), `member of team ${i + 1} sees team ${k + 1}`).toEqual(PUBLIC);
      }
      expect(seen.rounds[0].results[(i + 1) % 4].overallScore).toBe(stored.teams[(i + 1) % 4].overallScore);
      expect(seen.position.people).toHaveLength(factory.stakeholders.length);
    }
    // The lecturer's view has the public lines (a team's in full is loadByCourseTeam's).
    const lecturers = (await post(t, '/game/cm/state.json', { courseId: course.id }, lecturer)).json.body;
    for (const line of lecturers.rounds[0].results) expect(Object.keys(line).sort()).toEqual(PUBLIC);
    // Another course's member, another lecturer: nothing of this course.
    for (const caller of [stranger.captains[0], otherLecturer]) expect(codeOf(await post(t, '/game/cm/state.json', { courseId: course.id }, caller))).toBe('100004');

    // The pushes: team i's room its own line and position, the watch room the public lines and no position.
    const pushes = publish.mock.calls.filter(([, event]) => event === GAME_EVENTS.roundSettled).map(([room, , payload]) => ({ room: String(room), payload: payload as { round: { results: object[] }; positions: Record<string, unknown> } }));
    expect(pushes).toHaveLength(teams.length + 1);
    for (const [i, team] of teams.entries()) {
      const push = pushes.find((p) => p.room === `team:${team.id}`)!;
      expect(Object.keys(push.payload.positions)).toEqual([String(team.id)]);
      expect(push.payload.round.results[i]).toMatchObject({ people: stored.teams[i].people, log: stored.teams[i].log });
      for (const [k, line] of push.payload.round.results.entries()) if (k !== i) expect(Object.keys(line).sort()).toEqual(PUBLIC);
    }
    const watch = pushes.find((p) => p.room === `course:${course.id}:watch`)!;
    expect(watch.payload.positions).toEqual({});
    for (const line of watch.payload.round.results) expect(Object.keys(line).sort()).toEqual(PUBLIC);
  });

  it('computes the public lines once per round version, not per request', async () => {
    const { cmResultScope } = await import('./cm.live');
    const { course, view, captains, others, teams } = await startedCm();
    const lines = vi.spyOn(cmResultScope, 'publicLine');
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    // The settle's pushes (its own results) and the first view read from the database: 4 teams each.
    expect(lines).toHaveBeenCalledTimes(8);
    for (const caller of [...captains, ...others, lecturer]) expect(codeOf(await post(t, '/game/cm/state.json', { courseId: course.id }, caller))).toBe('000000');
    expect(lines).toHaveBeenCalledTimes(8);
    // A re-run is a new version of the round: its lines are computed again, once.
    lines.mockClear();
    expect(codeOf(await post(t, '/game/cm/rerun.json', { courseId: course.id, round: 1, teamId: teams[0].id, decision: decision(3) }, lecturer))).toBe('000000');
    for (const caller of [...captains, ...others, lecturer]) await post(t, '/game/cm/state.json', { courseId: course.id }, caller);
    expect(lines).toHaveBeenCalledTimes(4);
  });

  it('re-runs a round with a corrected decision: the preview shows what the re-run writes', async () => {
    const { course, view, captains, teams } = await startedCm();
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    const correction = { courseId: course.id, round: 1, teamId: teams[2].id, decision: { plays: [play('townHall'), play('coalition', person(0)), play('listen', person(1))] } };
    // The correction is checked as a decision: over budget is refused per field.
    const refused = await post(t, '/game/cm/rerun/preview.json', { ...correction, decision: { plays: factory.departments.map((d) => play('structure', d.key)) } }, lecturer);
    expect(refused.json.head.fields).toEqual([{ field: 'plays', path: 'decision.plays', message: expect.stringContaining('100') }]);
    const preview = await post(t, '/game/cm/rerun/preview.json', correction, lecturer);
    expect(codeOf(preview), JSON.stringify(preview.json.head)).toBe('000000');
    const entry = preview.json.body.rounds[0].teams.find((x: { teamId: number }) => x.teamId === teams[2].id);
    expect(entry.before.decision).toEqual(decision(2));
    expect(entry.after.decision).toEqual(correction.decision);
    expect(codeOf(await post(t, '/game/cm/rerun/preview.json', correction, captains[0]))).toBe('100006');
    const rerun = await post(t, '/game/cm/rerun.json', correction, lecturer);
    expect(codeOf(rerun)).toBe('000000');
    const [round1] = await roundsOf(course.id);
    expect(round1.reruns).toBe(1);
    expect((round1.results as RoundResult).teams.find((x) => x.teamId === String(teams[2].id))).toEqual(
      expect.objectContaining({ score: entry.after.score, overallScore: entry.after.overallScore, decision: correction.decision }),
    );
  });

  it('a re-run of an earlier round keeps the level switches and restarts made after it, in later settled rounds and in the open round', async () => {
    const { course, view, captains, teams } = await startedCm({ rounds: 3 });
    const id = (i: number) => String(teams[i].id);
    const teamIn = (state: unknown, i: number) => (state as CmState).teams.find((x) => x.teamId === id(i))!;
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    // Round 2: team 2 to fierce, team 1 restarted; the round is played.
    expect(codeOf(await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[1].id, level: 'fierce' }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/cm/resetTeamCourse.json', { courseId: course.id, teamId: teams[0].id }, lecturer))).toBe('000000');
    let rounds = await roundsOf(course.id);
    for (const [i, captain] of captains.entries()) await submit(course.id, rounds[1].id, captain, decision(i + 1));
    // Round 3 (open): team 4 to mild, team 3 restarted.
    expect(codeOf(await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[3].id, level: 'mild' }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/cm/resetTeamCourse.json', { courseId: course.id, teamId: teams[2].id }, lecturer))).toBe('000000');
    const before = await roundsOf(course.id);
    expect(before.map((r) => r.status)).toEqual(['settled', 'settled', 'open']);

    // Re-run round 1 with team 3's plays corrected.
    const correction = { courseId: course.id, round: 1, teamId: teams[2].id, decision: { plays: [play('townHall'), play('coalition', person(0)), play('listen', person(1))] } };
    expect(codeOf(await post(t, '/game/cm/rerun.json', correction, lecturer))).toBe('000000');
    rounds = await roundsOf(course.id);
    const r1 = rounds[0].results as RoundResult;
    expect(r1.teams[2].decision).toEqual(correction.decision);
    expect(r1.teams[2].score).not.toBe((before[0].results as RoundResult).teams[2].score);
    // Round 2 was played from the re-run's state with its switch and restart: team 2 fierce, team 1 from the start with its re-run points.
    expect(teamIn(rounds[1].stateBefore, 1).level).toBe('fierce');
    expect(teamIn(rounds[1].stateBefore, 0)).toEqual({ ...teamIn(before[1].stateBefore, 0), scoreSum: teamIn(rounds[0].stateAfter, 0).scoreSum });
    expect((rounds[1].results as RoundResult).teams.map((x) => x.level)).toEqual(['standard', 'fierce', 'standard', 'standard']);
    // Team 3's changed round 1 goes on into round 2 (nothing was done to it there).
    expect(teamIn(rounds[1].stateBefore, 2)).toEqual(teamIn(rounds[0].stateAfter, 2));
    // The open round keeps its switch and restart: team 4 mild, team 3 at the start with the points the re-run gives it.
    const open = rounds[2].stateBefore as CmState;
    expect(open.teams.map((x) => x.level)).toEqual(['standard', 'fierce', 'standard', 'mild']);
    expect(teamIn(open, 2)).toEqual({ ...teamIn(before[2].stateBefore, 2), scoreSum: teamIn(rounds[1].stateAfter, 2).scoreSum });
    // Those points are the re-run's round 1 and the replayed round 2 (not "different from before":
    // a sum of two other scores can equal the old one by chance, and did on a drawn seed).
    const r2 = rounds[1].results as RoundResult;
    expect(teamIn(open, 2).scoreSum).toBeCloseTo(r1.teams[2].score + r2.teams[2].score, 2);
    // The lecturer's console says so.
    const games = (await post(t, '/game/cm/loadGames.json', { courseId: course.id }, lecturer)).json.body;
    expect(games.teams.map((x: { level: string }) => x.level)).toEqual(['standard', 'fierce', 'standard', 'mild']);
    expect(games.teams[2]).toMatchObject({ phase: 'unfreeze', adopted: 0 });
  });

  it('a level switch made while a re-run is being computed is not overwritten: the re-run fails with gameChanged', async () => {
    const { course, view, captains, teams } = await startedCm();
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    const correction = { courseId: course.id, round: 1, teamId: teams[2].id, decision: { plays: [play('townHall'), play('coalition', person(0)), play('listen', person(1))] } };
    const levels = async () => ((await roundsOf(course.id))[1].stateBefore as CmState).teams.map((x) => x.level);
    // The re-run has read the open round's state and computed its own; before it writes, the lecturer
    // (another tab) switches team 2 to fierce, and that commits first.
    const db = t.app.deps.db;
    const transaction = db.transaction.bind(db);
    let switched: string | undefined;
    // Only the re-run's own transaction: the app's background work (the outbox's poll) opens
    // transactions too, and one of those taking the interception left the re-run unraced.
    vi.spyOn(db, 'transaction').mockImplementation(async (...args: Parameters<typeof db.transaction>) => {
      if (switched === undefined && /\bat (async )?(Module\.)?rerun \(/.test(new Error().stack ?? '')) {
        switched = codeOf(await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[1].id, level: 'fierce' }, lecturer));
      }
      return transaction(...args);
    });
    const rerun = await post(t, '/game/cm/rerun.json', correction, lecturer);
    expect(switched).toBe('000000');
    expect(codeOf(rerun)).toBe('105010');
    expect(await levels()).toEqual(['standard', 'fierce', 'standard', 'standard']);
    expect((await roundsOf(course.id))[0].reruns).toBe(0);
    // Asked again, the re-run starts from the switched state and keeps it.
    expect(codeOf(await post(t, '/game/cm/rerun.json', correction, lecturer))).toBe('000000');
    expect(await levels()).toEqual(['standard', 'fierce', 'standard', 'standard']);

    // Both at once, on PostgreSQL truly concurrent: whichever way they fall, a switch that succeeded stays.
    const [again, mild] = await Promise.all([
      post(t, '/game/cm/rerun.json', { ...correction, decision: decision(0) }, lecturer),
      post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[3].id, level: 'mild' }, lecturer),
    ]);
    expect(['000000', '105010']).toContain(codeOf(again));
    expect(codeOf(mild)).toBe('000000');
    expect(await levels()).toEqual(['standard', 'fierce', 'standard', 'mild']);
  });

  it('all captains submitting at once (and the deadline job) settle the round exactly once', async () => {
    const { course, captains, view, teams } = await startedCm({ people: 6 });
    const roundId = view.current.id;
    const publish = vi.spyOn(t.app.deps.realtime, 'publish');
    const [results] = await Promise.all([
      Promise.all(captains.map((c, i) => submit(course.id, roundId, c, decision(i)))),
      onRoundClock(t.app.deps, { roundId }, new Date(Date.parse(view.current.deadline) + 1000)),
    ]);
    for (const r of results) expect(['000000', '105003']).toContain(codeOf(r));
    const rounds = await roundsOf(course.id);
    expect(rounds.map((r) => [r.number, r.status])).toEqual([[1, 'settled'], [2, 'open']]);
    // One round:settled per room, each once: every playing team's own room and the watch room (docs/decisions/cm.md, "The live view").
    const rooms = publish.mock.calls.filter(([, event]) => event === GAME_EVENTS.roundSettled).map(([room]) => String(room));
    expect(rooms.sort()).toEqual([...teams.map((x) => `team:${x.id}`), `course:${course.id}:watch`].sort());
  });
});

describe('the CM paths of the spec', () => {
  it('lists the engine’s cases to anyone signed in', async () => {
    const res = await post(t, '/game/cm/loadActiveCaseList.json', {}, (await asNewUser(t)).caller);
    expect(res.json.body.list.map((c: { id: string }) => c.id)).toEqual(['factory', 'merger']);
    expect(res.json.body.list[0]).toMatchObject({ title: factory.title, stakeholders: factory.stakeholders.length, departments: factory.departments.length });
    expect(codeOf(await post(t, '/game/cm/loadActiveCaseList.json', {}))).toBe('100006');
  });

  it('switches levels per course and per team before a team has submitted the round, and restarts one team; managers only', async () => {
    const { course, view, captains, others, teams } = await startedCm();
    const roundId = view.current.id;
    const console = await post(t, '/game/cm/loadGames.json', { courseId: course.id }, lecturer);
    expect(console.json.body).toMatchObject({ status: 'running', caseId: 'factory', level: 'standard', round: 1 });
    expect(console.json.body.teams[0]).toMatchObject({ teamId: teams[0].id, level: 'standard', phase: 'unfreeze', people: factory.stakeholders.length, overallScore: null, submitted: false });
    // Members, other lecturers: no console, no switches, no restart.
    expect(codeOf(await post(t, '/game/cm/loadGames.json', { courseId: course.id }, captains[0]))).toBe('100006');
    expect(codeOf(await post(t, '/game/cm/loadGames.json', { courseId: course.id }, otherLecturer))).toBe('100004');
    expect(codeOf(await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[0].id, level: 'mild' }, captains[0]))).toBe('100006');
    expect(codeOf(await post(t, '/game/cm/switchLevel.json', { courseId: course.id, level: 'mild' }, otherLecturer))).toBe('100004');
    expect(codeOf(await post(t, '/game/cm/resetTeamCourse.json', { courseId: course.id, teamId: teams[0].id }, others[0]))).toBe('100006');
    expect(fieldsOf(await post(t, '/game/cm/switchLevel.json', { courseId: course.id, level: 'brutal' }, lecturer))).toEqual(['level']);

    // The whole course to mild, then team 1 to fierce: the teams' positions follow.
    expect((await post(t, '/game/cm/switchLevel.json', { courseId: course.id, level: 'mild' }, lecturer)).json.body.level).toBe('mild');
    const switched = await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[1].id, level: 'fierce' }, lecturer);
    expect(switched.json.body.teams.map((x: { level: string }) => x.level)).toEqual(['mild', 'fierce', 'mild', 'mild']);
    expect((await post(t, '/game/cm/state.json', { courseId: course.id }, captains[1])).json.body.position.level).toBe('fierce');

    // Once team 3 has submitted: no course-wide switch, nor team 3's; team 4's still.
    expect(codeOf(await submit(course.id, roundId, captains[2], decision(2)))).toBe('000000');
    const refused = await post(t, '/game/cm/switchLevel.json', { courseId: course.id, level: 'standard' }, { ...lecturer, language: 'zh' });
    expect(codeOf(refused)).toBe('105012');
    expect(refused.json.head.message).toContain('本轮');
    expect(codeOf(await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[2].id, level: 'standard' }, lecturer))).toBe('105012');
    expect(codeOf(await post(t, '/game/cm/switchLevel2.json', { courseId: course.id, teamId: teams[3].id, level: 'standard' }, lecturer))).toBe('000000');
    // Team 1 runs a pilot: its lever rests in round 2 (until the restart).
    const withPilot = { plays: [play('pilot', 'production'), ...decision(0).plays] };
    for (const i of [0, 1, 3]) await submit(course.id, roundId, captains[i], i === 0 ? withPilot : decision(i));
    const [round1] = await roundsOf(course.id);
    expect((round1.results as RoundResult).teams.map((x) => x.level)).toEqual(['mild', 'fierce', 'mild', 'standard']);

    // Restart team 1 in round 2: its organisation is back at the start, its draft cleared; earlier rounds stay.
    const round2 = (await post(t, '/game/cm/state.json', { courseId: course.id }, others[0])).json.body;
    await post(t, '/game/cm/draft.json', { courseId: course.id, roundId: round2.current.id, decision: decision(0), baseVersion: 0 }, others[0]);
    expect(round2.position.cooldowns).toEqual({ pilot: 2 + leverOf('pilot')!.cooldown });
    const reset = await post(t, '/game/cm/resetTeamCourse.json', { courseId: course.id, teamId: teams[0].id }, lecturer);
    expect(codeOf(reset)).toBe('000000');
    expect(reset.json.body.teams[0]).toMatchObject({ level: 'mild', phase: 'unfreeze', adopted: 0 });
    const after = (await post(t, '/game/cm/state.json', { courseId: course.id }, others[0])).json.body;
    expect(after.position).toMatchObject({ round: 2, level: 'mild', cooldowns: {} });
    expect(after.position.people).toEqual(changeEngineStart());
    expect(after.myTeam).toMatchObject({ draft: null, version: 2, submitted: false });
    expect((await roundsOf(course.id))[0].results).toEqual(round1.results);
    expect(fieldsOf(await post(t, '/game/cm/resetTeamCourse.json', { courseId: course.id, teamId: 999_999 }, lecturer))).toEqual(['teamId']);

    // A finished game takes no switch or restart.
    await post(t, '/game/cm/advance.json', { courseId: course.id }, lecturer);
    expect(codeOf(await post(t, '/game/cm/switchLevel.json', { courseId: course.id, level: 'mild' }, lecturer))).toBe('105006');
    expect(codeOf(await post(t, '/game/cm/resetTeamCourse.json', { courseId: course.id, teamId: teams[0].id }, lecturer))).toBe('105006');
    expect((await post(t, '/game/cm/loadGames.json', { courseId: course.id }, lecturer)).json.body).toMatchObject({ status: 'finished', round: null });
  });

  it('shows the results, a team’s rounds and its replay to whom may see them', async () => {
    const { course, view, captains, teams } = await startedCm();
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    // While the game runs, a member follows their own team only; the lecturer any.
    const own = await post(t, '/game/cm/loadByCourseTeam.json', { courseId: course.id }, captains[1]);
    expect(own.json.body).toMatchObject({ teamId: teams[1].id, teamName: teams[1].name });
    expect(own.json.body.rounds).toEqual([{ number: 1, practice: false, source: 'captain', result: expect.objectContaining({ teamId: String(teams[1].id), decision: decision(1) }) }]);
    expect(codeOf(await post(t, '/game/cm/loadByCourseTeam.json', { courseId: course.id, teamId: teams[0].id }, captains[1]))).toBe('100004');
    expect(codeOf(await post(t, '/game/cm/courseReplayUrl.json', { courseId: course.id, teamId: teams[0].id }, captains[1]))).toBe('100004');
    expect(codeOf(await post(t, '/game/cm/loadByCourseTeam.json', { courseId: course.id, teamId: teams[0].id }, lecturer))).toBe('000000');
    expect(codeOf(await post(t, '/game/cm/loadByCourse.json', { courseId: course.id }, otherLecturer))).toBe('100004');
    // The whole game's results, while it runs: a member's own team in full, the others' public lines, its own lever use only.
    const running = (await post(t, '/game/cm/loadByCourse.json', { courseId: course.id }, captains[1])).json.body;
    const lines = running.rounds[0].results as { teamId: string; people?: unknown; log?: unknown }[];
    expect(lines.filter((l) => l.people && l.log).map((l) => l.teamId)).toEqual([String(teams[1].id)]);
    expect(lines).toHaveLength(4);
    expect(running.leverUse.map((u: { teamId: number }) => u.teamId)).toEqual([teams[1].id]);
    expect((await post(t, '/game/cm/loadByCourse.json', { courseId: course.id }, lecturer)).json.body.leverUse).toHaveLength(4);

    await post(t, '/game/cm/advance.json', { courseId: course.id }, lecturer);
    const rounds = await roundsOf(course.id);
    const results = await post(t, '/game/cm/loadByCourse.json', { courseId: course.id }, captains[0]);
    expect(codeOf(results), JSON.stringify(results.json.head)).toBe('000000');
    const body = results.json.body;
    expect(body).toMatchObject({ caseId: 'factory', status: 'finished' });
    expect(body.rounds.map((r: { number: number; status: string }) => [r.number, r.status])).toEqual([[1, 'settled'], [2, 'settled']]);
    const ranks = body.ranking.map((r: { overallRank: number }) => r.overallRank);
    expect(ranks).toHaveLength(4);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(body.curves[0].points.map((p: { round: number }) => p.round)).toEqual([1, 2]);
    // Round 2 carried every team's decision over (nobody submitted): each lever twice.
    expect(body.leverUse[0]).toEqual({ teamId: teams[0].id, levers: { memo: 2, oneToOne: 2, coaching: 2 } });

    // After the game, any member reads any team; the replay's frames are the rounds as settled.
    const replay = await post(t, '/game/cm/courseReplayUrl.json', { courseId: course.id, teamId: teams[0].id }, captains[1]);
    expect(codeOf(replay)).toBe('000000');
    const frames = replay.json.body.frames;
    expect(frames.map((f: { number: number; source: string }) => [f.number, f.source])).toEqual([[1, 'captain'], [2, 'carried_over']]);
    expect(frames[0].before).toMatchObject({ round: 1, phase: 'unfreeze', cooldowns: {} });
    expect(frames[0].before.people).toEqual(changeEngineStart());
    expect(frames[1].after).toEqual((rounds[1].results as RoundResult).teams[0]);
    expect(frames[1].before.people).toEqual((rounds[0].results as RoundResult).teams[0].people);
  });
});


describe('the team report (reportCreate.json)', () => {
  it('gives the PDF’s addresses in both languages; each reads the team, its standing, rounds and levers; as loadByCourseTeam for who may', async () => {
    const { course, view, captains, teams } = await startedCm();
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    await post(t, '/game/cm/advance.json', { courseId: course.id }, lecturer);
    expect(codeOf(await post(t, '/game/cm/reportCreate.json', { courseId: course.id }, otherLecturer))).toBe('100004');
    const created = await post(t, '/game/cm/reportCreate.json', { courseId: course.id }, captains[0]);
    expect(created.json.body).toMatchObject({ teamId: teams[0].id, teamName: teams[0].name });
    const [round2] = (await roundsOf(course.id)).slice(-1);
    const mine = (round2.results as RoundResult).teams[0];
    const open = (url: string, caller: Caller) => t.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie! } });

    const zh = await open(created.json.body.files.zh, captains[0]);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    const zhText = await pdfText(zh.rawPayload);
    for (const part of ['变革领导力模拟', teams[0].name, factory.title.zh, `总分 ${mine.overallScore}`, '公告']) expect(zhText).toContain(part);
    const enText = await pdfText((await open(created.json.body.files.en, lecturer)).rawPayload);
    for (const part of ['Change-leadership simulation', teams[0].name, factory.title.en, `Overall score ${mine.overallScore}`, 'Announcement memo: 2×']) expect(enText).toContain(part);
    // Another course's lecturer: not found; a bad language: the query's error.
    expect((await call(t.app, 'GET', created.json.body.files.en, undefined, otherLecturer)).json.head.code).toBe('100004');
    expect((await call(t.app, 'GET', created.json.body.files.en.replace('lang=en', 'lang=fr'), undefined, lecturer)).json.head.code).toBe('100001');
  });
});

describe('the stage questions', () => {
  it('members answer each stage’s Q&A once (marked at once) and its thinking questions; the lecturer marks them; the flags follow', async () => {
    const { course, captains, others, members } = await startedCm();
    const me = captains[0];
    const empty = (await post(t, '/game/cm/stage/get.json', { courseId: course.id }, me)).json.body;
    expect(empty).toMatchObject({ caseId: 'factory', testFinished: false, thinkingFinished: false });
    expect(empty.stages.map((x: { phase: string; quiz: unknown }) => [x.phase, x.quiz])).toEqual([['unfreeze', null], ['change', null], ['refreeze', null]]);

    // The questions come without their key (no right option, explanation or rubric) until the Q&A is marked.
    const [unfreeze, ...later] = stagesOf('factory')!;
    expect(empty.questions.map((q: { phase: string }) => q.phase)).toEqual(['unfreeze', 'change', 'refreeze']);
    const unkeyed = JSON.stringify(empty.questions);
    expect(unkeyed).not.toMatch(/"answer"|"explanation"|"rubric"|"criterion"/);
    for (const q of unfreeze.quiz) expect(unkeyed).not.toContain(q.explanation.zh);
    expect(empty.questions[0].thinking[0]).toEqual({ id: unfreeze.thinking[0].id, prompt: unfreeze.thinking[0].prompt, total: rubricTotal(unfreeze.thinking[0]) });
    const right = Object.fromEntries(unfreeze.quiz.map((q) => [q.id, q.answer]));
    // Unknown questions and options are the request's errors; nothing is stored.
    const wrong = await post(t, '/game/cm/stage/quiz.json', { courseId: course.id, phase: 'unfreeze', answers: { nope: 0, [unfreeze.quiz[0].id]: 9 } }, me);
    expect((wrong.json.head.fields ?? []).map((f: { path?: string; field: string }) => f.path ?? f.field)).toEqual(['answers.nope', `answers.${unfreeze.quiz[0].id}`]);
    const fourRight = { ...right, [unfreeze.quiz[0].id]: (unfreeze.quiz[0].answer + 1) % unfreeze.quiz[0].options.length };
    const answered = await post(t, '/game/cm/stage/quiz.json', { courseId: course.id, phase: 'unfreeze', answers: fourRight }, me);
    expect(answered.json.body.stages[0]).toMatchObject({ quiz: fourRight, quizPoints: 80 });
    // Marked: that stage's key, and no other's; never the rubrics.
    const [keyed, ...unanswered] = answered.json.body.questions;
    expect(keyed.quiz.map((q: { answer: number; explanation: unknown }) => [q.answer, q.explanation])).toEqual(unfreeze.quiz.map((q) => [q.answer, q.explanation]));
    expect(JSON.stringify(unanswered)).not.toMatch(/"answer"|"explanation"|"rubric"/);
    expect(JSON.stringify(keyed.thinking)).not.toContain('rubric');
    expect(codeOf(await post(t, '/game/cm/stage/quiz.json', { courseId: course.id, phase: 'unfreeze', answers: right }, me))).toBe('105013');

    // Thinking: every question of the stage, then changeable until marked.
    const texts = Object.fromEntries(unfreeze.thinking.map((q, i) => [q.id, `answer ${i}`]));
    const partial = await post(t, '/game/cm/stage/thinking.json', { courseId: course.id, phase: 'unfreeze', answers: { [unfreeze.thinking[0].id]: 'only one' } }, me);
    expect(codeOf(partial)).toBe('100001');
    expect(partial.json.head.fields).toHaveLength(unfreeze.thinking.length - 1);
    expect(codeOf(await post(t, '/game/cm/stage/thinking.json', { courseId: course.id, phase: 'unfreeze', answers: texts }, me))).toBe('000000');
    const changed = { ...texts, [unfreeze.thinking[0].id]: 'a better answer' };
    expect((await post(t, '/game/cm/stage/thinking.json', { courseId: course.id, phase: 'unfreeze', answers: changed }, me)).json.body.stages[0].thinking).toEqual(changed);

    // The lecturer sees every member's answers and marks within the rubric.
    const forLecturer = (await post(t, '/game/cm/stage/answers.json', { courseId: course.id }, lecturer)).json.body;
    expect(forLecturer.questions[1].thinking.map((q: { rubric: unknown }) => q.rubric)).toEqual(later[0].thinking.map((q) => q.rubric));
    expect(forLecturer.questions[2].quiz.map((q: { answer: number }) => q.answer)).toEqual(later[1].quiz.map((q) => q.answer));
    const list = forLecturer.list;
    expect(list).toHaveLength(members.length);
    const mine = list.find((m: { stages: { thinking: unknown }[] }) => m.stages[0].thinking !== null);
    const q0 = unfreeze.thinking[0];
    const max = q0.rubric.reduce((sum, r) => sum + r.points, 0);
    const over = await post(t, '/game/cm/stage/mark.json', { courseId: course.id, memberId: mine.memberId, phase: 'unfreeze', marks: { [q0.id]: max + 1 } }, { ...lecturer, language: 'zh' });
    expect(over.json.head.fields?.[0].message).toContain(String(max));
    expect(fieldsOf(await post(t, '/game/cm/stage/mark.json', { courseId: course.id, memberId: mine.memberId, phase: 'change', marks: { [later[0].thinking[0].id]: 1 } }, lecturer))).toEqual([later[0].thinking[0].id]);
    const marked = await post(t, '/game/cm/stage/mark.json', { courseId: course.id, memberId: mine.memberId, phase: 'unfreeze', marks: { [q0.id]: max } }, lecturer);
    expect(marked.json.body).toMatchObject({ phase: 'unfreeze', marks: { [q0.id]: max } });
    expect(codeOf(await post(t, '/game/cm/stage/thinking.json', { courseId: course.id, phase: 'unfreeze', answers: texts }, me))).toBe('105014');

    // Only the course's managers see and mark; only members answer.
    expect(codeOf(await post(t, '/game/cm/stage/mark.json', { courseId: course.id, memberId: mine.memberId, phase: 'unfreeze', marks: {} }, others[0]))).toBe('100006');
    expect(codeOf(await post(t, '/game/cm/stage/answers.json', { courseId: course.id }, otherLecturer))).toBe('100004');
    expect(codeOf(await post(t, '/game/cm/stage/get.json', { courseId: course.id }, (await startedCm()).captains[0]))).toBe('100004');

    // Every stage answered: both flags from the stored answers.
    for (const st of later) {
      await post(t, '/game/cm/stage/quiz.json', { courseId: course.id, phase: st.phase, answers: Object.fromEntries(st.quiz.map((q) => [q.id, q.answer])) }, me);
      expect((await post(t, '/game/cm/stage/get.json', { courseId: course.id }, me)).json.body.thinkingFinished).toBe(false);
      await post(t, '/game/cm/stage/thinking.json', { courseId: course.id, phase: st.phase, answers: Object.fromEntries(st.thinking.map((q) => [q.id, 'yes'])) }, me);
    }
    const done = (await post(t, '/game/cm/stage/get.json', { courseId: course.id }, me)).json.body;
    expect(done).toMatchObject({ testFinished: true, thinkingFinished: true });
    expect(done.stages.map((x: { quizPoints: number }) => x.quizPoints)).toEqual([80, 100, 100]);
    expect((await post(t, '/game/cm/stage/get.json', { courseId: course.id }, others[0])).json.body.testFinished).toBe(false);
  });
});

describe('the enterprise statistics', () => {
  it('groups the CM players of the caller’s courses by company, department and team name, and lists them; filtered; others see nothing', async () => {
    const { course, view, captains, teams, members } = await startedCm();
    const [a, b] = [await buildCompany(t.database.db, `甲公司${course.id}`), await buildCompany(t.database.db, `乙公司${course.id}`)];
    const of = (i: number) => members.filter((m) => m.teamId === teams[i].id).map((m) => m.userId);
    await t.database.db.update(users).set({ companyId: a.id, department: '生产部' }).where(inArray(users.id, [...of(0), ...of(1)]));
    await t.database.db.update(users).set({ companyId: b.id, department: '质量部' }).where(inArray(users.id, of(2)));
    await t.database.db.update(users).set({ companyId: b.id, department: null }).where(inArray(users.id, of(3)));
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    const final = (await roundsOf(course.id))[0].results as RoundResult;
    const score = (i: number) => final.teams[i].overallScore;
    const mean = (xs: number[]) => Math.round((xs.reduce((x, y) => x + y, 0) / xs.length) * 10_000) / 10_000;

    const companies = (await get(t, '/course/getCmCompanyResult.json', { companyName: course.id }, lecturer)).json.body.list;
    expect(companies).toHaveLength(2);
    expect(companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ companyName: a.name, members: 4, courses: 1, averageScore: mean([score(0), score(0), score(1), score(1)]) }),
        expect.objectContaining({ companyName: b.name, members: 4, courses: 1, averageScore: mean([score(2), score(2), score(3), score(3)]) }),
      ]),
    );
    const departments = (await get(t, '/course/getCmDepartmentResult.json', { companyName: b.name }, lecturer)).json.body.list;
    expect(departments.map((d: { companyName: string; departmentName: string | null; members: number }) => [d.companyName, d.departmentName, d.members])).toEqual([
      [b.name, '质量部', 2],
      [b.name, null, 2],
    ]);
    const groups = (await get(t, '/course/getCmGroupNameResult.json', { companyName: a.name }, lecturer)).json.body.list;
    expect(groups.map((g: { groupName: string; averageScore: number }) => [g.groupName, g.averageScore]).sort()).toEqual(
      [
        [teams[0].name, score(0)],
        [teams[1].name, score(1)],
      ].sort(),
    );
    const people = (await get(t, '/course/getCompanyMemberResult.json', { companyName: course.id, departmentName: '质量', isOwner: 'true' }, lecturer)).json.body.list;
    expect(people).toHaveLength(2);
    expect(people[0]).toMatchObject({ companyName: b.name, departmentName: '质量部', courseId: course.id, teamName: teams[2].name, overallScore: score(2), adoptionIndex: final.teams[2].adoptionIndex });

    // Another lecturer manages none of these courses; a student may not ask.
    expect((await get(t, '/course/getCmCompanyResult.json', { companyName: course.id }, otherLecturer)).json.body.list).toEqual([]);
    expect(codeOf(await get(t, '/course/getCompanyMemberResult.json', {}, captains[0]))).toBe('100006');
  });

  it('scopes every statistics path to the caller’s courses, and refuses another company’s managers every CM path that takes a course or team id', async () => {
    const { course, view, captains, teams } = await startedCm();
    const stranger = await startedCm();
    const [mine, theirs] = [await buildCompany(t.database.db, `丙公司${course.id}`), await buildCompany(t.database.db, `丁公司${course.id}`)];
    await setCourse(t, course.id, { companyId: mine.id });
    for (const [i, captain] of captains.entries()) await submit(course.id, view.current.id, captain, decision(i));
    const manager = (await asNewUser(t, { role: 'enterprise', companyId: mine.id })).caller;
    const otherManager = (await asNewUser(t, { role: 'enterprise', companyId: theirs.id })).caller;
    const noCompany = (await asNewUser(t, { role: 'enterprise', companyId: null })).caller;
    const paths = ['/course/getCmCompanyResult.json', '/course/getCmDepartmentResult.json', '/course/getCmGroupNameResult.json', '/course/getCompanyMemberResult.json'];
    // Per member: the courses whose players the caller sees.
    const memberCourses = async (caller: Caller) => new Set(((await get(t, paths[3], {}, caller)).json.body.list as { courseId: number }[]).map((r) => r.courseId));
    expect(await memberCourses(manager)).toEqual(new Set([course.id]));
    expect([...(await memberCourses(lecturer))]).toEqual(expect.arrayContaining([course.id, stranger.course.id]));
    for (const caller of [otherManager, noCompany, otherLecturer]) {
      expect(await memberCourses(caller), 'per member').not.toContain(course.id);
      // The group views, asked for this course's company by name: nothing of it.
      for (const path of paths.slice(0, 3)) expect((await get(t, path, { companyName: `丙公司${course.id}` }, caller)).json.body.list, path).toEqual([]);
    }
    for (const path of paths.slice(0, 3)) expect((await get(t, path, {}, manager)).json.body.list.length, path).toBeGreaterThan(0);
    // A member (a student) may not ask any of them.
    for (const path of paths) expect(codeOf(await get(t, path, {}, captains[0])), path).toBe('100006');

    // The CM paths that take a course (and team) id: another company's manager and another course's lecturer get not found;
    // this company's manager reads them.
    const team = { courseId: course.id, teamId: teams[1].id };
    const byId: [string, unknown][] = [
      ['/game/cm/loadByCourse.json', { courseId: course.id }],
      ['/game/cm/loadByCourseTeam.json', team],
      ['/game/cm/courseReplayUrl.json', team],
      ['/game/cm/reportCreate.json', team],
      ['/game/cm/loadGames.json', { courseId: course.id }],
      ['/game/cm/stage/answers.json', { courseId: course.id }],
    ];
    for (const [path, body] of byId) {
      for (const caller of [otherManager, noCompany, otherLecturer, stranger.captains[0]]) expect(['100004', '100006'], path).toContain(codeOf(await post(t, path, body, caller)));
      expect(codeOf(await post(t, path, body, manager)), path).toBe('000000');
    }
  });
});

/** Everyone of the manufacturer's case as the case starts them. */
function changeEngineStart() {
  return factory.stakeholders.map((s) => ({ id: s.id, state: s.initialState ?? 'unaware', champion: false }));
}
