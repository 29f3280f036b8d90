import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { PHONE_QUERY } from '../../../lib/useMediaQuery';
import { renderWithApp } from '../../courses/detail/test/render';
import { GradesList } from './GradesList';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const grades = {
  list: [{ courseId: 7, courseName: '市场营销沙盘', gameId: 'MS' as const, teamName: '红队', status: 'finished' as const, overallScore: 71.5, overallRank: 2, teams: 4, finishedAt: '2030-05-01T08:00:00.000Z' }],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};

/** The screen as wide as a phone (390 px) or a desktop: what useMediaQuery reads. */
function screenIsPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: phone && query === PHONE_QUERY })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
}

const headings = () => [...screen.getByTestId('grades-table').querySelectorAll('thead th')].map((th) => th.textContent);

describe('GradesList', { timeout: 60_000 }, () => {
  let restore = () => {};
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => {
    restore();
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('on a phone puts the actions right after the course, before the figures that scroll', async () => {
    restore = screenIsPhone(true);
    mockedCall.mockResolvedValue(grades);
    renderWithApp(<GradesList />);
    await screen.findByText('市场营销沙盘');
    expect(headings().slice(0, 3)).toEqual(['Course', 'Actions', 'Team']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/gradesDetails?courseId=7'));
  });

  it('on a desktop keeps the actions last', async () => {
    restore = screenIsPhone(false);
    mockedCall.mockResolvedValue(grades);
    renderWithApp(<GradesList />);
    await screen.findByText('市场营销沙盘');
    expect(headings().at(-1)).toBe('Actions');
    expect(headings()[0]).toBe('Course');
  });
});
