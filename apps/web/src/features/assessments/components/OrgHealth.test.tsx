import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AGREEMENT_LABELS, orgHealth, type AgreementValue } from '@sandtable/sim/assessments';
import type { Attempt, CompanyData, OrgHealthReportView } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { OrgHealthHeatMap } from './OrgHealthHeatMap';
import OhTestPage from '../pages/OhTest';
import OhReportPage from '../pages/OhReport';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const groupOf = (item: orgHealth.OrgHealthItem) => screen.getByRole('group', { name: `Statement ${orgHealth.ITEMS.indexOf(item) + 1}: ${item.text.en}` });
const rate = (item: orgHealth.OrgHealthItem, v: AgreementValue) => fireEvent.click(within(groupOf(item)).getByRole('radio', { name: AGREEMENT_LABELS[v].en }));
/** Someone who sees their organisation at `v` on each area given, the middle elsewhere. */
const standing = (at: Partial<Record<orgHealth.AreaId, AgreementValue>>) =>
  Object.fromEntries(orgHealth.ITEMS.map((i) => [i.id, i.keyed === 1 ? (at[i.area] ?? 3) : 6 - (at[i.area] ?? 3)])) as orgHealth.OrgHealthSheet;

beforeEach(() => i18n.changeLanguage('en-US'));
afterEach(async () => {
  mockedCall.mockReset();
  await i18n.changeLanguage('zh-CN');
});

