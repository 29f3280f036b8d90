import { useEffect, useRef, useState } from 'react';
import { Tag } from 'antd';
import { ClockCircleOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

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

/**
 * The round's countdown: paused, counting (amber in the last minute), or "time is up" while the
 * server closes the round. `onExpire` fires once per deadline when it is reached, so the page can
 * refetch in case the round-closed push was missed.
 */
export function Countdown({ deadline, paused, onExpire }: { deadline: string | null | undefined; paused: boolean; onExpire?: () => void }) {
  const { t } = useTranslation('game');
  const left = useTimeLeft(deadline, !paused);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (left === 0 && !paused && deadline && fired.current !== deadline) {
      fired.current = deadline;
      onExpire?.();
    }
  }, [left, paused, deadline, onExpire]);

  if (paused) {
    return (
      <Tag icon={<PauseCircleOutlined />} color="default" className="game-countdown" data-testid="countdown" data-state="paused">
        {t('countdown.paused')}
      </Tag>
    );
  }
  if (left === null) {
    return (
      <Tag icon={<ClockCircleOutlined />} className="game-countdown" data-testid="countdown" data-state="none">
        {t('countdown.noDeadline')}
      </Tag>
    );
  }
  if (left === 0) {
    return (
      <Tag icon={<ClockCircleOutlined />} color="processing" className="game-countdown" data-testid="countdown" data-state="up">
        {t('countdown.up')}
      </Tag>
    );
  }
  return (
    <Tag
      icon={<ClockCircleOutlined />}
      color={left <= 60_000 ? 'warning' : 'blue'}
      className="game-countdown"
      data-testid="countdown"
      data-state="running"
      role="timer"
      aria-label={t('countdown.label', { time: formatLeft(left) })}
    >
      <span className="tabular">{formatLeft(left)}</span>
    </Tag>
  );
}
