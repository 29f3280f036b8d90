import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { leadership } from '@sandtable/sim/assessments';
import { expect, test } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled, switchLanguage } from './helpers';
import { createTeamRoleCourse, rateWith } from './assessKit';
import { pick } from './peopleKit';

/**
 * The leadership-style test in the browser (issue 14): the lecturer assigns it to a course; a member
 * finds it on /test, answers part 1 (every statement on the scale), leaves and comes back to part 2,
 * where a second choice equal to the first is refused, submits, and reads their profile on
 * /ls-details; two classmates submit through the API and the course's group page (/ls-details-group)
 * shows the group's styles; a colleague rates them by link in the browser (the questionnaire in the
 * third person) and two through the API, and /ls-details-diff compares — in English, then in
 * Chinese, and at phone width (screenshots in /tmp/shots-ls/).
 */

const SHOTS = '/tmp/shots-ls';

/** A leadership sheet: `style` "almost always", the rest "sometimes"; `style` first and `second` second in every situation. */
function sheetFor(style: leadership.StyleId, second: leadership.StyleId = style === 'commanding' ? 'coaching' : 'commanding') {
  return {
    frequency: Object.fromEntries(leadership.FREQUENCY_ITEMS.map((item) => [item.id, item.style === style ? 5 : 3])),
    scenarios: Object.fromEntries(leadership.SCENARIOS.map((sc) => [sc.id, { first: style, second }])),
  };
}


/** `person` takes the whole test through the API: `style` "almost always", the rest "sometimes"; `style` then coaching/democratic first in every situation. */
async function takeLeadership(person: { mobile: string; password: string }, assessmentId: number, style: leadership.StyleId) {
  const api = await apiAs(person.mobile, person.password);
  try {
    const { frequency, scenarios } = sheetFor(style);
    for (const [part, answers] of [['frequency', frequency], ['scenarios', scenarios]] as const) {
      expect((await api.post('/course/courseTeamMember/saveGameInfo.json', { assessmentId, part, answers })).head.code).toBe('000000');
    }
    expect((await api.post('/assessment/submit.json', { assessmentId })).head.code).toBe('000000');
  } finally {
    await api.ctx.dispose();
  }
}

