import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import type { RouteHandle } from '../currentRoute';
import type { AppRoute } from '../routes';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`${label} ${count}`}</button>;
}

const route = (path: string, keepAlive: boolean): RouteHandle => ({
  route: { path, title: 'menu:home', access: 'session', layout: 'shell', keepAlive, page: () => Promise.resolve({ default: () => null }) } satisfies AppRoute,
});

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { path: '/draft', handle: route('/draft', true), element: <Counter label="draft" /> },
          { path: '/other', handle: route('/other', false), element: <Counter label="other" /> },
        ],
      },
    ],
    { initialEntries: ['/draft'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet', () => {
  it('keeps a keepAlive page (and its state) while the user is elsewhere', async () => {
    const router = setup();
    await userEvent.click(screen.getByText('draft 0'));
    await userEvent.click(screen.getByText('draft 1'));

    await act(() => router.navigate('/other'));
    expect(screen.getByText('draft 2', { selector: 'button' }).closest('div')!.hidden).toBe(true);
    await userEvent.click(screen.getByText('other 0'));

    await act(() => router.navigate('/draft'));
    expect(screen.getByText('draft 2').closest('div')!.hidden).toBe(false);
    // An ordinary page starts afresh.
    await act(() => router.navigate('/other'));
    expect(screen.getByText('other 0')).toBeTruthy();
  });
});
