import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n';
import { formatLeft, msLeft } from '../../../lib/timeLeft';
import { Countdown } from './Countdown';

const NOW = Date.parse('2030-05-01T02:00:00.000Z');
const inSeconds = (s: number) => new Date(NOW + s * 1000).toISOString();
const show = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('Countdown', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    await i18n.changeLanguage('en-US');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('zh-CN');
  });

  it('formats the time left, rounding seconds up', () => {
    expect(formatLeft(245_000)).toBe('4:05');
    expect(formatLeft(3_723_000)).toBe('1:02:03');
    expect(formatLeft(1)).toBe('0:01');
    expect(msLeft(inSeconds(10), NOW)).toBe(10_000);
    expect(msLeft(inSeconds(-10), NOW)).toBe(0);
    expect(msLeft(null, NOW)).toBeNull();
  });

  it('counts down to the deadline, turns amber in the last minute and reports expiry once', () => {
    const onExpire = vi.fn();
    show(<Countdown deadline={inSeconds(62)} paused={false} onExpire={onExpire} />);
    const tag = screen.getByTestId('countdown');
    expect(tag.textContent).toBe('1:02');
    // A named timer (read on demand, not announced every second: docs/decisions/web-accessibility.md).
    expect(screen.getByRole('timer', { name: '1:02 left' })).toBe(tag);
    expect(tag.className).toContain('blue');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('countdown').textContent).toBe('0:59');
    expect(screen.getByTestId('countdown').className).toContain('warning');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByTestId('countdown').dataset.state).toBe('up');
    expect(screen.getByTestId('countdown').textContent).toContain('Time is up');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows paused instead of a time, and does not expire while paused', () => {
    const onExpire = vi.fn();
    show(<Countdown deadline={inSeconds(-5)} paused onExpire={onExpire} />);
    expect(screen.getByTestId('countdown').dataset.state).toBe('paused');
    expect(screen.getByTestId('countdown').textContent).toContain('Paused');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('says when a round has no deadline', async () => {
    await i18n.changeLanguage('zh-CN');
    show(<Countdown deadline={null} paused={false} />);
    expect(screen.getByTestId('countdown').textContent).toContain('无截止时间');
  });
});