describe('/oh-test and /oh-report', () => {
  const assessment = { id: 5, instrument: 'org_health' as const, version: 1, courseId: 2, courseName: 'Workshop', deadline: null, anonymityThreshold: 3, reportsReleased: true, teamIds: null };
  const answered = (part: number) => Object.fromEntries(orgHealth.PARTS[part - 1].items.map((i) => [i.id, 3]));
  const attempt = (answers: Attempt['answers'], unfinished: string[], status: Attempt['status'] = 'in_progress'): Attempt => ({
    id: 7, assessment, status, answers, unfinished, chosenRoles: null, startedAt: '2026-12-05T08:00:00.000Z', submittedAt: null,
  });
  const reportOf = (profile: orgHealth.OrgHealthProfile, department: OrgHealthReportView['department']): OrgHealthReportView => ({
    attemptId: 7, userId: 9, name: 'Ann', version: 1, status: 'finished', submittedAt: null, profile, norm: { source: 'simulated', respondents: 4000 }, department,
  });

  it('refuses a part with statements open, resumes a half-finished test at its open part, and the last save submits', async () => {
    const before = { 1: answered(1), 2: { [orgHealth.PARTS[1].items[0].id]: 4 } };
    mockedCall.mockImplementation(async (endpoint, body) => {
      if (endpoint === A.attempt) return attempt(before, ['2', '3']) as never;
      if (endpoint === A.save) return attempt({ ...before, [(body as { part: string }).part]: (body as { answers: Record<string, number> }).answers }, ['3']) as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<OhTestPage />, { path: '/oh-test?assessmentId=5' });
    expect((await screen.findByTestId('oh-resumed')).textContent).toContain('part 2');
    const part2 = orgHealth.PARTS[1].items;
    expect(screen.getAllByRole('radio')).toHaveLength(5 * orgHealth.ITEMS_PER_PART);
    expect(screen.getByTestId('oh-total').textContent).toBe('1 of 18 statements answered in this part');
    fireEvent.click(screen.getByTestId('oh-next'));
    expect(screen.getByTestId('oh-total-error').textContent).toContain('17 statements in this part are not answered yet');
    expect(screen.getAllByText('choose how far you agree with this statement about your organisation')).toHaveLength(17);
    for (const item of part2.slice(1)) rate(item, 2);
    fireEvent.click(screen.getByTestId('oh-next'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.save, { assessmentId: 5, part: '2', answers: { ...Object.fromEntries(part2.map((i) => [i.id, 2])), [part2[0].id]: 4 } }));
  });

  it('shows the nine areas with their figures, the strongest, the weakest with what to try, and the department’s mean once enough finished', async () => {
    const own = orgHealth.orgHealthProfile(orgHealth.scoreOrgHealthSheet(standing({ purpose: 5, leading: 4, climate: 2, outward: 1, renewal: 5 })));
    const dept = orgHealth.orgHealthProfile({ raw: { purpose: 24, leading: 20, climate: 12, ownership: 18, coordination: 18, skills: 18, drive: 16, outward: 12, renewal: 22 } });
    mockedCall.mockImplementation(async () => reportOf(own, { department: 'Sales', people: 4, profile: { status: 'shown', count: 3, scores: dept } }) as never);
    renderWithApp(<OhReportPage />, { path: '/oh-report?assessmentId=5' });
    const areas = within(await screen.findByTestId('oh-areas')).getAllByRole('listitem');
    expect(areas.map((li) => li.getAttribute('data-testid'))).toEqual(orgHealth.AREA_IDS.map((a) => `oh-area-${a}`));
    expect(screen.getByTestId('oh-area-outward').textContent).toContain('Outward focus');
    expect(screen.getByTestId('oh-area-outward').textContent).toContain(`Low6 of 30 · percentile ${own.percentile.outward}`);
    expect(screen.getByTestId('oh-weakest').textContent).toContain('Weakest areas: where to act first');
    expect(screen.getByTestId('oh-weak-outward').textContent).toContain(orgHealth.areaOf('outward').levers.en);
    expect(within(screen.getByTestId('oh-strongest')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('oh-department').textContent).toContain("Your department's view: Sales");
    const rows = within(screen.getByTestId('oh-department-areas')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows[2]).toEqual(['Working climate', '12', '12.0 Low']);
    expect(screen.getByTestId('oh-department-weakest').textContent).toMatch(/^Where the department is weakest: /);
    expect(screen.getByTestId('pdf-en').getAttribute('href')).toBe('/assessment/org_health/report.pdf?assessmentId=5&lang=en');
  });

  it('withholds the department’s view below the threshold, saying how many finished; all high says so', async () => {
    const all = orgHealth.orgHealthProfile(orgHealth.scoreOrgHealthSheet(standing(Object.fromEntries(orgHealth.AREA_IDS.map((a) => [a, 5])))));
    mockedCall.mockImplementation(async () => reportOf(all, { department: null, people: 5, profile: { status: 'withheld', count: 2, needed: 3 } }) as never);
    renderWithApp(<OhReportPage />, { path: '/oh-report?assessmentId=5&userId=9' });
    expect((await screen.findByTestId('oh-department-withheld')).textContent).toContain('at least 3 people of this department have finished the test (now 2 of 5)');
    expect(screen.getByTestId('oh-department').textContent).toContain('people with no department');
    expect(screen.getByTestId('oh-weakest').textContent).toContain(orgHealth.ALL_HIGH.en);
    expect(screen.getByText('Organisation health as Ann sees it')).toBeTruthy();
  });
});

describe('the organisation-health heat map', () => {
  it('has a row per department with each area’s mean and band in words, and withholds a small department with its count', () => {
    const mean = { purpose: 24, leading: 20, climate: 12, ownership: 18, coordination: 18, skills: 18, drive: 16, outward: 12.5, renewal: 22 };
    const departments: CompanyData['departments'] = [
      { department: 'R&D', count: 2, mean: null, strongest: null },
      { department: 'Sales', count: 3, mean, strongest: null },
    ];
    renderWithApp(<OrgHealthHeatMap departments={departments} />);
    const table = screen.getByRole('table', { name: 'Organisation health: mean score and band per department and outcome area' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Department', 'Results', ...orgHealth.AREAS.map((a) => a.name.en), 'Weakest']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['R&Dwithheld', 'Sales']);
    expect(screen.getByTestId('oh-heat-row-R&D').textContent).toContain('Withheld: 2 of at least 3 results');
    const profile = orgHealth.orgHealthProfile({ raw: mean });
    expect(screen.getByTestId('oh-heat-Sales-climate').textContent).toBe(`12.0${profile.bands.climate === 'low' ? 'Low' : profile.bands.climate === 'high' ? 'High' : 'Average'}`);
    expect(screen.getByTestId('oh-heat-Sales-outward').className).toContain(`oh-band--${profile.bands.outward}`);
    expect(screen.getByTestId('oh-heat-row-Sales').lastElementChild!.textContent).toBe(orgHealth.areaOf(profile.weakest[0]).name.en);
    expect(screen.getByRole('region', { name: 'Organisation health: mean score and band per department and outcome area' }).getAttribute('tabindex')).toBe('0');
  });
});
