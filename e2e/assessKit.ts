import { expect, type Browser, type Page } from '@playwright/test';
import { teamRole } from '@sandtable/sim/assessments';
import { apiAs, freshMobile, pageAs, settled, type Post } from './helpers';
import { expectAccessible } from './axeKit';
import { pick } from './peopleKit';

/** The team-role specs' shared setup (assessments.spec.ts, assessments.shots.spec.ts). */

/** A whole team-role sheet: each part's 10 points to the statement of `role` (the API takes an observer's at once). */
export function sheetFor(role: teamRole.RoleId): Record<string, number> {
  return Object.fromEntries(teamRole.PARTS.map((p) => [p.statements.find((s) => s.role === role)!.id, 10]));
}

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/**
 * A course in 72 hours: a blue team of `names` (new accounts, password Secret99) and three empty
 * teams, created by `creator` — the demo lecturer, who then teaches it; or an enterprise user, whose
 * company the new accounts join, in `departments` (by position), with `lecturerId` teaching it.
 */
export async function createTeamRoleCourse(creator: Post, names: string[], options: { lecturerId?: number; departments?: readonly string[] } = {}) {
  const lecturerId = options.lecturerId ?? (await creator('/user/get.json', {})).body.id;
  const people = names.map((name, k) => ({ name, mobile: freshMobile(), ...(options.departments?.[k] ? { department: options.departments[k] } : {}) }));
  const created = await creator('/course/create.json', {
    kind: 'special', gameId: 'MS', name: `团队角色课程 ${Date.now()}`, lecturerId,
    startAt: hours(72), endAt: hours(80), registrationDeadline: hours(48), participants: 6, teamCount: 4, rounds: 3,
    caseStudy: '一家饮料公司计划进入华东市场。', introduction: '团队角色测评与市场模拟。', priceFen: 0,
    teams: [
      { name: '蓝队', colour: '#1677ff', capacity: 4, members: people },
      ...['红队', '绿队', '橙队'].map((name, i) => ({ name, colour: ['#f5222d', '#52c41a', '#fa8c16'][i], capacity: 2, members: [] })),
    ],
    initialPassword: 'Secret99',
  });
  expect(created.head, JSON.stringify(created.head)).toMatchObject({ code: '000000' });
  const course = await creator('/course/get.json', { id: created.body.course.id });
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

/** The self-report specs' shared steps: the course page's assigning, /test's starting, answering, the PDFs, the member-tests drawer. */

/** The answer on the agreement scale (1..5) of someone who sees `v` on a statement's scale: as is, or turned round for a reverse-keyed statement. */
export const agreeing = (keyed: 1 | -1, v: number) => (keyed === 1 ? v : 6 - v);

/** Answers the shown part `n` of a statement test (`prefix`: its test ids, tw, oh), each statement as `answerOf` gives it, then saves. */
export async function answerPart<I extends { id: string }>(page: Page, prefix: string, n: number, items: readonly I[], answerOf: (item: I) => number) {
  await expect(page.getByTestId(`${prefix}-part`)).toHaveAttribute('data-part', String(n));
  for (const item of items) await page.getByTestId(`${prefix}-${item.id}-${answerOf(item)}`).click();
  await expect(page.getByTestId(`${prefix}-total`)).toHaveAttribute('data-state', 'exact');
  await page.getByTestId(`${prefix}-next`).click();
}

/** `person` takes a self-report test through the API, part by part as `parts` give them (each item answered by `answerOf`), and submits. */
export async function takeByApi<I extends { id: string }>(person: { mobile: string; password: string }, assessmentId: number, parts: readonly { part: number; items: readonly I[] }[], answerOf: (item: I) => unknown) {
  const api = await apiAs(person.mobile, person.password);
  try {
    for (const p of parts) {
      const answers = Object.fromEntries(p.items.map((i) => [i.id, answerOf(i)]));
      expect((await api.post('/course/courseTeamMember/saveGameInfo.json', { assessmentId, part: String(p.part), answers })).head.code).toBe('000000');
    }
    expect((await api.post('/assessment/submit.json', { assessmentId })).head.code).toBe('000000');
  } finally {
    await api.ctx.dispose();
  }
}

/** The lecturer assigns `instrument` (named `name` in Chinese) from the course page's assessments card. */
export async function assignOnCoursePage(browser: Browser, courseId: number, instrument: string, name: string) {
  const page = await pageAs(browser, 'lecturer');
  await page.goto(`/#/general-coursedetails?id=${courseId}&section=manage`);
  await pick(page, page.getByTestId('assign-instrument'), name);
  await page.getByTestId('assign-submit').click();
  await expect(page.getByTestId(`assessment-${instrument}`)).toContainText(name);
  await page.context().close();
}

/** A member finds the course's `instrument` (named `name`) on /test and starts it. */
export async function startFromTests(page: Page, courseId: number, instrument: string, name: string) {
  await page.goto('/#/test');
  await expect(page.getByTestId('tests')).toContainText(name);
  await page.getByTestId(`take-${instrument}-${courseId}`).click();
}

/** The report's PDF links, in both languages, give PDFs. */
export async function expectPdfLinks(page: Page) {
  for (const lang of ['zh', 'en'] as const) {
    const pdf = await page.request.get((await page.getByTestId(`pdf-${lang}`).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
}

/** The lecturer opens `person`'s tests from the course page (axe on the drawer) and from there their `instrument` report; the page. */
export async function openMemberReport(browser: Browser, courseId: number, person: { name: string }, instrument: string, name: string): Promise<Page> {
  const page = await pageAs(browser, 'lecturer');
  await page.goto(`/#/general-coursedetails?id=${courseId}&section=teams`);
  await page.getByRole('button', { name: `${person.name}的测评` }).click();
  const drawer = page.getByRole('dialog', { name: `${person.name}的测评` });
  await expect(drawer).toContainText(name);
  await settled(page);
  await expectAccessible(page, 'a member’s tests (zh)', drawer);
  await drawer.getByTestId(`member-report-${instrument}`).click();
  return page;
}

