import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../lib/useMediaQuery';
import { AntFrame } from './AntFrame';

vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), call: vi.fn(() => new Promise(() => {})) }));

/** What antd's components read for their transitions. */
function Motion() {
  const { token } = theme.useToken();
  return <output>{`${String(token.motion)} ${token.motionDurationMid}`}</output>;
}

const original = window.matchMedia;
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ ...original(query), matches: reduce && query === REDUCED_MOTION_QUERY })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = original;
});

function renderFrame() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntFrame>
        <Motion />
      </AntFrame>
    </QueryClientProvider>,
  );
  return screen.getByRole('status').textContent;
}

describe('antd frame and motion', () => {
  it('keeps antd’s transitions by default', () => {
    prefersReducedMotion(false);
    expect(renderFrame()).toBe('true 0.2s');
  });

  it('switches them off for a person who asked their system for less motion', () => {
    prefersReducedMotion(true);
    expect(renderFrame()).toBe('false 0s');
  });
});
