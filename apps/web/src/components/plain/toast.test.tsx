import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { politeMessages } from '../../app/politeMessages';
import { dismissAllToasts, showToast, ToastRegion } from './toast';

describe('the toast region', () => {
  it('is one polite status region that toasts are added to, and each goes after its time', () => {
    vi.useFakeTimers();
    try {
      render(<ToastRegion />);
      const region = screen.getByRole('status');
      expect(region.getAttribute('aria-live')).toBe('polite');
      act(() => void showToast('error', 'Network error', { durationMs: 1000 }));
      expect(region.textContent).toBe('Network error');
      act(() => vi.advanceTimersByTime(1000));
      expect(region.childElementCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps one toast per key and closes on the close button', async () => {
    render(<ToastRegion />);
    act(() => {
      showToast('warning', 'Session expired', { key: 'expired' });
      showToast('warning', 'Session expired', { key: 'expired' });
    });
    expect(screen.getAllByText('Session expired')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByText('Session expired')).toBeNull();
  });

  it('answers antd’s message API: the calls show here, and their promise settles when the toast goes', async () => {
    render(<ToastRegion />);
    const closed = vi.fn();
    let done: ReturnType<typeof politeMessages.success> | undefined;
    act(() => {
      done = politeMessages.success('Saved', 10, closed);
      void politeMessages.open({ type: 'error', content: 'Refused', key: 'k' });
    });
    expect(screen.getByRole('status').textContent).toBe('SavedRefused');
    act(() => politeMessages.destroy('k'));
    expect(screen.queryByText('Refused')).toBeNull();
    act(() => done!());
    await expect(done).resolves.toBe(true);
    expect(closed).toHaveBeenCalledOnce();
    act(() => dismissAllToasts());
  });
});
