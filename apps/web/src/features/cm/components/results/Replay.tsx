import { useState } from 'react';
import { Button, Card, Empty, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ChangeCase, CmPosition, TeamRoundResult } from '@sandtable/sim/change';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { failureText } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import { logLine, logTone, targetName } from '../../model';
import { stepFrame } from '../../results';
import { OrgStatus } from '../RoundReport';
import { StakeholderMap } from '../StakeholderMap';

/**
 * A team's game replayed round by round (courseReplayUrl): per round the organisation before it,
 * the plays, the organisation after it and the log of why. Steps with the buttons or the round
 * picker; the map has its list view as everywhere.
 */
export function Replay({ c, courseId, teamId }: { c: ChangeCase; courseId: number; teamId?: number }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const request = teamId ? { courseId, teamId } : { courseId };
  const replay = useQuery({ queryKey: keyOf(api.gameCm.courseReplayUrl, request), queryFn: ({ signal }) => call(api.gameCm.courseReplayUrl, request, { signal }) });
  const [index, setIndex] = useState(0);
  if (replay.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (replay.isError)
    return (
      <Empty description={failureText(replay.error) ?? t('cm.results.loadFailed')}>
        <Button onClick={() => void replay.refetch()}>{t('common:action.retry')}</Button>
      </Empty>
    );
  const frames = replay.data.frames;
  if (frames.length === 0) return <Empty description={t('cm.results.noRounds')} />;
  const at = Math.min(index, frames.length - 1);
  const frame = frames[at]!;
  const before = frame.before as unknown as CmPosition;
  const after = frame.after as unknown as TeamRoundResult;
  const label = (f: (typeof frames)[number]) => (f.practice ? t('cm.results.practiceRound', { round: f.number }) : t('cm.results.roundShort', { round: f.number }));
  return (
    <div className="stack" data-testid="cm-replay">
      <Space wrap className="cm-replay__bar">
        <Button icon={<LeftOutlined />} disabled={at === 0} onClick={() => setIndex(stepFrame(at, -1, frames.length))} data-testid="cm-replay-prev">
          {t('cm.results.replay.prev')}
        </Button>
        <Select
          value={at}
          onChange={setIndex}
          aria-label={t('cm.results.replay.pick')}
          options={frames.map((f, i) => ({ value: i, label: label(f) }))}
          data-testid="cm-replay-round"
          style={{ minWidth: 140 }}
        />
        <Button icon={<RightOutlined />} iconPlacement="end" disabled={at === frames.length - 1} onClick={() => setIndex(stepFrame(at, 1, frames.length))} data-testid="cm-replay-next">
          {t('cm.results.replay.next')}
        </Button>
        <Typography.Text aria-live="polite" data-testid="cm-replay-position">
          {t('cm.results.replay.position', { n: at + 1, total: frames.length })}
        </Typography.Text>
        {frame.source !== 'captain' && <Tag>{t(`cm.results.source.${frame.source}`)}</Tag>}
      </Space>
      <Card size="small" title={t('cm.results.replay.before', { round: label(frame) })}>
        <OrgStatus position={before} />
      </Card>
      <Card size="small" title={t('cm.results.replay.plays', { spent: after.spent })} data-testid="cm-replay-plays">
        {after.decision.plays.length === 0 ? (
          <Typography.Text type="secondary">{t('cm.results.replay.noPlays')}</Typography.Text>
        ) : (
          <ol className="cm-replay__plays">
            {after.decision.plays.map((p, i) => (
              <li key={i}>
                {t(`cm.lever.${p.lever}.name`)} → {targetName(t, c, p.target, locale)}
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card size="small" title={t('cm.results.replay.after', { score: after.score.toFixed(1), overall: after.overallScore.toFixed(1) })}>
        <StakeholderMap c={c} people={after.people} />
      </Card>
      <Card size="small" title={t('cm.play.logTitle')}>
        <ol className="cm-log" aria-label={label(frame)} data-testid="cm-replay-log">
          {after.log.map((entry, i) => (
            <li key={i} className={`cm-log__line cm-log__line--${logTone(entry.code)}`} data-code={entry.code}>
              {logLine(t, entry, c, locale)}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
