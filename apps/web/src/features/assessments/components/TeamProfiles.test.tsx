import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TeamProfiles as Profiles } from '@sandtable/shared/contracts/assessments';
import { assessmentEndpoints } from '@sandtable/shared/contracts/assessments';
import { call } from '../../../api/client';
import { i18n } from '../../../i18n';
import { renderWithApp } from '../../courses/detail/test/render';
import { debrief } from '@sandtable/sim/assessments';
import { TeamProfiles } from './TeamProfiles';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const profiles = (over: Partial<Profiles> = {}): Profiles => ({
  courseId: 3,
  managed: true,
  teamRoleAssessmentId: 5,
  leadershipAssessmentId: 6,
  teams: [
    {
      teamId: 11,
      teamName: 'Blue',
      members: 4,
      roles: { finished: 3, covered: ['driver', 'organiser'], gaps: ['analyst'], overlaps: ['driver'] },
      leadership: { finished: 3, profile: { status: 'shown', count: 3, scores: { size: 3, mean: {}, dominantCount: { coaching: 2, visionary: 1 }, flexibility: 40, missing: ['commanding'] } } },
    },
    { teamId: 12, teamName: 'Red', members: 4, roles: { finished: 0, covered: [], gaps: [], overlaps: [] }, leadership: { finished: 2, profile: { status: 'withheld', count: 2, needed: 3 } } },
  ],
  ...over,
});

describe('the team profiles of a game’s debrief', () => {
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('shows each team’s role mix and leadership, withholding a profile below three answers, with links to the full reports', async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockResolvedValue(profiles());
    renderWithApp(<TeamProfiles courseId={3} />);
    const blue = within(await screen.findByRole('region', { name: 'Blue' }));
    expect(mockedCall).toHaveBeenCalledWith(assessmentEndpoints.teamProfiles, { courseId: 3 }, expect.anything());
    expect(blue.getAllByText('3 of 4 answered')).toHaveLength(2);
    expect(blue.getByText(/^Gaps/).textContent).toContain('Analyst');
    expect(blue.getByText(/^Overlaps/).textContent).toContain('Driver');
    expect(blue.getByText(/^Most lead with/).textContent).toContain('Coaching');
    expect(blue.getByText(/^Styles nobody uses often/).textContent).toContain('Commanding');
    expect(blue.getByRole('link', { name: 'Team-role report' }).getAttribute('href')).toBe('/belbinGroupReport?teamId=11');
    expect(blue.getByRole('link', { name: 'Leadership-style report' }).getAttribute('href')).toBe('/ls-details-group?assessmentId=6&teamId=11');
    const red = within(screen.getByRole('region', { name: 'Red' }));
    expect(red.getByText("Shown from 3 answers on, so nobody's answers can be told apart.")).toBeTruthy();
    expect(red.queryByText(/^Most lead with/)).toBeNull();
  });

  it('tells a manager where to assign a test when the course has none, and shows a member nothing', async () => {
    mockedCall.mockResolvedValue(profiles({ teamRoleAssessmentId: null, leadershipAssessmentId: null, teams: [] }));
    const { unmount } = renderWithApp(<TeamProfiles courseId={3} />);
    expect((await screen.findByRole('link', { name: '在课程页布置测评' })).getAttribute('href')).toBe('/general-coursedetails?id=3');
    unmount();
    mockedCall.mockResolvedValue(profiles({ managed: false, teamRoleAssessmentId: null, leadershipAssessmentId: null, teams: [] }));
    renderWithApp(<TeamProfiles courseId={4} />);
    await vi.waitFor(() => expect(mockedCall).toHaveBeenCalledWith(assessmentEndpoints.teamProfiles, { courseId: 4 }, expect.anything()));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByTestId('team-profiles')).toBeNull();
  });

  it('cites a team’s lacked contribution where the game shows it standing out from the other teams, with both figures and a question', async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockResolvedValue(profiles());
    // Blue (no Analyst) missed demand by 30 %, the others by 5–15 %; Red's role test has too few answers to read a gap.
    const metrics = new Map([[11, { forecastMiss: 0.3, priceSwing: 0.01 }], [12, { forecastMiss: 0.4 }], [13, { forecastMiss: 0.05 }], [14, { forecastMiss: 0.1 }]]);
    renderWithApp(<TeamProfiles courseId={3} evidence={{ rules: debrief.MARKET_RULES, metrics }} />);
    const blue = within(await screen.findByRole('region', { name: 'Blue' }));
    const finding = blue.getByTestId('team-finding-11-analyst');
    expect(finding.textContent).toBe('No Analyst among the strongest roles of those who answered: its production plan missed the demand by 30% on average (the other teams: 10%). Who checked the forecast against the market research before the plan was submitted?');
    expect(blue.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByTestId('team-findings-12')).toBeNull();
  });

  it('reads the findings in Chinese', async () => {
    mockedCall.mockResolvedValue(profiles());
    const metrics = new Map([[11, { forecastMiss: 0.3 }], [12, { forecastMiss: 0.1 }], [13, { forecastMiss: 0.1 }]]);
    renderWithApp(<TeamProfiles courseId={3} evidence={{ rules: debrief.MARKET_RULES, metrics }} />);
    expect((await screen.findByTestId('team-finding-11-analyst')).textContent).toBe('已答题成员的突出角色中没有“审辨者”：其生产计划与需求平均相差 30%（其他团队：10%）。提交计划前，谁对照市场调研核对过预测？');
  });
});
