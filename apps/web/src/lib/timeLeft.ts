// The time left to a deadline the server gave (a round's, an order's): counted against the clock,
// so a throttled background tab still shows the right figure.
import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` at `now`; null without a deadline. Never negative. */
export function msLeft(deadline: string | null | undefined, now: number): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** "4:05", "1:02:03": whole seconds rounded up, so 0:00 shows only when time is really up. */
export function formatLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The time left to a deadline, re-read from the clock four times a second (a throttled tab stays right). */
export function useTimeLeft(deadline: string | null | undefined, running: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || !deadline) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline, running]);
  return msLeft(deadline, now);
}
