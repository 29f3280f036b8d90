import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { stateKey } from '../hooks';
import { gameView } from '../test/fixtures';
import { ConsolePanel } from './ConsolePanel';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

describe('ConsolePanel', { timeout: 60_000 }, () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('shows and toggles “close the round when every team has submitted”', async () => {
    const view = { ...gameView({ control: true }), myTeam: null };
    const off = { ...view, closeWhenAllSubmitted: false };
    mockedCall.mockResolvedValue(off);
    const { queryClient } = renderWithApp(<ConsolePanel view={view} />);
    expect(screen.getByText('Close the round when every team has submitted')).toBeTruthy();
    const toggle = screen.getByTestId('close-when-all');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.settings, { courseId: 7, closeWhenAllSubmitted: false }));
    await waitFor(() => expect(queryClient.getQueryData(stateKey(7))).toBe(off));
    expect(await screen.findByText('The round now closes at the deadline or when you advance.')).toBeTruthy();
  });

  it('offers pause to a running game and resume to a paused one, as the game machine allows', async () => {
    const running = { ...gameView({ control: true }), myTeam: null, status: 'running' as const };
    mockedCall.mockResolvedValue(running);
    const first = renderWithApp(<ConsolePanel view={running} />);
    expect(screen.getByTestId('pause').textContent).toBe('Pause');
    await userEvent.click(screen.getByTestId('pause'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.pause, { courseId: 7, paused: true }));
    first.unmount();
    renderWithApp(<ConsolePanel view={{ ...running, status: 'paused' }} />);
    expect(screen.getByTestId('pause').textContent).toBe('Resume');
    await userEvent.click(screen.getByTestId('pause'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.pause, { courseId: 7, paused: false }));
  });
});
