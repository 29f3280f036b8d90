import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { communication } from '@sandtable/sim/assessments';
import type { Attempt, CommunicationReportView } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { CommunicationPartForm } from './CommunicationPartForm';
import CommTestPage from '../pages/CommTest';
import CommReportPage from '../pages/CommReport';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const part1 = communication.PARTS[0].items;
const group = (item: communication.CommunicationItem) => screen.getByRole('group', { name: `${communication.ITEMS.indexOf(item) + 1}. ${item.text.en}` });
const answer = (item: communication.CommunicationItem, v: number) => fireEvent.click(within(group(item)).getByRole('radio', { name: communication.SCALE[v - 1].en }));

describe('the communication-style part form', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows each statement as a group named by it, with the five answers as labelled radio buttons', () => {
    renderWithApp(<CommunicationPartForm part={1} initial={{}} done={0} last={false} busy={false} onSave={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(5 * communication.ITEMS_PER_PART);
    const first = group(part1[0]);
    expect(within(first).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(first).getByRole('radio', { name: 'Very much like me' })).toBeTruthy();
    expect(screen.getByTestId('cs-total').textContent).toBe('0 of 8 statements answered in this part');
  });

  it('refuses to save with statements left open, saying how many and marking each; saves the numbers once all are answered', () => {
    const onSave = vi.fn();
    renderWithApp(<CommunicationPartForm part={1} initial={{ [part1[0].id]: 2 }} done={0} last={false} busy={false} onSave={onSave} />);
    answer(part1[1], 5);
    expect(screen.getByTestId('cs-total').textContent).toBe('2 of 8 statements answered in this part');
    fireEvent.click(screen.getByTestId('cs-next'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Statements in this part not answered yet: 6');
    expect(screen.getAllByText('choose how much the statement is like you')).toHaveLength(6);
    for (const item of part1.slice(2)) answer(item, 3);
    expect(screen.queryAllByText('choose how much the statement is like you')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('cs-next'));
    expect(onSave).toHaveBeenCalledWith({ ...Object.fromEntries(part1.map((i) => [i.id, 3])), [part1[0].id]: 2, [part1[1].id]: 5 });
  });
});

describe('/comm-test', () => {
  const assessment = { id: 5, instrument: 'communication' as const, version: 1, courseId: 2, courseName: 'Workshop', deadline: null, anonymityThreshold: 3, reportsReleased: true, teamIds: null };
  const answered = (part: number) => Object.fromEntries(communication.PARTS[part - 1].items.map((i) => [i.id, 4]));
  const attempt = (answers: Attempt['answers'], unfinished: string[], status: Attempt['status'] = 'in_progress'): Attempt => ({
    id: 7, assessment, status, answers, unfinished, chosenRoles: null, startedAt: '2026-12-05T08:00:00.000Z', submittedAt: null,
  });

  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('resumes a half-finished test at its open part, and the last save submits', async () => {
    mockedCall.mockImplementation(async (endpoint, body) => {
      if (endpoint === A.attempt) return attempt({ 1: answered(1), 2: answered(2) }, ['3']) as never;
      if (endpoint === A.save) return attempt({ 1: answered(1), 2: answered(2), 3: (body as { answers: Record<string, number> }).answers }, []) as never;
      if (endpoint === A.submit) return attempt({}, [], 'finished') as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<CommTestPage />, { path: '/comm-test?assessmentId=5' });
    expect((await screen.findByTestId('cs-resumed')).textContent).toContain('part 3');
    expect(screen.getByTestId('cs-part').getAttribute('data-part')).toBe('3');
    expect(screen.getByTestId('cs-next').textContent).toBe('Save and submit');
    for (const item of communication.PARTS[2].items) answer(item, 1);
    fireEvent.click(screen.getByTestId('cs-next'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.submit, { assessmentId: 5 }));
    expect(mockedCall).toHaveBeenCalledWith(A.save, { assessmentId: 5, part: '3', answers: Object.fromEntries(communication.PARTS[2].items.map((i) => [i.id, 1])) });
  });
});

describe('/comm-report', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('shows the map with its text alternative, the axes table, the style with its strength and the styles close by, advice on every style, and the PDFs', async () => {
    // Asks a little more than tells (balanced), clearly task: systematic, close to decisive.
    const profile = communication.communicationProfile({ poles: { asks: 20, tells: 18, task: 24, people: 12 }, assertiveness: -2, responsiveness: -12 });
    const report: CommunicationReportView = {
      attemptId: 7, userId: 9, name: 'Lin', version: 1, status: 'finished', submittedAt: '2026-12-05T09:00:00.000Z', profile, norm: { source: 'simulated', respondents: 4000 },
    };
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === A.communicationReport) return report as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<CommReportPage />, { path: '/comm-report?assessmentId=5&userId=9' });
    expect((await screen.findByTestId('cs-report')).textContent).toContain('Communication style of Lin');
    const map = screen.getByRole('img', { name: /Your position on the two axes/ });
    expect(map.textContent).toContain('assertiveness -2 and responsiveness -12, in the Systematic quadrant');
    const rows = within(screen.getByTestId('cs-axes')).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Assertiveness (Asks ↔ Tells)', '-2', 'Balanced', String(profile.percentile.assertiveness)],
      ['Responsiveness (Task ↔ People)', '-12', 'Task', String(profile.percentile.responsiveness)],
    ]);
    expect(screen.getByTestId('cs-style').textContent).toBe('Systematic');
    expect(screen.getByTestId('cs-strength').textContent).toBe(`${profile.strength} of 100 · Clear`);
    expect(screen.getByTestId('cs-near').textContent).toBe('Decisive');
    const advice = [...screen.getByTestId('cs-advice').querySelectorAll('section')].map((s) => s.getAttribute('data-with'));
    expect(advice).toEqual(['spirited', 'decisive', 'supportive', 'systematic']);
    expect(screen.getByTestId('cs-advice').textContent).toContain(communication.WORKING_WITH.systematic.spirited.en);
    expect(screen.getByTestId('pdf-en').getAttribute('href')).toBe('/assessment/communication/report.pdf?assessmentId=5&lang=en&userId=9');
    expect(screen.getByTestId('cs-norm')).toBeTruthy();
  });
});
