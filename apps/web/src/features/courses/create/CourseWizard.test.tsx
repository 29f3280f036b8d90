import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLocale } from '../../../i18n';
import * as client from '../../../api/client';
import { CourseWizard, draftKey } from './CourseWizard';
import { defaultDetails, proposeTeams, serializeDraft, emptyTeams } from './model';

/**
 * Each test's bound against a hang, not a speed requirement: rendering the whole wizard in jsdom
 * took up to 110 s on a loaded 2-core CI machine (and 36 s for the shortest test, over its old 30 s).
 */
const HANG_GUARD = 240_000;

/** The wizard in a data router (its leave guard needs one), with a page to leave to. */
function renderWizard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/create-generalcourse-comm', element: <CourseWizard kind="open" /> },
      { path: '/course-management', element: <p>The list</p> },
    ],
    { initialEntries: ['/create-generalcourse-comm'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return router;
}

describe('the course wizard', () => {
  beforeEach(async () => {
    await setLocale('en-US');
  });
  afterEach(() => vi.restoreAllMocks());

  it('checks step 1 with the shared rules, then proposes the teams; an open session may submit them empty', async () => {
    const user = userEvent.setup();
    const call = vi.spyOn(client, 'call').mockImplementation(async (endpoint) => {
      if (endpoint.path === '/course/create.json') {
        return { course: { id: 7, name: 'Open day', tsVersion: null }, teams: [], me: null, abilities: {}, history: [] } as never;
      }
      if (endpoint.path === '/user/asset/select.json') return { coins: 0, credits: 0, company: null, entitlements: [] } as never;
      throw new Error(`unexpected ${endpoint.path}`);
    });
    const router = renderWizard();

    // Blank required fields, named by the course's own labels.
    await user.click(screen.getByTestId('wizard-next'));
    // antd shows each field's message as its own validation settles: wait for each.
    for (const text of ['Course name: is required', 'Case study: is required', 'Introduction: is required']) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTestId('team-cards')).toBeNull();

    for (const [field, text] of [['field-name', 'Open day'], ['field-caseStudy', 'A case'], ['field-introduction', 'An introduction']]) {
      await user.click(screen.getByTestId(field));
      await user.paste(text);
    }
    await user.click(screen.getByTestId('wizard-next'));
    const cards = await screen.findByTestId('team-cards');
    expect(within(cards).getAllByText(/^Team \d$/).map((n) => n.textContent)).toEqual(['Team 1', 'Team 2', 'Team 3', 'Team 4']);
    expect(within(cards).getAllByText('0 / 6')).toHaveLength(4);
    expect(screen.getByTestId('teams-empty-hint').textContent).toBe('Teams may stay empty: learners fill them by signing up. At the start, at least 4 teams need students or the course fails to start.');

    // Without course credits nothing is offered, and the seats are not paid with them.
    expect(screen.queryByTestId('pay-with-credits')).toBeNull();
    await user.click(screen.getByTestId('wizard-create'));
    const created = () => call.mock.calls.find(([endpoint]) => endpoint.path === '/course/create.json');
    await waitFor(() => expect(created()).toBeTruthy());
    const request = created()![1] as Record<string, unknown>;
    expect(request).toMatchObject({ kind: 'open', name: 'Open day', priceFen: 0, teamCount: 4, lecturerId: null, initialPassword: null, payWithCredits: false });
    expect(await screen.findByText('Course created')).toBeTruthy();
    expect(screen.getByTestId('success-name').textContent).toBe('Open day');
    // The draft is gone once the course exists, and leaving no longer asks.
    expect(sessionStorage.getItem(draftKey('open'))).toBeNull();
    await router.navigate('/course-management');
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
  }, HANG_GUARD);

  it('asks before leaving with something entered: stay, leave keeping the draft, or discard it', async () => {
    const router = renderWizard();
    // fireEvent, not userEvent: the details form is large and jsdom is slow at pointer sequences.
    fireEvent.change(await screen.findByTestId('field-name'), { target: { value: 'Half done' } });
    void router.navigate('/course-management');
    fireEvent.click(await screen.findByTestId('leave-stay', {}, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.blockers.size === 0 || [...router.state.blockers.values()].every((b) => b.state === 'unblocked')).toBe(true));
    expect(router.state.location.pathname).toBe('/create-generalcourse-comm');
    // A reload or closing the tab gets the browser's prompt.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    void router.navigate('/course-management');
    await waitFor(() => expect([...router.state.blockers.values()].some((b) => b.state === 'blocked')).toBe(true));
    expect(screen.getAllByText('Leave the course wizard?').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('leave-discard'));
    expect(await screen.findByText('The list', {}, { timeout: 10_000 })).toBeTruthy();
    expect(sessionStorage.getItem(draftKey('open'))).toBeNull();
  }, HANG_GUARD);

  it('leaves without asking when nothing was entered', async () => {
    const router = renderWizard();
    await screen.findByTestId('field-name');
    await router.navigate('/course-management');
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  }, HANG_GUARD);

  it('restores a kept draft and offers to start over', async () => {
    sessionStorage.setItem(draftKey('open'), serializeDraft({ step: 1, details: { ...defaultDetails(), name: 'Kept' }, teams: proposeTeams(emptyTeams, 4, 24, (n) => `Team ${n}`) }));
    renderWizard();
    expect(await screen.findByTestId('draft-restored')).toBeTruthy();
    expect(screen.getByTestId('team-cards')).toBeTruthy();
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('Kept');
  }, HANG_GUARD);
});
