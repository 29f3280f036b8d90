import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { api } from '@sandtable/shared/contracts/index';
import type { GameView } from '@sandtable/shared/contracts/game';
import { i18n } from '../../../i18n';
import { ApiError, call } from '../../../api/client';
import { renderWithApp } from '../../courses/detail/test/render';
import { stateKey } from '../hooks';
import { decision, gameView } from '../test/fixtures';
import { DecisionPanel } from './DecisionPanel';

vi.mock('../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

/** The page's wiring: the panel shows the cached game state, which the panel's refetch replaces. */
function FromCache({ initial }: { initial: GameView }) {
  const { data } = useQuery({ queryKey: stateKey(7), queryFn: () => initial, initialData: initial, staleTime: Infinity });
  return <DecisionPanel view={data} position={data.position!} />;
}

const preview = (id: string) => screen.getByTestId(`preview-${id}`).querySelector('dd')!.textContent;
/** The previews follow the form a render later (Form.useWatch): wait for the value, never read it early. */
const previewBecomes = (id: string, text: string) => waitFor(() => expect(preview(id)).toBe(text));
const field = (name: string) => screen.getByTestId(`field-${name}`).querySelector('input') ?? (screen.getByTestId(`field-${name}`) as HTMLInputElement);

async function retype(name: string, value: string) {
  const input = field(name);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('DecisionPanel', { timeout: 60_000 }, () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('starts from the team’s draft and previews unit cost, production cost and cash after spending', async () => {
    const view = gameView({ draft: decision(), version: 3, lastEditor: 'Li Lei' });
    renderWithApp(<DecisionPanel view={view} position={view.position!} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('160.00'));
    await previewBecomes('unit-cost', '¥100.00');
    await previewBecomes('production-cost', '¥100,000.00');
    expect(preview('overtime-premium')).toContain('¥0.00');
    // 200,000 − 100,000 production − 12,000 marketing − 6,000 R&D − 10,000 overhead − 12,000 upkeep
    await waitFor(() => expect(screen.getByTestId('preview-cash-after').textContent).toContain('¥60,000.00'));
    expect(screen.getByTestId('last-editor').textContent).toContain('Li Lei');

    // Live: more production with overtime adds the overtime premium (300 units × 10.80).
    await retype('overtimePercent', '30');
    await retype('plannedProduction', '1500');
    await waitFor(() => expect(preview('overtime-premium')).toContain('¥3,240.00'));
    await previewBecomes('production-cost', '¥150,000.00');
    await previewBecomes('output-band', '1050 – 1560 units');
  });

  it('checks the engine’s limits in the reader’s language: price 50–300% of cost, overtime ≤ 30%', async () => {
    const view = gameView({ draft: decision() });
    renderWithApp(<DecisionPanel view={view} position={view.position!} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('160.00'));
    await retype('price', '49.99');
    await retype('overtimePercent', '31');
    await userEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('The price must be at least 50.00 yuan (50% of the unit cost).')).toBeTruthy();
    expect(await screen.findByText('Overtime is at most 30%.')).toBeTruthy();
    await retype('price', '300.01');
    expect(await screen.findByText('The price must be at most 300.00 yuan (300% of the unit cost).')).toBeTruthy();
    await retype('marketing', '');
    expect(await screen.findByText('Enter a value.')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('saves a draft in fen against the version it was loaded from', async () => {
    const view = gameView({ draft: decision(), version: 3 });
    const saved = gameView({ draft: decision({ price: 15_050 }), version: 4, lastEditor: 'Me' });
    mockedCall.mockResolvedValue(saved);
    const { queryClient } = renderWithApp(<DecisionPanel view={view} position={view.position!} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('160.00'));
    await retype('price', '150.5');
    await userEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.draft, { courseId: 7, roundId: 102, decision: decision({ price: 15_050 }), baseVersion: 3 }));
    await waitFor(() => expect(queryClient.getQueryData(stateKey(7))).toBe(saved));
  });

  it('on a draft conflict names who saved and offers to load their draft', async () => {
    const view = gameView({ draft: decision(), version: 3 });
    const theirs = gameView({ draft: decision({ price: 17_000 }), version: 4, lastEditor: 'Han Meimei' });
    mockedCall.mockImplementation(async (endpoint) => {
      if (endpoint === api.game.draft) throw new ApiError({ code: '105004', message: 'Han Meimei saved a newer draft' });
      return theirs;
    });
    renderWithApp(<FromCache initial={view} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('160.00'));
    await retype('price', '155');
    await userEvent.click(screen.getByTestId('save-draft'));
    const warning = await screen.findByTestId('draft-conflict');
    expect(warning.textContent).toContain('Han Meimei saved a newer draft');
    await userEvent.click(within(warning).getByTestId('load-their-draft'));
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('170.00'));
    expect(screen.queryByTestId('draft-conflict')).toBeNull();
  });

  it('lets only the captain submit, after a confirmation', async () => {
    const member = gameView({ captain: false, draft: decision() });
    const { unmount } = renderWithApp(<DecisionPanel view={member} position={member.position!} />);
    expect(screen.queryByTestId('submit-decision')).toBeNull();
    expect(screen.getByText('Only the captain submits.')).toBeTruthy();
    unmount();

    const captain = gameView({ draft: decision() });
    mockedCall.mockResolvedValue(gameView({ draft: decision(), submitted: true, version: 1 }));
    renderWithApp(<DecisionPanel view={captain} position={captain.position!} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('160.00'));
    await userEvent.click(screen.getByTestId('submit-decision'));
    const confirm = await screen.findByTestId('submit-confirm');
    expect(confirm.textContent).toContain('¥160.00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.game.submit, { courseId: 7, roundId: 102, decision: decision() }));
  });

  it('shows the captain the submitted state: who and when, and that they may resubmit until the deadline', async () => {
    const view = gameView({ draft: decision(), submitted: true });
    renderWithApp(<DecisionPanel view={view} position={view.position!} />);
    expect(screen.getByTestId('submitted-by').textContent).toMatch(/^Submitted by 张队长 at \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(screen.getByTestId('submitted-state').textContent).toContain('You can still change it and submit again until the deadline.');
    expect(screen.getByTestId('submitted-tag')).toBeTruthy();
    expect(screen.getByTestId('submit-decision').textContent).toContain('Submit again');
    await waitFor(() => expect((field('price') as HTMLInputElement).disabled).toBe(false));
  });

  it('shows members the submitted decision read-only, labelled with the captain and the time', async () => {
    const view = gameView({ captain: false, draft: decision({ price: 17_500 }), submitted: true, version: 2 });
    renderWithApp(<DecisionPanel view={view} position={view.position!} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('175.00'));
    const state = screen.getByTestId('submitted-state');
    expect(state.textContent).toContain('Submitted by your captain: read-only');
    expect(screen.getByTestId('submitted-by').textContent).toMatch(/^Submitted by 张队长 at \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(state.textContent).toContain('Your captain may still change and resubmit it until the deadline.');
    for (const name of ['price', 'plannedProduction', 'overtimePercent', 'marketing', 'research']) expect((field(name) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('save-draft')).toBeNull();
    expect(screen.queryByTestId('submit-decision')).toBeNull();
  });

  it('a member’s form follows the captain’s resubmission, even with unsaved edits', async () => {
    const editing = gameView({ captain: false, draft: decision(), version: 1 });
    const { queryClient } = renderWithApp(<FromCache initial={editing} />);
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('160.00'));
    await retype('price', '155');
    queryClient.setQueryData(stateKey(7), gameView({ captain: false, draft: decision({ price: 18_000 }), submitted: true, version: 2 }));
    await waitFor(() => expect((field('price') as HTMLInputElement).value).toBe('180.00'));
    expect(screen.queryByTestId('draft-conflict')).toBeNull();
    expect((field('price') as HTMLInputElement).disabled).toBe(true);
  });
});
