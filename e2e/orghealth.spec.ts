import fs from 'node:fs';
import { AGREEMENT_LABELS, orgHealth } from '@sandtable/sim/assessments';
import { expect, test, type Page } from './test';
import { expectAccessible } from './axeKit';
import { apiAs, pageAs, settled } from './helpers';
import { agreeing, answerPart, assignOnCoursePage, createTeamRoleCourse, expectPdfLinks, openMemberReport, startFromTests, takeByApi } from './assessKit';

/**
 * The organisation-health test in the browser (issue 14, service type 9): an enterprise user's
 * course (its people in Sales and R&D), the lecturer assigns the test from the course page; a member
 * finds it on /test and takes it in Chinese — saving part 1 with statements left open is refused and
 * marks them, a statement is answered by keyboard, a half-finished test resumes at part 3 — and
 * reads the report (the nine areas, the strongest, the weakest with what to try, the department's
 * view withheld while few have finished) and its PDFs; the lecturer reads it from the course page
 * (without the department); the enterprise user's heat map withholds both departments; then Sales
 * reaches three results, a member takes it in English at phone width and sees the department's mean,
 * and the heat map shows Sales' row (Chinese and English, desktop and phone) with R&D still withheld.
 * Axe on every page and the drawer. Screenshots go to /tmp/shots-oh/.
 */
const SHOTS = '/tmp/shots-oh';

type Areas = Record<orgHealth.AreaId, number>;
const areas = (at: Partial<Areas>): Areas => ({ ...(Object.fromEntries(orgHealth.AREA_IDS.map((a) => [a, 3])) as Areas), ...at });
/** The answer to `item` of someone who sees the organisation at `at` on its area. */
const answer = (item: orgHealth.OrgHealthItem, at: Areas) => agreeing(item.keyed, at[item.area]);
const answerOhPart = (page: Page, n: number, at: Areas) => answerPart(page, 'oh', n, orgHealth.PARTS[n - 1].items, (i) => answer(i, at));

async function shoot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 860 } };