test('a member takes the leadership-style test from /test and reads their profile, in English and Chinese', async ({ browser }) => {
  // A bound on a hang, not a speed requirement (every wait below is on a condition): the flow is long.
  test.setTimeout(180_000);
  const lecturer = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturer.post, ['风格测评人', '风格同学甲', '风格同学乙']);
  const assigned = await lecturer.post('/assessment/assign.json', { courseId, instrument: 'leadership' });
  expect(assigned.head, JSON.stringify(assigned.head)).toMatchObject({ code: '000000' });
  const assessmentId: number = assigned.body.id;
  await lecturer.ctx.dispose();

  const member = await pageAs(browser, people[0].mobile, 'Secret99', { locale: 'en-US', viewport: { width: 1366, height: 900 } });
  await member.goto('/#/test');
  await expect(member.getByTestId('tests')).toContainText('Leadership-style test');
  await settled(member);
  await expectAccessible(member, '/test (member)');
  await member.getByTestId(`take-leadership-${courseId}`).click();

  // Part 1: a missing answer is named; then every statement answered, the commanding ones "Almost always".
  const part1 = member.getByTestId('ls-part-frequency');
  await expect(part1).toBeVisible();
  await member.getByTestId('ls-save').click();
  await expect(part1.getByText('Answer this question.').first()).toBeVisible();
  for (const item of leadership.FREQUENCY_ITEMS) {
    await member.getByTestId(`ls-item-${item.id}`).getByText(item.style === 'commanding' ? 'Almost always' : 'Sometimes', { exact: true }).click();
  }
  await settled(member);
  await expectAccessible(member, '/ls-test (part 1)');
  await member.getByTestId('ls-save').click();
  await expect(member.getByTestId('ls-part-scenarios')).toBeVisible();

  // Leaving and coming back resumes at part 2.
  await member.reload();
  await expect(member.getByTestId('ls-resumed')).toBeVisible();
  const part2 = member.getByTestId('ls-part-scenarios');
  for (const [i, scenario] of leadership.SCENARIOS.entries()) {
    const text = (style: leadership.StyleId) => scenario.options.find((o) => o.style === style)!.text.en;
    await pick(member, member.getByTestId(`ls-first-${scenario.id}`), text('commanding'));
    // The first situation's second choice is first set to the same option: refused with a message.
    await pick(member, member.getByTestId(`ls-second-${scenario.id}`), text(i === 0 ? 'commanding' : 'coaching'));
  }
  await expect(part2.getByText('Choose something other than your first choice.')).toBeVisible();
  await pick(member, member.getByTestId(`ls-second-${leadership.SCENARIOS[0].id}`), leadership.SCENARIOS[0].options.find((o) => o.style === 'coaching')!.text.en);
  await expect(part2.getByText('Choose something other than your first choice.')).toHaveCount(0);
  await settled(member);
  await expectAccessible(member, '/ls-test (part 2)');
  await member.getByTestId('ls-save').click();

  // The profile: commanding dominant, the six styles with their bands, advice.
  await expect(member.getByTestId('ls-details')).toBeVisible();
  await expect(member.getByTestId('ls-dominant')).toHaveText('Commanding');
  await expect(member.getByTestId('ls-styles').locator('tbody tr')).toHaveCount(6);
  await expect(member.getByTestId('ls-advice')).toContainText('Watch for overuse');
  await member.getByTestId('chart-table-toggle').click();
  await expect(member.getByTestId('chart-table')).toContainText('Commanding');
  await settled(member);
  await expectAccessible(member, '/ls-details (member)');
  const profileUrl = member.url();
  const profile = profileUrl.slice(profileUrl.indexOf('#'));

  // The course's group page: withheld until three have submitted, then the group's styles.
  await member.getByTestId('ls-group-link').click();
  await expect(member.getByTestId('ls-group-withheld')).toContainText('1');
  for (const [i, person] of people.slice(1).entries()) await takeLeadership(person, assessmentId, i === 0 ? 'coaching' : 'democratic');
  await member.reload();
  await expect(member.getByTestId('ls-group-styles').locator('tbody tr')).toHaveCount(6);
  await expect(member.getByTestId('ls-group-missing')).toContainText(/Visionary|Affiliative|Pacesetting/);
  await settled(member);
  await expectAccessible(member, '/ls-details-group (member)');

  // Colleagues' view: a link made on the profile page and answered in a browser of its own (no login),
  // two classmates invited by name answering through the API; then self against others.
  await member.goto(profile);
  await member.getByTestId('ls-diff-link').click();
  await expect(member.getByTestId('ls-diff-withheld')).toBeVisible();
  await member.goto(profile);
  await member.getByTestId('invite-links').click();
  const link = (await member.getByTestId('invite-token').first().textContent())!;
  const guest = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await guest.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  await guest.goto(link);
  await expect(guest.getByTestId('belbin-other-test')).toContainText('风格测评人');
  await expect(guest.getByTestId('ls-part-frequency')).toContainText('how often does this person');
  for (const item of leadership.FREQUENCY_ITEMS) {
    await guest.getByTestId(`ls-item-${item.id}`).getByText(item.style === 'coaching' ? 'Almost always' : 'Rarely', { exact: true }).click();
  }
  await guest.getByTestId('ls-save').click();
  for (const scenario of leadership.SCENARIOS) {
    const text = (style: leadership.StyleId) => scenario.options.find((o) => o.style === style)!.text.en;
    await pick(guest, guest.getByTestId(`ls-first-${scenario.id}`), text('coaching'));
    await pick(guest, guest.getByTestId(`ls-second-${scenario.id}`), text('democratic'));
  }
  await settled(guest);
  await expectAccessible(guest, '/belbinOtherTest (leadership, by link)');
  await guest.getByTestId('ls-save').click();
  await expect(guest.getByTestId('observer-done')).toBeVisible();
  await guest.context().close();
  // Two classmates by name, through the API: both see a coach first of all.
  await rateWith(people[0], assessmentId, people.slice(1).map((p) => ({ ...p, answers: sheetFor('coaching', 'democratic') })));
  await member.goto(profile.replace('/ls-details', '/ls-details-diff'));
  await expect(member.getByTestId('ls-diff-styles').locator('tbody tr')).toHaveCount(6);
  await expect(member.getByTestId('ls-hidden-strengths')).toContainText('Coaching');
  await expect(member.getByTestId('ls-blind-spots')).toContainText('Commanding');
  await settled(member);
  await expectAccessible(member, '/ls-details-diff (member)');

  // The list now offers the result.
  await member.goto('/#/test');
  await expect(member.getByTestId('tests').getByRole('button', { name: 'Result' })).toBeVisible();

  // In Chinese.
  await member.goto(profile);
  await switchLanguage(member, '简体中文');
  await expect(member.getByTestId('ls-dominant')).toHaveText('命令型');
  await expect(member.getByTestId('ls-advice')).toContainText('注意避免过度使用');

  // Phone width, both languages: screenshots for a person to look at.
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const phone = await pageAs(browser, people[0].mobile, 'Secret99', { locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(profile);
    await expect(phone.getByTestId('ls-dominant')).toBeVisible();
    await settled(phone);
    await expectAccessible(phone, `/ls-details (phone, ${locale})`);
    await phone.screenshot({ path: `${SHOTS}/ls-details-${locale}-390.png`, fullPage: true });
    await phone.goto(`/#/ls-details-group?assessmentId=${assessmentId}`);
    await expect(phone.getByTestId('ls-group-styles')).toBeVisible();
    await settled(phone);
    await expectAccessible(phone, `/ls-details-group (phone, ${locale})`);
    await phone.screenshot({ path: `${SHOTS}/ls-group-${locale}-390.png`, fullPage: true });
    await phone.goto(profile.replace('/ls-details', '/ls-details-diff'));
    await expect(phone.getByTestId('ls-diff-styles')).toBeVisible();
    await settled(phone);
    await expectAccessible(phone, `/ls-details-diff (phone, ${locale})`);
    await phone.screenshot({ path: `${SHOTS}/ls-diff-${locale}-390.png`, fullPage: true });
    await phone.goto(profile.replace('/ls-details', '/ls-test'));
    await expect(phone.getByText(locale === 'zh-CN' ? '你已完成此测评。' : 'You have already finished this test.')).toBeVisible();
    await phone.context().close();
  }
});

