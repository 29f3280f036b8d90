import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown for "resend the code in 42 s" (spec §9: its length comes from the server's
 * `resendAfterSeconds`). Counts against a deadline, so a throttled background tab stays right.
 * Returns [secondsLeft, start(seconds)]; 0 means "may send again".
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  const start = useCallback((seconds: number) => {
    clearInterval(timer.current);
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer.current);
    };
    tick();
    timer.current = setInterval(tick, 250);
  }, []);

  useEffect(() => () => clearInterval(timer.current), []);
  return [left, start];
}
