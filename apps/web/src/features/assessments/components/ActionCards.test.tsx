import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionCardEndpoints as C, type ActionBoard, type ActionCard } from '@sandtable/shared/contracts/actionCards';
import { call } from '../../../api/client';
import { i18n } from '../../../i18n';
import { renderWithApp } from '../../courses/detail/test/render';
import ActionCardsPage from '../pages/ActionCards';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const card = (over: Partial<ActionCard>): ActionCard => ({
  id: 1, teamId: 3, title: 'Hold a round', description: '', ownerId: 9, ownerName: 'Li Lei', dueOn: '2030-05-10', status: 'open', source: null, overdue: false,
  createdAt: '2030-05-01T08:00:00.000Z', updatedAt: '2030-05-01T08:00:00.000Z', history: [], abilities: { edit: false, delete: false, events: [] }, ...over,
});
const board = (over: Partial<ActionBoard>): ActionBoard => ({
  courseId: 2, courseName: 'Camp', teamId: 3, teamName: 'Blue', today: '2030-05-05', managed: false, members: [{ userId: 9, name: 'Li Lei' }, { userId: 10, name: 'Han Mei' }],
  cards: [], total: 0, limit: 50, suggestions: [], ...over,
});

describe('/action-cards', () => {
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('shows the cards in columns by status, marks an overdue one in words, and offers the owner only what the server allows', async () => {
    await i18n.changeLanguage('en-US');
    const late = card({ id: 1, title: 'Late one', overdue: true, source: 'teamwork:trust', abilities: { edit: false, delete: false, events: ['start', 'complete'] } });
    const done = card({ id: 2, title: 'Done one', status: 'done', history: [{ from: null, to: 'open', event: 'created', actorName: 'Ms Wang', actorKind: 'lecturer', at: '2030-05-01T08:00:00.000Z' }] });
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === C.board) return board({ cards: [late, done], total: 2 }) as never;
      if (endpoint === C.move) return { ...late, status: 'in_progress' } as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<ActionCardsPage />, { path: '/action-cards?teamId=3' });
    expect(await screen.findByRole('heading', { name: 'Action cards · Blue' })).toBeTruthy();
    const open = screen.getByRole('region', { name: 'Open 1' });
    expect(within(open).getByText('Late one')).toBeTruthy();
    expect(within(open).getByTestId('card-overdue').textContent).toBe('Overdue');
    expect(within(open).getByText('Teamwork status · Candid trust')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Done 1' })).getByText('History (1)')).toBeTruthy();
    // A member: no new card, no suggestions, no edit or delete.
    expect(screen.queryByTestId('card-new')).toBeNull();
    expect(screen.queryByTestId('card-suggestions')).toBeNull();
    expect(screen.queryByTestId('card-edit')).toBeNull();
    await userEvent.click(within(open).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(C.move, { id: 1, event: 'start', from: 'open' }));
  });

  it('offers the managers the suggestions on an empty board, and prefills the dialog from one in the reader’s language', async () => {
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === C.board) return board({ managed: true, suggestions: [{ key: 'teamwork:trust', instrument: 'teamwork', area: 'trust', need: 1, percentile: 12, reason: 'focus', taken: false }] }) as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWithApp(<ActionCardsPage />, { path: '/action-cards?teamId=3' });
    const suggestion = await screen.findByTestId('suggestion-teamwork:trust');
    expect(suggestion.textContent).toContain('团队协作状态 · 坦诚互信 — 应从这里入手, 百分位 12');
    expect(screen.getByTestId('cards-empty').textContent).toContain('还没有行动卡');
    await userEvent.click(within(suggestion).getByTestId('suggestion-take'));
    const dialog = await screen.findByTestId('card-title');
    expect((dialog as HTMLInputElement).value).toBe('开一次“我的工作方式”分享会');
  });

  it('asks for the team when the address has none', async () => {
    renderWithApp(<ActionCardsPage />, { path: '/action-cards' });
    expect(await screen.findByText('你无法作答此测评。')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalled();
  });
});