test('a lecturer groups the course’s members and reads a group’s profile, in English and Chinese', async ({ browser }) => {
  // A bound on a hang, not a speed requirement: every wait below is on a condition.
  test.setTimeout(120_000);
  const lecturerApi = await apiAs('lecturer');
  const { courseId, people } = await createTeamRoleCourse(lecturerApi.post, ['分组甲', '分组乙', '分组丙']);
  const assessmentId: number = (await lecturerApi.post('/assessment/assign.json', { courseId, instrument: 'leadership' })).body.id;
  await lecturerApi.ctx.dispose();
  for (const [i, person] of people.entries()) await takeLeadership(person, assessmentId, (['coaching', 'coaching', 'democratic'] as const)[i]);

  // The course page's link leads to the course's profile with its groupings.
  const lecturer = await pageAs(browser, 'lecturer', undefined, { locale: 'en-US', viewport: { width: 1366, height: 900 } });
  await lecturer.goto(`/#/general-coursedetails?id=${courseId}`);
  await lecturer.getByTestId('ls-course-profile').click();
  await expect(lecturer.getByTestId('ls-groupings')).toContainText('No grouping yet');

  // The managers' results: every member's own result, searched by name; one report as PDF.
  const results = lecturer.getByTestId('ls-results-table').locator('tbody tr.ant-table-row');
  await expect(results).toHaveCount(3);
  await lecturer.getByTestId('ls-results-search').locator('input').fill(people[2].name);
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Democratic');
  const pdf = await lecturer.request.get((await lecturer.getByTestId(`ls-result-pdf-${people[2].userId}`).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Every report in one zip, made in the background: the progress shows, then the download.
  await lecturer.getByTestId('ls-results-zip-prepare').click();
  const download = lecturer.getByTestId('ls-results-zip-download');
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(download).toContainText(/Download \(\d+KB\)/);
  const zip = await lecturer.request.get((await download.getAttribute('href'))!);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect(Object.keys(unzipSync(new Uint8Array(await zip.body()))).filter((n) => n.endsWith('.pdf'))).toHaveLength(3);
  await lecturer.getByTestId('ls-results').screenshot({ path: `${SHOTS}/ls-results-zip-en-US-1366.png` });
  await lecturer.getByTestId('ls-results-search').locator('input').fill('');
  await expect(results).toHaveCount(3);
  await lecturer.getByTestId('grouping-new').click();
  await lecturer.getByTestId('grouping-name').fill('Workshop tables');
  await lecturer.getByTestId('grouping-count').fill('2');
  await lecturer.getByRole('button', { name: 'Create' }).click();
  const groups = lecturer.getByTestId('grouping-groups');
  await expect(groups.locator('tbody tr.ant-table-row')).toHaveCount(2);
  for (const person of people) {
    await pick(lecturer, lecturer.getByTestId(`grouping-member-${person.userId}`), 'Group 1');
    await expect(lecturer.getByText(`${person.name} moved.`)).toBeVisible();
  }
  await expect(groups.locator('tbody tr.ant-table-row').first()).toContainText('Coaching');
  await settled(lecturer);
  await expectAccessible(lecturer, '/ls-details-group with groupings (lecturer)');
  await groups.getByRole('link', { name: 'Profile of Group 1' }).click();
  await expect(lecturer.getByRole('heading', { name: 'Group "Group 1" (Workshop tables)' })).toBeVisible();
  await expect(lecturer.getByTestId('ls-group-styles').locator('tbody tr.ant-table-row')).toHaveCount(6);
  await expect(lecturer.getByTestId('ls-group-members').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await settled(lecturer);
  await expectAccessible(lecturer, '/ls-details-group?groupId= (lecturer)');

  // A member of the group reads it too, in Chinese at phone width (screenshots to look at).
  fs.mkdirSync(SHOTS, { recursive: true });
  const groupUrl = lecturer.url().slice(lecturer.url().indexOf('#'));
  const phone = await pageAs(browser, people[0].mobile, 'Secret99', { locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(groupUrl);
  await expect(phone.getByRole('heading', { name: '小组“Group 1”（Workshop tables）' })).toBeVisible();
  await expect(phone.getByTestId('ls-group-members')).toContainText('分组乙');
  await settled(phone);
  await expectAccessible(phone, '/ls-details-group?groupId= (member, phone, zh-CN)');
  await phone.screenshot({ path: `${SHOTS}/ls-grouping-member-zh-CN-390.png`, fullPage: true });
  await phone.context().close();

  // Deleting asks first.
  await lecturer.goBack();
  await lecturer.getByTestId('grouping-delete').click();
  // Nothing asks for the deleted grouping again (it would answer "not found": an error toast).
  const askedAgain: string[] = [];
  lecturer.on('request', (r) => void (r.url().includes('/game/ls/groupListInfo.json') && askedAgain.push(r.url())));
  await lecturer.getByRole('button', { name: 'OK' }).click();
  await expect(lecturer.getByTestId('ls-groupings')).toContainText('No grouping yet');
  await expect(lecturer.getByText('Grouping deleted.')).toBeVisible();
  await settled(lecturer);
  expect(askedAgain).toEqual([]);
  await lecturer.screenshot({ path: `${SHOTS}/ls-groupings-en-US-1366.png`, fullPage: true });
  await lecturer.context().close();

  // The managers' page in Chinese at phone width (a screenshot to look at).
  const lecturerPhone = await pageAs(browser, 'lecturer', undefined, { locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await lecturerPhone.goto(`/#/ls-details-group?assessmentId=${assessmentId}&courseId=${courseId}`);
  await expect(lecturerPhone.getByTestId('ls-results-table').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await settled(lecturerPhone);
  await expectAccessible(lecturerPhone, '/ls-details-group managers (phone, zh-CN)');
  // The Chinese zip is another file than the English one made above: prepared here, its state read aloud.
  await lecturerPhone.getByTestId('ls-results-zip-prepare').click();
  await expect(lecturerPhone.getByTestId('ls-results-zip').getByRole('status')).toContainText(/等待开始|生成中|下载/);
  await expect(lecturerPhone.getByTestId('ls-results-zip-download')).toContainText(/下载（\d+KB）/, { timeout: 30_000 });
  await expectAccessible(lecturerPhone, '/ls-details-group managers, zip prepared (phone, zh-CN)');
  await lecturerPhone.screenshot({ path: `${SHOTS}/ls-results-zh-CN-390.png`, fullPage: true });
  await lecturerPhone.context().close();
});
