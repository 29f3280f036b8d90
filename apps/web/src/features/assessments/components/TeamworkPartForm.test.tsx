import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { teamwork } from '@sandtable/sim/assessments';
import type { Attempt, TeamworkReportView } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { TeamworkPartForm } from './TeamworkPartForm';
import TwTestPage from '../pages/TwTest';
import TwReportPage from '../pages/TwReport';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);
const A = api.assessments;

const part1 = teamwork.PARTS[0].items;
const groupOf = (item: teamwork.TeamworkItem) => screen.getByRole('group', { name: `Statement ${teamwork.ITEMS.indexOf(item) + 1}: ${item.text.en}` });
const rate = (item: teamwork.TeamworkItem, v: teamwork.AgreementValue) => fireEvent.click(within(groupOf(item)).getByRole('radio', { name: teamwork.AGREEMENT_LABELS[v].en }));
/** Someone who sees their team at `v` on each level given, the middle elsewhere. */
const standing = (at: Partial<Record<teamwork.LevelId, teamwork.AgreementValue>>) =>
  Object.fromEntries(teamwork.ITEMS.map((i) => [i.id, i.keyed === 1 ? (at[i.level] ?? 3) : 6 - (at[i.level] ?? 3)])) as teamwork.TeamworkSheet;

describe('the teamwork-status part form', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows each statement as a group named by it with the five agreement answers, refuses a save with statements open and saves once all are answered', () => {
    const onSave = vi.fn();
    renderWithApp(<TeamworkPartForm part={1} initial={{ [part1[0].id]: 2 }} done={0} last={false} busy={false} onSave={onSave} />);
    expect(screen.getAllByRole('radio')).toHaveLength(5 * teamwork.ITEMS_PER_PART);
    expect(within(groupOf(part1[1])).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    rate(part1[1], 5);
    expect(screen.getByTestId('tw-total').textContent).toBe('2 of 10 statements answered in this part');
    fireEvent.click(screen.getByTestId('tw-next'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('8 statements in this part are not answered yet');
    expect(screen.getAllByText('choose how far you agree with this statement about your team')).toHaveLength(8);
    for (const item of part1.slice(2)) rate(item, 4);
    fireEvent.click(screen.getByTestId('tw-next'));
    expect(onSave).toHaveBeenCalledWith({ ...Object.fromEntries(part1.map((i) => [i.id, 4])), [part1[0].id]: 2, [part1[1].id]: 5 });
  });
});

describe('/tw-test and /tw-report', () => {
  const assessment = { id: 5, instrument: 'teamwork' as const, version: 1, courseId: 2, courseName: 'Workshop', deadline: null, anonymityThreshold: 3, reportsReleased: true, teamIds: null };
  const answered = (part: number) => Object.fromEntries(teamwork.PARTS[part - 1].items.map((i) => [i.id, 3]));
  const attempt = (answers: Attempt['answers'], unfinished: string[], status: Attempt['status'] = 'in_progress'): Attempt => ({
    id: 7, assessment, status, answers, unfinished, chosenRoles: null, startedAt: '2026-12-05T08:00:00.000Z', submittedAt: null,
  });
  const reportOf = (profile: teamwork.TeamworkProfile, team: TeamworkReportView['team']): TeamworkReportView => ({
    attemptId: 7, userId: 9, name: 'Ann', version: 1, status: 'finished', submittedAt: null, profile, norm: { source: 'simulated', respondents: 4000 }, team,
  });

  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    mockedCall.mockReset();
    await i18n.changeLanguage('zh-CN');
  });

  it('resumes a half-finished test at its open part, and the last save submits', async () => {
    const before = { 1: answered(1), 2: answered(2) };
    mockedCall.mockImplementation(async (endpoint, body) => {
      if (endpoint === A.attempt) return attempt(before, ['3']) as never;
      if (endpoint === A.save) return attempt({ ...before, 3: (body as { answers: Record<string, number> }).answers }, []) as never;
      if (endpoint === A.submit) return attempt({}, [], 'finished') as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<TwTestPage />, { path: '/tw-test?assessmentId=5' });
    expect((await screen.findByTestId('tw-resumed')).textContent).toContain('part 3');
    expect(screen.getByTestId('tw-next').textContent).toBe('Save and submit');
    for (const item of teamwork.PARTS[2].items) rate(item, 2);
    fireEvent.click(screen.getByTestId('tw-next'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(A.submit, { assessmentId: 5 }));
    expect(mockedCall).toHaveBeenCalledWith(A.save, { assessmentId: 5, part: '3', answers: Object.fromEntries(teamwork.PARTS[2].items.map((i) => [i.id, 2])) });
  });

  it('leads with where to start, draws the five levels from the foundation up, and shows the team’s mean once enough finished', async () => {
    const own = teamwork.teamworkProfile(teamwork.scoreTeamworkSheet(standing({ trust: 5, debate: 2, standards: 1, results: 5 })));
    const team = teamwork.teamworkProfile({ raw: { trust: 26, debate: 27, commitment: 16, standards: 12, results: 24 } });
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === A.teamworkReport) return reportOf(own, { teamId: 3, teamName: 'Red', members: 4, profile: { status: 'shown', count: 3, scores: team } }) as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<TwReportPage />, { path: '/tw-report?assessmentId=5' });
    const focus = await screen.findByTestId('tw-focus');
    expect(own.focus).toBe('debate');
    expect(focus.textContent).toContain('Where to start: Constructive debate');
    expect(focus.textContent).toContain(teamwork.levelOf('debate').firstSteps.en);
    const tiers = within(screen.getByTestId('tw-pyramid')).getAllByRole('listitem');
    expect(tiers.map((li) => li.getAttribute('data-testid'))).toEqual(teamwork.LEVEL_IDS.map((l) => `tw-tier-${l}`));
    expect(tiers[0].textContent).toContain('Level 1 · Candid trust');
    expect(tiers[1].getAttribute('aria-current')).toBe('step');
    expect(tiers[1].textContent).toContain('Start here');
    expect(tiers[3].textContent).toContain('Low');
    const rows = within(screen.getByTestId('tw-team-levels')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows[2]).toEqual(['Clear commitment', '18', '16.0 Average']);
    expect(screen.getByTestId('tw-team-focus').textContent).toBe('Where the team starts: Clear commitment');
    expect(screen.getByTestId('tw-level-results').textContent).toContain(teamwork.levelOf('results').bands.high.en);
    expect(screen.getByTestId('pdf-en').getAttribute('href')).toBe('/assessment/teamwork/report.pdf?assessmentId=5&lang=en');
  });

  it('withholds the team’s view below the threshold, saying how many finished; all levels high has nothing to start with', async () => {
    const all = teamwork.teamworkProfile(teamwork.scoreTeamworkSheet(standing({ trust: 5, debate: 5, commitment: 5, standards: 5, results: 5 })));
    mockedCall.mockImplementation(async () => reportOf(all, { teamId: 3, teamName: 'Red', members: 4, profile: { status: 'withheld', count: 2, needed: 3 } }) as never);
    renderWithApp(<TwReportPage />, { path: '/tw-report?assessmentId=5&userId=9' });
    expect((await screen.findByTestId('tw-team-withheld')).textContent).toContain('at least 3 members of the team have finished the test (now 2 of 4)');
    expect(screen.queryByTestId('tw-team-levels')).toBeNull();
    expect(screen.getByTestId('tw-focus').textContent).toContain(teamwork.ALL_HIGH.en);
    expect(screen.getByText('Teamwork status as Ann sees the team')).toBeTruthy();
  });
});
