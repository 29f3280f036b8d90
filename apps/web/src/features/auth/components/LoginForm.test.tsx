import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../i18n';
import { LoginForm } from './LoginForm';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client', async (original) => ({ ...(await original<typeof import('../../../api/client')>()), call: calls.call }));

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginForm kind="account" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the plain login form', () => {
  beforeEach(async () => {
    calls.call.mockReset();
    await act(() => setLocale('zh-CN'));
  });

  it('checks the shared rules on submit, marks the fields, and checks them again in a new language', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const account = screen.getByRole('textbox', { name: '账号' });
    await waitFor(() => expect(account.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(account.getAttribute('aria-describedby')!)?.textContent).toBe('账号不能为空');
    expect(calls.call).not.toHaveBeenCalled();

    await act(() => setLocale('en-US'));
    await screen.findByText('Account cannot be empty');
  });

  it('puts the server’s field messages (100001) on their fields', async () => {
    const { ApiError } = await import('../../../api/client');
    calls.call.mockRejectedValueOnce(new ApiError({ code: '100001', message: '请检查输入', fields: [{ field: 'password', message: '密码过长' }] }));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'student1');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('密码过长');
    expect(screen.getByLabelText('密码', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
  });
});
