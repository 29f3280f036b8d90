import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { personality } from '@sandtable/sim/assessments';
import type { Attempt, PersonalityReportView } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { PersonalityPartForm } from './PersonalityPartForm';
import BfTestPage from '../pages/BfTest';
import BfReportPage from '../pages/BfReport';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const part1 = personality.PARTS[0].items;
const groupOf = (item: personality.PersonalityItem) => screen.getByRole('group', { name: `Statement ${personality.ITEMS.indexOf(item) + 1}: ${item.text.en}` });
const rate = (item: personality.PersonalityItem, v: personality.LikertValue) => fireEvent.click(within(groupOf(item)).getByRole('radio', { name: personality.LIKERT_LABELS[v].en }));

describe('the personality part form', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows each statement as a group named by it, holding the five points of the scale as labelled radio buttons', () => {
    renderWithApp(<PersonalityPartForm part={1} initial={{}} done={0} last={false} busy={false} onSave={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(5 * personality.ITEMS_PER_PART);
    const first = groupOf(part1[0]);
    expect(within(first).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const v of personality.LIKERT) expect(within(first).getByRole('radio', { name: personality.LIKERT_LABELS[v].en })).toBeTruthy();
    expect(screen.getByTestId('bf-total').textContent).toBe('0 of 10 statements answered in this part');
  });

  it('refuses to save with statements left open, saying how many and marking each; saves the numbers once all are answered', () => {
    const onSave = vi.fn();
    renderWithApp(<PersonalityPartForm part={1} initial={{ [part1[0].id]: 2 }} done={0} last={false} busy={false} onSave={onSave} />);
    rate(part1[1], 5);
    rate(part1[2], 1);
    expect(screen.getByTestId('bf-total').textContent).toBe('3 of 10 statements answered in this part');
    fireEvent.click(screen.getByTestId('bf-next'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('7 statements in this part are not answered yet');
    expect(screen.getAllByText('choose how accurately this describes you')).toHaveLength(7);
    expect(groupOf(part1[3]).getAttribute('aria-describedby')).toBeTruthy();
    for (const item of part1.slice(3)) rate(item, 4);
    expect(screen.queryAllByText('choose how accurately this describes you')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bf-next'));
    expect(onSave).toHaveBeenCalledWith({ ...Object.fromEntries(part1.map((i) => [i.id, 4])), [part1[0].id]: 2, [part1[1].id]: 5, [part1[2].id]: 1 });
  });
});

describe('/bf-test and /bf-report', () => {
  const assessment = { id: 5, instrument: 'personality' as const, version: 1, courseId: 2, courseName: 'Workshop', deadline: null, anonymityThreshold: 3, reportsReleased: true, teamIds: null };
  const answered = (part: number) => Object.fromEntries(personality.PARTS[part - 1].items.map((i) => [i.id, 3]));
  const attempt = (answers: Attempt['answers'], unfinished: string[], status: Attempt['status'] = 'in_progress'): Attempt => ({
    id: 7, assessment, status, answers, unfinished, chosenRoles: null, startedAt: '2026-12-05T08:00:00.000Z', submittedAt: null,
  });

  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('resumes a half-finished test at its open part, and the last save submits', async () => {
    const before = { 1: answered(1), 2: answered(2), 3: answered(3), 4: answered(4) };
    mockedCall.mockImplementation(async (endpoint, body) => {
      if (endpoint === A.attempt) return attempt(before, ['5']) as never;
      if (endpoint === A.save) return attempt({ ...before, 5: (body as { answers: Record<string, number> }).answers }, []) as never;
      if (endpoint === A.submit) return attempt({}, [], 'finished') as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<BfTestPage />, { path: '/bf-test?assessmentId=5' });
    expect((await screen.findByTestId('bf-resumed')).textContent).toContain('part 5');
    expect(screen.getByTestId('bf-part').getAttribute('data-part')).toBe('5');
    expect(screen.getByTestId('bf-next').textContent).toBe('Save and submit');
    for (const item of personality.PARTS[4].items) rate(item, 5);
    fireEvent.click(screen.getByTestId('bf-next'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.submit, { assessmentId: 5 }));
    expect(mockedCall).toHaveBeenCalledWith(A.save, { assessmentId: 5, part: '5', answers: Object.fromEntries(personality.PARTS[4].items.map((i) => [i.id, 5])) });
  });

  it('reports the five domains in a table with score, percentile and band, what each band means at work, and the PDFs', async () => {
    const sheet = Object.fromEntries(personality.ITEMS.map((i) => [i.id, i.domain === 'extraversion' ? (i.keyed === 1 ? 5 : 1) : 3])) as personality.PersonalitySheet;
    const profile = personality.personalityProfile(personality.scorePersonalitySheet(sheet));
    const report: PersonalityReportView = { attemptId: 7, userId: 9, name: 'Ann', version: 1, status: 'finished', submittedAt: null, profile, norm: { source: 'simulated', respondents: 4000 } };
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === A.personalityReport) return report as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<BfReportPage />, { path: '/bf-report?assessmentId=5' });
    const table = await screen.findByTestId('bf-domains');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual(personality.DOMAIN_IDS.map((d) => [
      personality.domainOf(d).name.en, String(profile.scores.raw[d]), String(profile.percentile[d]), personality.DOMAIN_BAND_NAMES[profile.bands[d]].en,
    ]));
    expect(rows[0]).toEqual(['Extraversion', '50', '100', 'Higher than most']);
    expect(screen.getByTestId('bf-norm').textContent).toContain('provisional reference');
    expect(screen.getByTestId('bf-domain-extraversion').textContent).toContain(personality.domainOf('extraversion').bands.high.watchOut.en);
    expect(screen.getByTestId('bf-domain-openness').textContent).toContain(personality.domainOf('openness').bands.average.strengths.en);
    expect(screen.getByTestId('pdf-en').getAttribute('href')).toBe('/assessment/personality/report.pdf?assessmentId=5&lang=en');
  });
});
