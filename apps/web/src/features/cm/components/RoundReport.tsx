import { useState } from 'react';
import { Card, Empty, Select, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeCase, CmPosition, TeamRoundResult } from '@sandtable/sim/change';
import { Chart } from '../../../components/charts/Chart';
import { useLocale } from '../../../i18n/useLocale';
import { roundsLineOption } from '../../game/charts';
import { adoptionSeries, logLine, logTone } from '../model';

/** The organisation before the round: phase, credibility, momentum, critical mass and the level (who is where: the map). */
export function OrgStatus({ position }: { position: CmPosition }) {
  const { t } = useTranslation('game');
  return (
    <div className="cm-status" data-testid="cm-status">
      <div className="cm-status__figures">
        <Statistic title={t('cm.play.phase')} value={t(`cm.phase.${position.phase}`)} data-testid="cm-phase" />
        <Statistic title={t('cm.play.credibility')} value={Math.round(position.credibility)} suffix="/ 100" data-testid="cm-credibility" />
        <Statistic title={t('cm.play.momentum')} value={Math.round(position.momentum * 100)} suffix="%" />
        <div className="cm-status__mass">
          <span className="cm-status__label">{t('cm.play.criticalMass')}</span>
          <Tag color={position.criticalMass ? 'green' : 'default'} data-testid="cm-critical-mass">
            {t(position.criticalMass ? 'cm.play.reached' : 'cm.play.notReached')}
          </Tag>
        </div>
        <div className="cm-status__mass">
          <span className="cm-status__label">{t('cm.play.level')}</span>
          <Tag>{t(`cm.level.${position.level}.name`)}</Tag>
        </div>
      </div>
    </div>
  );
}

/** What happened in a settled round and why: the engine's log in the reader's language, the latest round first chosen. */
export function RoundLog({ c, history }: { c: ChangeCase; history: readonly TeamRoundResult[] }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked !== null && picked <= history.length ? picked : history.length;
  const result = history[round - 1];
  return (
    <Card
      title={t('cm.play.logTitle')}
      size="small"
      data-testid="cm-log"
      extra={
        history.length > 1 ? (
          <Select
            size="small"
            value={round}
            onChange={setPicked}
            aria-label={t('cm.play.logRound')}
            options={history.map((_, i) => ({ value: i + 1, label: t('cm.play.roundN', { round: i + 1 }) }))}
            data-testid="cm-log-round"
          />
        ) : null
      }
    >
      {!result ? (
        <Empty description={t('cm.play.noLog')} />
      ) : (
        <>
          <Typography.Paragraph className="cm-log__summary" data-testid="cm-log-summary">
            {t('cm.play.logSummary', { round, spent: result.spent, score: result.score.toFixed(1), overall: result.overallScore.toFixed(1) })}
          </Typography.Paragraph>
          <ol className="cm-log" aria-label={t('cm.play.roundN', { round })}>
            {result.log.map((entry, i) => (
              <li key={i} className={`cm-log__line cm-log__line--${logTone(entry.code)}`} data-code={entry.code}>
                {logLine(t, entry, c, locale)}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

/** Adoption over the rounds: the adoption index and the shares trying, adopted and resistant. */
export function AdoptionCurve({ history }: { history: readonly TeamRoundResult[] }) {
  const { t } = useTranslation('game');
  if (history.length === 0) return null;
  const rounds = history.map((_, i) => t('cm.play.roundN', { round: i + 1 }));
  return (
    <Card title={t('cm.play.curveTitle')} size="small" data-testid="cm-curve">
      <Chart option={roundsLineOption(rounds, adoptionSeries(t, history), { percent: true })} label={t('cm.play.curveTitle')} height={260} />
    </Card>
  );
}
