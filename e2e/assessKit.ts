import { expect } from '@playwright/test';
import { teamRole } from '@sandtable/sim/assessments';
import { apiAs, freshMobile, type Post } from './helpers';

/** The team-role specs' shared setup (assessments.spec.ts, assessments.shots.spec.ts). */

/** A whole team-role sheet: each part's 10 points to the statement of `role` (the API takes an observer's at once). */
export function sheetFor(role: teamRole.RoleId): Record<string, number> {
  return Object.fromEntries(teamRole.PARTS.map((p) => [p.statements.find((s) => s.role === role)!.id, 10]));
}

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A course of the demo lecturer in 72 hours: a blue team of `names` (new accounts, password Secret99) and three empty teams. */
export async function createTeamRoleCourse(lecturer: Post, names: string[]) {
  const me = await lecturer('/user/get.json', {});
  const people = names.map((name) => ({ name, mobile: freshMobile() }));
  const created = await lecturer('/course/create.json', {
    kind: 'special', gameId: 'MS', name: `团队角色课程 ${Date.now()}`, lecturerId: me.body.id,
    startAt: hours(72), endAt: hours(80), registrationDeadline: hours(48), participants: 6, teamCount: 4, rounds: 3,
    caseStudy: '一家饮料公司计划进入华东市场。', introduction: '团队角色测评与市场模拟。', priceFen: 0,
    teams: [
      { name: '蓝队', colour: '#1677ff', capacity: 4, members: people },
      ...['红队', '绿队', '橙队'].map((name, i) => ({ name, colour: ['#f5222d', '#52c41a', '#fa8c16'][i], capacity: 2, members: [] })),
    ],
    initialPassword: 'Secret99',
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  const course = await lecturer('/course/get.json', { id: created.body.course.id });
  const members = course.body.teams[0].members as { userId: number; name: string }[];
  return {
    courseId: created.body.course.id as number,
    teamId: created.body.teams[0].id as number,
    people: people.map((p) => ({ ...p, password: 'Secret99', userId: members.find((m) => m.name === p.name)!.userId })),
  };
}

/** `person` takes the whole test through the API (parts as `roles` give them) and submits. */
export async function takeTest(person: { mobile: string; password: string }, assessmentId: number, role: teamRole.RoleId) {
  const api = await apiAs(person.mobile, person.password);
  try {
    const sheet = sheetFor(role);
    for (const p of teamRole.PARTS) {
      const answers = Object.fromEntries(Object.entries(sheet).filter(([id]) => teamRole.STATEMENTS.get(id)!.part === p.part));
      expect((await api.post('/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: String(p.part), answers })).head.code).toBe('000000');
    }
    expect((await api.post('/assessment/submit.json', { assessmentId })).head.code).toBe('000000');
  } finally {
    await api.ctx.dispose();
  }
}

/** `subject` invites `observers` by name; each rates them with all points to one role. */
export async function rate(subject: { mobile: string; password: string }, assessmentId: number, observers: { mobile: string; password: string; userId: number; role: teamRole.RoleId }[]) {
  await rateWith(subject, assessmentId, observers.map((o) => ({ ...o, answers: sheetFor(o.role) })));
}

/** `subject` invites `observers` by name; each sends `answers` as their rating (any instrument: the invitation's). */
export async function rateWith(subject: { mobile: string; password: string }, assessmentId: number, observers: { mobile: string; password: string; userId: number; answers: unknown }[]) {
  const api = await apiAs(subject.mobile, subject.password);
  expect((await api.post('/belbin/invite.json', { assessmentId, observerIds: observers.map((o) => o.userId) })).head.code).toBe('000000');
  await api.ctx.dispose();
  for (const o of observers) {
    const observer = await apiAs(o.mobile, o.password);
    const tasks = await observer.post('/belbinOther/select.json', {});
    const task = tasks.body.find((x: { status: string }) => x.status === 'invited');
    const answered = await observer.post('/belbinOther/save.json', { invitationId: task.invitationId, answers: o.answers });
    expect(answered.head, JSON.stringify(answered.head)).toMatchObject({ code: '000000' });
    await observer.ctx.dispose();
  }
}
