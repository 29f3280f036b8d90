import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { ApiError, call } from '../../../../api/client';
import { homeRefs } from '../../../../api/refs';
import { ToastRegion } from '../../../../components/plain/toast';
import { i18n } from '../../../../i18n';
import { renderWithApp } from '../../detail/test/render';
import { SignUpButton } from './SignUpButton';

vi.mock('../../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const course: CourseSummary = {
  id: 12, gameId: 'TS', tsVersion: 1, courseType: 'MS', kind: 'open', name: 'Desert survival', status: 'inviting', lecturer: null, companyId: null, companyName: null,
  startAt: '2030-05-01T08:00:00.000Z', endAt: '2030-05-01T12:00:00.000Z', registrationDeadline: '2030-04-30T08:00:00.000Z', participants: 16, seatsTaken: 3, creditsPaid: 0, teamCount: 3, rounds: 3,
  priceFen: 0, version: 'default', chaptersUnlocked: 1, lockedForEdit: false, enrolled: false,
};

function renderButton(of: CourseSummary) {
  return renderWithApp(
    <>
      <SignUpButton course={of} />
      <ToastRegion />
    </>,
  );
}

describe('SignUpButton (drawn without antd or schemas: the home page’s hot courses)', () => {
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('signs up, says so, and refreshes the course lists', async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockResolvedValue({ course: { ...course, id: 12, seatsTaken: 4, enrolled: true } });
    const { queryClient } = renderButton(course);
    const refreshed = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(mockedCall).toHaveBeenCalledWith(homeRefs.signUp, { courseId: 12 });
    expect(await screen.findByText(/Desert survival/)).toBeTruthy();
    await waitFor(() => expect(refreshed).toHaveBeenCalledWith({ queryKey: ['/course/select.json'] }));
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['/student/onGoingCourse'] });
  });

  it('tells the server’s refusal and can be pressed again', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError({ code: '200104', message: '报名已截止' }));
    renderButton(course);
    await userEvent.click(screen.getByTestId('sign-up-12'));
    expect(await screen.findByText('报名已截止')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('sign-up-12').disabled).toBe(false);
  });

  it('leads a paid session to its seat in the shop, or says it is not on sale; a full one is disabled', async () => {
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    mockedCall.mockResolvedValueOnce({ list: [], total: 0, pageNum: 1, pageSize: 1 });
    const { unmount } = renderButton({ ...course, priceFen: 9_900 });
    await user.click(screen.getByRole('button', { name: 'Buy a seat' }));
    expect(mockedCall).toHaveBeenCalledWith(homeRefs.shopItems, { courseId: 12, pageNum: 1, pageSize: 1 });
    expect(await screen.findByText('This session is not on sale in the shop yet.')).toBeTruthy();
    unmount();
    renderButton({ ...course, seatsTaken: 16 });
    expect(screen.getByRole('button', { name: 'Full' })).toHaveProperty('disabled', true);
  });
});
