import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setLocale } from '../../i18n';
import * as client from '../../api/client';
import { setGrantedAuthorities } from '../../api/session';
import { CHANGE_INITIAL_PASSWORD_PATH, HOME_PATH } from '../../app/routes';
import { InitialPasswordGate } from './InitialPasswordGate';
import ChangeInitialPasswordPage from './pages/ChangeInitialPassword';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={HOME_PATH} element={<InitialPasswordGate>home page</InitialPasswordGate>} />
            <Route path={CHANGE_INITIAL_PASSWORD_PATH} element={<ChangeInitialPasswordPage />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

const session = (mustChangePassword: boolean) => ({ user: { id: 1, name: '周一', mustChangePassword }, role: 'student', grantedAuthorities: ['portal:use'] });

describe('an account with an initial password', () => {
  beforeEach(async () => {
    await setLocale('en-US');
    setGrantedAuthorities(['portal:use']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is sent to choose its own password before any portal page, and reaches home once it has', async () => {
    let changed = false;
    const call = vi.spyOn(client, 'call').mockImplementation(async (endpoint, body) => {
      if (endpoint.path === '/user/loginUserInfo.json') return session(!changed) as never;
      if (endpoint.path === '/user/updatePassword.json') {
        expect(body).toEqual({ oldPassword: 'Start123', password: 'Mine4567', confirmPassword: 'Mine4567' });
        changed = true;
        return {} as never;
      }
      throw new Error(`unexpected ${endpoint.path}`);
    });
    const user = userEvent.setup();
    renderAt(HOME_PATH);

    expect(await screen.findByText('Choose your own password')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
    await user.type(screen.getByLabelText('Current password'), 'Start123');
    await user.type(screen.getByLabelText('New password'), 'Mine4567');
    await user.type(screen.getByLabelText('Confirm password'), 'Mine4567');
    await user.click(screen.getByTestId('initial-password-submit'));

    expect(await screen.findByText('home page')).toBeTruthy();
    await waitFor(() => expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/updatePassword.json' }), expect.anything()));
  });

  it('an account with its own password goes straight on', async () => {
    vi.spyOn(client, 'call').mockImplementation(async () => session(false) as never);
    renderAt(HOME_PATH);
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
