import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyTest } from '@sandtable/shared/contracts/assessments';
import { assessmentEndpoints } from '@sandtable/shared/contracts/assessments';
import { call } from '../../../api/client';
import { i18n } from '../../../i18n';
import { renderWithApp } from '../../courses/detail/test/render';
import { MemberTestsButton } from './MemberTests';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const test = (over: Partial<MyTest>): MyTest => ({ id: 1, instrument: 'conflict', version: 1, courseId: 3, courseName: 'Camp', deadline: null, anonymityThreshold: 3, reportsReleased: true, teamIds: null, attemptId: null, status: 'pending', submittedAt: null, ...over });

describe('a course member’s tests, for the course’s managers', () => {
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('opens on the member’s button, lists each test’s state, and links a finished one to the member’s report', async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockResolvedValue([
      test({ id: 5, instrument: 'conflict', status: 'finished', attemptId: 8, submittedAt: '2030-05-01T08:00:00.000Z' }),
      test({ id: 6, instrument: 'team_role', status: 'finished', attemptId: 9, submittedAt: '2030-05-01T08:00:00.000Z' }),
      test({ id: 7, instrument: 'leadership', status: 'in_progress', attemptId: 10 }),
      test({ id: 8, instrument: 'communication', status: 'finished', attemptId: 11, submittedAt: '2030-05-02T08:00:00.000Z' }),
    ]);
    renderWithApp(<MemberTestsButton memberId={42} userId={9} name="Li Lei" />);
    expect(mockedCall).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tests of Li Lei' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tests of Li Lei' });
    expect(mockedCall).toHaveBeenCalledWith(assessmentEndpoints.memberTests, { teamMemberId: 42 }, expect.anything());
    expect((await within(drawer).findByTestId('member-report-conflict')).getAttribute('href')).toBe('/cf-report?assessmentId=5&userId=9');
    expect(within(drawer).getByTestId('member-report-team_role').getAttribute('href')).toBe('/belbinReport?assessmentId=6&userId=9');
    expect(within(drawer).getByTestId('member-report-communication').getAttribute('href')).toBe('/comm-report?assessmentId=8&userId=9');
    // Not finished: its state, no report and nothing to take for them.
    expect(within(drawer).queryByTestId('member-report-leadership')).toBeNull();
    expect(within(drawer).getByText('In progress')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Start|Continue/ })).toBeNull();
  });

  it('leads from the member to their team’s action cards', async () => {
    mockedCall.mockResolvedValue([]);
    renderWithApp(<MemberTestsButton memberId={42} userId={9} name="李雷" team={{ id: 7, name: '蓝队' }} />);
    await userEvent.click(screen.getByRole('button', { name: '李雷的测评' }));
    const link = await screen.findByRole('link', { name: '蓝队的行动卡' });
    expect(link.getAttribute('href')).toBe('/action-cards?teamId=7');
  });

  it('says so when the course has no test', async () => {
    mockedCall.mockResolvedValue([]);
    renderWithApp(<MemberTestsButton memberId={42} userId={9} name="李雷" />);
    await userEvent.click(screen.getByRole('button', { name: '李雷的测评' }));
    expect(await screen.findByText('本课程尚未布置测评。')).toBeTruthy();
  });
});
