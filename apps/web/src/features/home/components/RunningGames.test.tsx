import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { homeRefs } from '../../../api/refs';
import { renderWithApp } from '../../courses/detail/test/render';
import { RunningGames } from './MainSections';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

describe('RunningGames (home: strategy games)', () => {
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('lists the games the user can enter, each with a link into the game', async () => {
    await i18n.changeLanguage('en-US');
    mockedCall.mockResolvedValue({
      list: [
        { courseId: 7, courseName: 'Market camp', gameId: 'MS', status: 'running', startedAt: '2030-05-01T08:00:00.000Z' },
        { courseId: 9, courseName: 'Weekend class', gameId: 'CM', status: 'paused', startedAt: '2030-05-01T07:00:00.000Z' },
      ],
    });
    renderWithApp(<RunningGames />);
    expect(await screen.findByText('Market camp')).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith(homeRefs.runningGames, {}, expect.anything());
    expect(screen.getByTestId('enter-game-7').getAttribute('href')).toBe('/online?courseId=7');
    // Each game's own page: a change-simulation course opens /cmOnline, not the market's.
    expect(screen.getByTestId('enter-game-9').getAttribute('href')).toBe('/cmOnline?courseId=9');
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getAllByText('Market simulation')).toHaveLength(1);
    expect(screen.getAllByText('Change simulation')).toHaveLength(1);
  });

  it('says so when no game is running', async () => {
    mockedCall.mockResolvedValue({ list: [] });
    renderWithApp(<RunningGames />);
    expect(await screen.findByText('你的课程中暂无进行中的游戏')).toBeTruthy();
  });
});
