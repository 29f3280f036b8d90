import { describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Deferred } from '../components/plain/Deferred';
import { busyReason, tracksMount } from './settled';
import type { RouteHandle } from './currentRoute';
import type { AppRoute } from './routes';

const entry: AppRoute = { path: '/page', title: 'menu:home', access: 'session', layout: 'shell', page: () => Promise.resolve({ default: () => null }) };

let setBusy: (busy: boolean) => void = () => undefined;
let setBelow: (below: boolean) => void = () => undefined;
function Page() {
  const [busy, set] = useState(false);
  const [below, showBelow] = useState(false);
  setBusy = set;
  setBelow = showBelow;
  return (
    <div aria-busy={busy}>
      the page
      {below && <Deferred placeholder={<span>room below</span>}>the part below the fold</Deferred>}
    </div>
  );
}

/**
 * The app's shape: a layout that is itself lazy (the shell, under Suspense) around a page whose
 * component the route loads lazily, wrapped by tracksMount. Both loads are released by the test.
 */
function setup() {
  let releasePage!: () => void;
  const pageLoaded = new Promise<void>((resolve) => (releasePage = resolve));
  let releaseShell!: () => void;
  const Shell = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (releaseShell = () => resolve({ default: () => <Outlet /> }))));
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>start</p> },
      {
        element: (
          <Suspense fallback={<p>shell loading</p>}>
            <Shell />
          </Suspense>
        ),
        children: [{ path: '/page', handle: { route: entry } satisfies RouteHandle, lazy: async () => (await pageLoaded, { Component: tracksMount(entry, Page) }) }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, releasePage, releaseShell: () => releaseShell() };
}

describe('the settled signal (window.__sandtable)', () => {
  it('waits for the navigation, the page to mount, its queries and anything aria-busy', async () => {
    const queryClient = new QueryClient();
    const { router, releasePage, releaseShell } = setup();
    expect(busyReason(router, queryClient)).toBeNull();

    let navigated!: Promise<void>;
    act(() => void (navigated = router.navigate('/page')));
    expect(busyReason(router, queryClient)).toMatch(/^navigation/);
    await act(async () => {
      releasePage();
      await navigated;
    });
    // The router is done, but the shell around the page is still loading: not settled.
    expect(router.state.navigation.state).toBe('idle');
    expect(screen.getByText('shell loading')).toBeTruthy();
    expect(busyReason(router, queryClient)).toBe('page /page not mounted');
    await act(async () => releaseShell());
    await screen.findByText('the page');
    expect(busyReason(router, queryClient)).toBeNull();

    // A query in flight keeps it busy until it answers.
    let answer!: (v: number) => void;
    const fetched = queryClient.fetchQuery({ queryKey: ['x'], queryFn: () => new Promise<number>((resolve) => (answer = resolve)) });
    expect(busyReason(router, queryClient)).toBe('1 queries fetching');
    answer(1);
    await fetched;
    expect(busyReason(router, queryClient)).toBeNull();

    // Something on screen that says it is busy (a spinner, a chart loading), by the attribute.
    act(() => setBusy(true));
    expect(busyReason(router, queryClient)).toMatch(/^aria-busy/);
    act(() => setBusy(false));
    expect(busyReason(router, queryClient)).toBeNull();

    // A part waiting for its reader (components/plain/Deferred.tsx): asked without drawing it, the
    // page has settled as a reader who does not scroll sees it; asked plainly, it is drawn, since a
    // test means the whole page.
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    try {
      act(() => setBelow(true));
      expect(busyReason(router, queryClient, { reveal: false })).toBeNull();
      expect(screen.queryByText('the part below the fold')).toBeNull();
      act(() => void expect(busyReason(router, queryClient)).toBe('parts below the fold drawn'));
      expect(screen.getByText(/the part below the fold/)).toBeTruthy();
      expect(busyReason(router, queryClient)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      act(() => setBelow(false));
    }

    // Leaving the page unmounts it; coming back must mount it again.
    await act(async () => void (await router.navigate('/')));
    expect(busyReason(router, queryClient)).toBeNull();
  });
});
