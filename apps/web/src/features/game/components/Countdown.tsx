import { useEffect, useRef } from 'react';
import { Tag } from 'antd';
import { ClockCircleOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatLeft, useTimeLeft } from '../../../lib/timeLeft';

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
