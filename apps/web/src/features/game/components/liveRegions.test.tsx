import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { GameView } from '@sandtable/shared/contracts/game';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../i18n';
import { call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { decision, gameView } from '../test/fixtures';
import { ChatPanel } from './ChatPanel';
import { RoundAnnouncer } from './ResultsPanel';

// The live regions of the running game (issue 16: "live regions announce round results, chat
// messages and toasts to screen readers"): what a screen reader is told, and that the region is in
// the page before the change, so the change is announced rather than a new region read as a whole.

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

type Round = GameView['rounds'][number];
const message = (id: number, name: string, text: string) => ({ id, teamId: 11, userId: id, name, text, at: `2030-05-01T02:0${id}:00.000Z` });
const result = (teamId: string, teamName: string, rank: number) => ({ teamId, teamName, colour: '#e53935', decision: decision(), demand: 1000, sales: 900, marketShare: 0.5, priceIndex: 40, revenue: 1, profit: 1, closingCash: 1, cumulativeProfit: 1, closingStock: 0, utilisation: 0.8, score: { total: 60 }, overallScore: 60, rank, overallRank: rank }) as Round['results'][number];
/** A settled round (number 2 is the first official one after the fixture's practice round). */
const settledRound = (number: number, myRank = 2): Round => ({
  id: 100 + number,
  number,
  practice: number === 1,
  status: 'settled',
  deadline: null,
  settledAt: '2030-05-01T03:00:00.000Z',
  reruns: 0,
  market: { totalDemand: 2000, totalSales: 1800, averagePrice: 16_000 },
  results: [result('12', '蓝队', myRank === 1 ? 2 : 1), result('11', '红队', myRank)],
});

afterEach(async () => {
  mockedCall.mockReset();
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('the team chat’s log', { timeout: 60_000 }, () => {
  it('is a polite log from the start, lists the messages oldest first and adds a new one at its end, in the same region', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    // The server answers newest first.
    mockedCall.mockResolvedValue({ list: [message(2, '李四', 'Price at 160?'), message(1, '张队长', 'Hello team')] });
    const { queryClient } = renderWithApp(<ChatPanel view={gameView()} />);
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    // Announcing additions only: an atomic log would read the whole history at every message.
    expect(log.getAttribute('aria-atomic')).not.toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(mockedCall).toHaveBeenCalledWith(api.game.chatList, { courseId: 7 }, expect.anything());
    expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([expect.stringContaining('Hello team'), expect.stringContaining('Price at 160?')]);

    // The socket's chat push refetches the list: the new message joins the end of the same log.
    mockedCall.mockResolvedValue({ list: [message(3, '张队长', 'Agreed: 160.'), message(2, '李四', 'Price at 160?'), message(1, '张队长', 'Hello team')] });
    await act(() => queryClient.invalidateQueries({ queryKey: [api.game.chatList.path] }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(screen.getByRole('log')).toBe(log);
    expect(log.lastElementChild!.textContent).toContain('Agreed: 160.');
    expect(log.lastElementChild!.textContent).toContain('张队长');
  });

  it('holds the empty state inside the region, in either language', async () => {
    mockedCall.mockResolvedValue({ list: [] });
    renderWithApp(<ChatPanel view={gameView()} />);
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('暂'));
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('log').textContent).toContain('No messages yet.');
  });
});

describe('the “round settled” announcement', () => {
  const view = (member: boolean) => ({ ...gameView(), myTeam: member ? gameView().myTeam : null }) as GameView;
  /** The announcer as the results panel holds it, its settled rounds changed as a push would change them. */
  function renderAnnouncer(member: boolean, initial: Round[]) {
    let setRounds: (rounds: Round[]) => void = () => undefined;
    function Harness() {
      const [rounds, set] = useState(initial);
      setRounds = set;
      return <RoundAnnouncer view={view(member)} settled={rounds} />;
    }
    renderWithApp(<Harness />);
    return { settle: (rounds: Round[]) => act(() => setRounds(rounds)) };
  }

  it('says nothing of the rounds settled before the page opened, then announces a new one with the team’s rank', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const { settle } = renderAnnouncer(true, [settledRound(1), settledRound(2)]);
    const region = screen.getByTestId('round-announcer');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    await settle([settledRound(1), settledRound(2), settledRound(3, 1)]);
    expect(screen.getByTestId('round-announcer')).toBe(region);
    expect(region.textContent).toBe('Round 2 is settled: our team ranked 1 of 2.');
  });

  it('tells a watcher without a team (the lecturer) that the results are in, in Chinese too', async () => {
    const { settle } = renderAnnouncer(false, []);
    const region = screen.getByTestId('round-announcer');
    expect(region.textContent).toBe('');
    await settle([settledRound(1)]);
    expect(region.textContent).toBe('练习轮已结算，结果已公布。');
    // The same round again (a refetch): not a new announcement, the text stays.
    await settle([settledRound(1)]);
    expect(screen.getByTestId('round-announcer')).toBe(region);
    expect(region.textContent).toBe('练习轮已结算，结果已公布。');
  });
});