test('members take the organisation-health test and read their report; the enterprise user reads the heat map by department, in Chinese and English', async ({ browser }) => {
  // A long flow: three times the default bound on a hang (every wait below is on a condition).
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const lecturerApi = await apiAs('lecturer');
  const lecturerId = (await lecturerApi.post('/user/get.json', {})).body.id as number;
  await lecturerApi.ctx.dispose();
  const enterprise = await apiAs('enterprise');
  const sales = `销售部${Date.now() % 100000}`;
  const rd = `研发部${Date.now() % 100000}`;
  const { courseId, people } = await createTeamRoleCourse(enterprise.post, ['健康测评人', '健康同事', 'Health Taker', '研发同事'], { lecturerId, departments: [sales, sales, sales, rd] });
  await enterprise.ctx.dispose();

  // The lecturer assigns it from the course page (in Chinese); a member finds it on /test and starts it.
  await assignOnCoursePage(browser, courseId, 'org_health', '组织健康测评');
  const member = await pageAs(browser, people[0].mobile, 'Secret99');
  await startFromTests(member, courseId, 'org_health', '组织健康测评');
  await expect(member.getByTestId('oh-test')).toContainText('组织健康测评');
  const first = orgHealth.PARTS[0].items;

  // Part 1 with statements left open: refused, the count said and each open statement marked.
  await member.getByTestId(`oh-${first[0].id}-2`).click();
  await member.getByTestId(`oh-${first[1].id}-5`).click();
  await member.getByTestId('oh-next').click();
  await expect(member.getByTestId('oh-total-error')).toContainText('本部分还有 16 句未回答');
  await expect(member.getByText('请选择你对这句关于组织的说法的同意程度')).toHaveCount(16);
  await shoot(member, 'test-zh-CN-desktop-refused');
  // By keyboard: the third statement's middle answer, then the arrow key moves the choice one up.
  const third = member.getByRole('group', { name: `第 3 句：${first[2].text.zh}` });
  const middle = third.getByRole('radio', { name: AGREEMENT_LABELS[3].zh, exact: true });
  await middle.focus();
  await member.keyboard.press('Space');
  await expect(middle).toBeChecked();
  await member.keyboard.press('ArrowRight');
  await expect(third.getByRole('radio', { name: AGREEMENT_LABELS[4].zh, exact: true })).toBeChecked();
  await expect(member.getByText('请选择你对这句关于组织的说法的同意程度')).toHaveCount(15);
  await expectAccessible(member, 'organisation-health test part (zh)');
  // Clear direction, but inward-looking and a guarded climate.
  const inward = areas({ purpose: 5, leading: 4, climate: 2, outward: 1, renewal: 5 });
  await answerOhPart(member, 1, inward);
  await answerOhPart(member, 2, inward);
  await expect(member.getByTestId('oh-part')).toHaveAttribute('data-part', '3');

  // Half finished: a reload resumes at part 3; the last save submits and opens the report.
  await member.reload();
  await expect(member.getByTestId('oh-resumed')).toContainText('3');
  await answerOhPart(member, 3, inward);
  await expect(member.getByTestId('oh-report')).toContainText('我的组织健康状况');
  await expect(member.getByTestId('oh-areas').getByRole('listitem')).toHaveCount(9);
  await expect(member.getByTestId('oh-area-outward')).toContainText('外部视角');
  await expect(member.getByTestId('oh-area-outward')).toContainText('较低');
  await expect(member.getByTestId('oh-weak-outward')).toContainText(orgHealth.areaOf('outward').levers.zh);
  await expect(member.getByTestId('oh-strongest')).toContainText('方向共识');
  await expect(member.getByTestId('oh-department')).toContainText(sales);
  await expect(member.getByTestId('oh-department-withheld')).toContainText('目前 1 / 3 人');
  await expect(member.getByTestId('oh-norm')).toContainText('暂定参照');
  await settled(member);
  await expectAccessible(member, 'organisation-health report (zh)');
  await shoot(member, 'report-zh-CN-desktop-withheld');
  await expectPdfLinks(member);
  const id = Number(new URL(member.url().replace('/#/', '/')).searchParams.get('assessmentId'));
  // The member's scores (/evaluate-score) name the weakest area, and lead back to the report.
  await member.goto('/#/evaluate-score');
  await expect(member.getByTestId('headline-org_health')).toHaveText('待加强：外部视角');
  await member.getByTestId('score-report-org_health').click();
  await expect(member.getByTestId('oh-weakest')).toContainText('外部视角');
  await member.context().close();

  // The lecturer reads that member's report from the course page: their own answers, not their company's department.
  const manager = await openMemberReport(browser, courseId, people[0], 'org_health', '组织健康测评');
  await expect(manager.getByTestId('oh-report')).toContainText(`${people[0].name} 眼中的组织健康状况`);
  await expect(manager.getByTestId('oh-weakest')).toContainText('外部视角');
  await expect(manager.getByTestId('oh-department')).toHaveCount(0);
  await manager.context().close();

  // R&D's one member and a second of Sales answer: the heat map still withholds both.
  await takeByApi(people[3], id, orgHealth.PARTS, (i) => answer(i, areas({ skills: 5, drive: 4 })));
  await takeByApi(people[1], id, orgHealth.PARTS, (i) => answer(i, areas({ purpose: 4, climate: 1, outward: 2 })));
  const heat = await pageAs(browser, 'enterprise', undefined, DESKTOP);
  await heat.goto('/#/evaluation-company');
  await expect(heat.getByTestId(`oh-heat-row-${rd}`)).toContainText('暂不显示：1 份结果，至少需要 3 份');
  await expect(heat.getByTestId(`oh-heat-row-${sales}`)).toContainText('暂不显示：2 份结果');
  await heat.context().close();

  // A third of Sales in English at phone width: the same refusal in English, the whole test, and the department's mean.
  const phone = await pageAs(browser, people[2].mobile, 'Secret99', { locale: 'en-US', ...PHONE });
  await startFromTests(phone, courseId, 'org_health', 'Organisation-health test');
  await expect(phone.getByTestId('oh-test')).toContainText('Organisation-health test');
  await phone.getByTestId('oh-next').click();
  await expect(phone.getByTestId('oh-total-error')).toContainText('18 statements in this part are not answered yet');
  await expect(phone.getByText('choose how far you agree with this statement about your organisation')).toHaveCount(18);
  await shoot(phone, 'test-en-US-phone');
  await expectAccessible(phone, 'organisation-health test part (en, phone)');
  const stuck = areas({ purpose: 3, climate: 3, outward: 3, drive: 2 });
  for (const n of [1, 2, 3]) await answerOhPart(phone, n, stuck);
  await expect(phone.getByTestId('oh-report')).toContainText('How healthy my organisation is');
  await expect(phone.getByTestId('oh-department-areas').locator('tbody tr.ant-table-row')).toHaveCount(9);
  await expect(phone.getByTestId('oh-department')).toContainText('latest results of 3 of the 3 people');
  await expect(phone.getByTestId('oh-department-weakest')).toContainText('Where the department is weakest');
  await settled(phone);
  await expectAccessible(phone, 'organisation-health report (en, phone)');
  await shoot(phone, 'report-en-US-phone');
  await phone.context().close();

  // The heat map now shows Sales' row — every cell its mean and band in words — and still withholds R&D; in both languages, desktop and phone.
  for (const [locale, size] of [['zh-CN', 'desktop'], ['en-US', 'phone'], ['en-US', 'desktop'], ['zh-CN', 'phone']] as const) {
    const page = await pageAs(browser, 'enterprise', undefined, { locale, ...(size === 'phone' ? PHONE : DESKTOP) });
    await page.goto('/#/evaluation-company');
    const row = page.getByTestId(`oh-heat-row-${sales}`);
    await expect(row.locator('td.oh-heat__cell')).toHaveCount(9);
    await expect(page.getByTestId(`oh-heat-${sales}-climate`)).toContainText(locale === 'zh-CN' ? '较低' : 'Low');
    await expect(page.getByTestId(`oh-heat-${sales}-climate`)).toContainText('12.0');
    await expect(page.getByTestId(`oh-heat-row-${rd}`)).toContainText(locale === 'zh-CN' ? '1 份结果' : 'Withheld: 1 of at least 3 results');
    await expect(page.getByRole('heading', { name: locale === 'zh-CN' ? '各部门的组织健康' : 'Organisation health by department' })).toBeVisible();
    if (size === 'phone') {
      await shoot(page, `heat-${locale}-${size}-start`);
      // Scrolled to the last area, the department column stays in view, saying which departments are withheld.
      await page.getByTestId('oh-heat').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const box = await row.locator('th').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x).toBeLessThan(60);
      await expect(page.getByTestId(`oh-heat-row-${rd}`).locator('th')).toContainText(locale === 'zh-CN' ? '暂不显示' : 'withheld');
    }
    await settled(page);
    await expectAccessible(page, `organisation-health heat map (${locale}, ${size})`);
    await shoot(page, `heat-${locale}-${size}`);
    await page.context().close();
  }

  // The remaining screenshots: the first member's report, the department's view now shown, in English at desktop width and in Chinese on a phone.
  for (const [locale, size] of [['en-US', 'desktop'], ['zh-CN', 'phone']] as const) {
    const reader = await pageAs(browser, people[0].mobile, 'Secret99', { locale, ...(size === 'phone' ? PHONE : DESKTOP) });
    await reader.goto(`/#/oh-report?assessmentId=${id}`);
    await expect(reader.getByTestId('oh-department-areas')).toBeVisible();
    await shoot(reader, `report-${locale}-${size}`);
    await reader.context().close();
  }
});
