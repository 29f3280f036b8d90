import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { courseDetail } from '../../courses/detail/test/fixtures';
import { renderWithApp } from '../../courses/detail/test/render';
import { gameView } from '../test/fixtures';
import { StartGamePanel } from './StartGamePanel';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const switchOf = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

async function startAndConfirm() {
  await userEvent.click(screen.getByTestId('start-button'));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start the game' }));
}

describe('StartGamePanel', { timeout: 60_000 }, () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('offers closing the round once every team has submitted and releasing chapter 2, both on by default, and sends them', async () => {
    mockedCall.mockResolvedValue(gameView({ control: true }));
    renderWithApp(<StartGamePanel detail={courseDetail({ abilities: { startGame: true } })} />);
    expect(screen.getByText('Close a round as soon as every team has submitted')).toBeTruthy();
    expect(screen.getByText('Release chapter 2 to the students now')).toBeTruthy();
    expect(switchOf('start-close-when-all').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('start-release-chapter2').getAttribute('aria-checked')).toBe('true');
    await startAndConfirm();
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith(api.game.start, expect.objectContaining({ courseId: 7, closeWhenAllSubmitted: true, releaseChapter2: true, practiceRound: true, roundMinutes: 30 })),
    );
  });

  it('sends the lecturer’s choices when they turn them off', async () => {
    mockedCall.mockResolvedValue(gameView({ control: true }));
    renderWithApp(<StartGamePanel detail={courseDetail({ abilities: { startGame: true } })} />);
    await userEvent.click(switchOf('start-close-when-all'));
    await userEvent.click(switchOf('start-release-chapter2'));
    await startAndConfirm();
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.start, expect.objectContaining({ closeWhenAllSubmitted: false, releaseChapter2: false })));
  });

  it('says when chapter 2 is already released and does not ask again', async () => {
    mockedCall.mockResolvedValue(gameView({ control: true }));
    renderWithApp(<StartGamePanel detail={courseDetail({ course: { chaptersUnlocked: 2 }, abilities: { startGame: true } })} />);
    expect(screen.getByTestId('start-chapter2-released').textContent).toBe('Chapter 2 is already released to the students.');
    expect(screen.queryByTestId('start-release-chapter2')).toBeNull();
    await startAndConfirm();
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.start, expect.objectContaining({ releaseChapter2: false })));
  });

  it('is read-only with the reason when the course’s abilities do not let the caller start (the course is not running)', async () => {
    renderWithApp(<StartGamePanel detail={courseDetail({ course: { status: 'upcoming' } })} />);
    expect(screen.getByText('The game can start once the course is in progress.')).toBeTruthy();
    expect((screen.getByTestId('start-button') as HTMLButtonElement).disabled).toBe(true);
  });
});
