import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { setLocale } from '../../../i18n';
import * as client from '../../../api/client';
import { CourseWizard, draftKey } from './CourseWizard';
import { defaultDetails, proposeTeams, serializeDraft, emptyTeams } from './model';

function renderWizard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter initialEntries={['/create-generalcourse-comm']}>
          <CourseWizard kind="open" />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
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
      throw new Error(`unexpected ${endpoint.path}`);
    });
    renderWizard();

    // Blank required fields, named by the course's own labels.
    await user.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText('Course name: is required')).toBeTruthy();
    expect(screen.getByText('Case study: is required')).toBeTruthy();
    expect(screen.getByText('Introduction: is required')).toBeTruthy();
    expect(screen.queryByTestId('team-cards')).toBeNull();

    for (const [field, text] of [['field-name', 'Open day'], ['field-caseStudy', 'A case'], ['field-introduction', 'An introduction']]) {
      await user.click(screen.getByTestId(field));
      await user.paste(text);
    }
    await user.click(screen.getByTestId('wizard-next'));
    const cards = await screen.findByTestId('team-cards');
    expect(within(cards).getAllByText(/^Team \d$/).map((n) => n.textContent)).toEqual(['Team 1', 'Team 2', 'Team 3', 'Team 4']);
    expect(within(cards).getAllByText('0 / 6')).toHaveLength(4);

    await user.click(screen.getByTestId('wizard-create'));
    await waitFor(() => expect(call).toHaveBeenCalled());
    const request = call.mock.calls[0][1] as Record<string, unknown>;
    expect(request).toMatchObject({ kind: 'open', name: 'Open day', priceFen: 0, teamCount: 4, lecturerId: null, initialPassword: null });
    expect(await screen.findByText('Course created')).toBeTruthy();
    expect(screen.getByTestId('success-name').textContent).toBe('Open day');
    // The draft is gone once the course exists.
    expect(sessionStorage.getItem(draftKey('open'))).toBeNull();
  }, 40_000);

  it('restores a kept draft and offers to start over', async () => {
    sessionStorage.setItem(draftKey('open'), serializeDraft({ step: 1, details: { ...defaultDetails(), name: 'Kept' }, teams: proposeTeams(emptyTeams, 4, 24, (n) => `Team ${n}`) }));
    renderWizard();
    expect(await screen.findByTestId('draft-restored')).toBeTruthy();
    expect(screen.getByTestId('team-cards')).toBeTruthy();
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('Kept');
  }, 30_000);
});
