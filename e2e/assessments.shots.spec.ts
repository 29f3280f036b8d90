import { test, type Page } from './test';
import { apiAs, settled } from './helpers';
import { createTeamRoleCourse, rate, takeTest } from './assessKit';
import { LOCALES, SIZES, loggedInContext, type ShotSize } from './shotsKit';

/**
 * Screenshots of the team-role screens in both languages at desktop and phone width, for a person
 * to look at (not assertions): SHOTS=1 npx playwright test e2e/assessments.shots.spec.ts writes
 * them to /tmp/shots/assessments/.
 */
const DIR = '/tmp/shots/assessments';

test('team-role screens', async ({ browser }) => {
  test.setTimeout(600_000);
  const lecturer = await apiAs('lecturer');
  const { courseId, teamId, people } = await createTeamRoleCourse(lecturer.post, ['测评人', '观察者甲', '观察者乙', '观察者丙']);
  const assigned = await lecturer.post('/assessment/assign.json', { courseId, instrument: 'team_role' });
  const id: number = assigned.body.id;
  await takeTest(people[0], id, 'driver');
  await takeTest(people[1], id, 'analyst');
  await rate(people[0], id, [
    { ...people[1], role: 'driver' },
    { ...people[2], role: 'organiser' },
    { ...people[3], role: 'harmoniser' },
  ]);
  const api = await apiAs(people[2].mobile, people[2].password);
  await api.post('/course/courseTeamMember/saveGameInfo.json', { assessmentId: id, part: '1', answers: { p1s1: 10 } });
  await api.ctx.dispose();
  const shots: { name: string; account: { mobile: string; password: string } | 'lecturer'; path: string; act?: (p: Page) => Promise<void> }[] = [
    { name: 'list', account: people[0], path: '/belbin' },
    { name: 'test', account: people[2], path: `/belbinTest?assessmentId=${id}`, act: async (p) => { await p.getByTestId('tr-part').getByRole('spinbutton').first().fill('12'); } },
    { name: 'result', account: people[0], path: `/belbinResult?assessmentId=${id}` },
    { name: 'report', account: people[0], path: `/belbinReport?assessmentId=${id}` },
    { name: 'select', account: people[0], path: `/belbinSelectRole?assessmentId=${id}` },
    { name: 'group', account: people[0], path: `/belbinGroupReport?teamId=${teamId}` },
    { name: 'assign', account: 'lecturer', path: `/general-coursedetails?id=${courseId}&section=manage` },
  ];
  for (const locale of LOCALES) {
    for (const size of Object.keys(SIZES) as ShotSize[]) {
      for (const s of shots) {
        const ctx = await loggedInContext(browser, s.account === 'lecturer' ? { account: 'lecturer', size, locale } : { account: s.account.mobile, password: s.account.password, size, locale });
        const page = await ctx.newPage();
        await page.goto(`/#${s.path}`);
        await settled(page, 60_000);
        if (s.act) await s.act(page);
        await page.screenshot({ path: `${DIR}/${s.name}-${locale}-${size}.png`, fullPage: true });
        await ctx.close();
      }
    }
  }
  await lecturer.ctx.dispose();
});
