import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadership } from '@sandtable/sim/assessments';
import type { LeadershipGroup, LsCollective, LsResultRow } from '@sandtable/shared/contracts/assessments';
import type { ExportTask } from '@sandtable/shared/contracts/exports';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import LsDetailsGroupPage from '../pages/LsDetailsGroup';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
// ECharts stays out of jsdom: the chart's title is enough to know it is there.
vi.mock('../../../components/charts/Chart', () => ({ Chart: ({ label }: { label: string }) => <div data-testid="chart">{label}</div> }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const mean = Object.fromEntries(leadership.STYLE_IDS.map((s, i) => [s, 40 + i * 5]));
const profile = { status: 'shown' as const, count: 4, scores: { size: 4, mean, dominantCount: { coaching: 2, visionary: 2 }, flexibility: 61, missing: ['commanding'] } };
const group: LeadershipGroup = { assessmentId: 9, teamId: null, finished: 4, profile };
const collective: LsCollective = { assessmentId: 9, courseId: 3, courseName: 'Workshop', members: 6, finished: 4, profile };
const scores = Object.fromEntries(leadership.STYLE_IDS.map((s) => [s, s === 'coaching' ? 87.5 : 31.3]));
const row = (userId: number, name: string, status: LsResultRow['status']): LsResultRow => ({
  userId, name, teamName: 'Team 1', status, submittedAt: status === 'finished' ? '2026-12-05T08:30:00.000Z' : null,
  ...(status === 'finished' ? { dominant: 'coaching', secondary: 'visionary', versatility: 64, scores } : { dominant: null, secondary: null, versatility: null, scores: null }),
});
const rows = [row(1, 'Ann Lee', 'finished'), row(2, 'Bo Chen', 'in_progress'), row(3, 'Cy Wu', 'pending')];
const PATH = '/ls-details-group?assessmentId=9&courseId=3';
const task = (over: Partial<ExportTask>): ExportTask => ({
  id: 5, kind: 'leadership_zip', subjectId: 9, lang: 'en', status: 'generating', done: 0, total: 0, fileName: null, size: null, failure: null, createdAt: '2026-12-05T08:30:00.000Z', finishedAt: null, ...over,
});
/** The caller's export tasks of this assessment, as the server would list them. */
let tasks: ExportTask[] = [];

describe('the managers’ view of /ls-details-group', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockImplementation(async (endpoint, body) => {
      if (endpoint === A.leadershipGroup) return group as never;
      if (endpoint === A.lsCollective) return collective as never;
      if (endpoint === A.lsResultPage) {
        const { keyword, status } = body as { keyword?: string; status?: string };
        const list = rows.filter((r) => (!keyword || r.name.toLowerCase().includes(keyword.toLowerCase())) && (!status || r.status === status));
        return { list, total: list.length, pageNum: 1, pageSize: 20 } as never;
      }
      if (endpoint === A.courseLs) return { assessmentId: 9, groupLists: [] } as never;
      if (endpoint === api.exports.select) return { list: tasks, total: tasks.length, pageNum: 1, pageSize: 10 } as never;
      if (endpoint === A.leadershipZip) {
        tasks = [task({ status: 'generating', done: 1, total: 4 })];
        return tasks[0] as never;
      }
      if (endpoint === api.exports.retry) {
        tasks = [task({ status: 'generating' })];
        return tasks[0] as never;
      }
      throw new Error(`unexpected ${endpoint.path}`);
    });
  });
  afterEach(async () => {
    tasks = [];
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('shows the collective profile with its counts and every member with their result and report', async () => {
    renderWithApp(<LsDetailsGroupPage />, { path: PATH });
    expect((await screen.findByRole('heading', { name: 'The course\'s leadership styles' })).tagName).toBe('H3');
    const counts = await screen.findByTestId('ls-collective');
    expect(within(counts).getByText('Members').closest('.ant-statistic')?.textContent).toContain('6');
    expect(within(counts).getByText('Submitted').closest('.ant-statistic')?.textContent).toContain('4');
    // The mean versatility once, in the profile beside the chart, not again among the counts.
    expect(within(counts).queryByText('Mean versatility')).toBeNull();
    expect(screen.getByText('Mean versatility').closest('.ant-statistic')?.textContent).toContain('61');
    expect(screen.getByTestId('chart').textContent).toBe('Mean score by style');
    expect(within(screen.getByTestId('ls-group-styles')).getAllByRole('row')).toHaveLength(1 + 6);

    const table = await screen.findByTestId('ls-results-table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    const ann = within(table).getByText('Ann Lee').closest('tr')!;
    expect(ann.textContent).toContain('Finished');
    expect(ann.textContent).toContain(leadership.styleOf('coaching').name.en);
    expect(ann.textContent).toContain('88');
    const pdf = within(ann).getByRole('link', { name: 'Download the report of Ann Lee (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/game/ls/generate.json?assessmentId=9&lang=en&userId=1');
    // Nothing to download for a test not submitted.
    expect(within(within(table).getByText('Bo Chen').closest('tr')!).queryByRole('link')).toBeNull();
    expect(mockedCall).toHaveBeenCalledWith(A.lsResultPage, { assessmentId: 9, pageNum: 1, pageSize: 20 }, expect.anything());
  });

  it('prepares every report in one zip in the background: its progress, then the download; a failure says why and tries again', async () => {
    renderWithApp(<LsDetailsGroupPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: /Prepare every report in one zip/ }));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.leadershipZip, { assessmentId: 9, lang: 'en' }));
    const zip = screen.getByTestId('ls-results-zip');
    await waitFor(() => expect(within(zip).getByRole('status').textContent).toContain('Preparing: 1 of 4 done…'));
    // The worker finishes: the next look finds the file.
    tasks = [task({ status: 'generated', done: 4, total: 4, fileName: 'Leadership reports.zip', size: 61_440, finishedAt: '2026-12-05T08:31:00.000Z' })];
    // The page asks again every 1.5 s while a task is generating; the bound is only a backstop.
    const download = await screen.findByRole('link', { name: /Download \(60KB\)/ }, { timeout: 10_000 });
    expect(download.getAttribute('href')).toBe('/export/task/file?id=5');
    expect(zip.getAttribute('data-status')).toBe('generated');
  });

  it('says why a zip could not be prepared and tries it again', async () => {
    tasks = [task({ status: 'failed', failure: 'errors:notFound', finishedAt: '2026-12-05T08:31:00.000Z' })];
    renderWithApp(<LsDetailsGroupPage />, { path: PATH });
    const zip = await screen.findByTestId('ls-results-zip');
    await waitFor(() => expect(zip.getAttribute('data-status')).toBe('failed'));
    expect(within(zip).getByRole('alert').textContent).toContain('The file could not be prepared:');
    fireEvent.click(within(zip).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.exports.retry, { id: 5 }));
    await waitFor(() => expect(zip.getAttribute('data-status')).toBe('generating'));
  });

  it('searches and filters on the server, and says when nobody matches', async () => {
    renderWithApp(<LsDetailsGroupPage />, { path: PATH });
    const search = await screen.findByRole('searchbox', { name: 'Search by name or mobile' });
    fireEvent.change(search, { target: { value: ' bo ' } });
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.lsResultPage, { assessmentId: 9, pageNum: 1, pageSize: 20, keyword: 'bo' }, expect.anything()));
    await waitFor(() => expect(within(screen.getByTestId('ls-results-table')).queryByText('Ann Lee')).toBeNull());

    fireEvent.mouseDown(within(screen.getByTestId('ls-results-status')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Finished')).at(-1)!);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.lsResultPage, { assessmentId: 9, pageNum: 1, pageSize: 20, keyword: 'bo', status: 'finished' }, expect.anything()));
    expect(await screen.findByText('No member matches.')).toBeTruthy();
  });

  it('shows someone who does not manage the course the course’s profile alone', async () => {
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === A.leadershipGroup) return group as never;
      throw new Error('100004');
    });
    renderWithApp(<LsDetailsGroupPage />, { path: PATH });
    expect(await screen.findByTestId('ls-group-styles')).toBeTruthy();
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.lsCollective, { assessmentId: 9 }, expect.anything()));
    expect(screen.queryByTestId('ls-collective')).toBeNull();
    expect(screen.queryByTestId('ls-results')).toBeNull();
  });
});
