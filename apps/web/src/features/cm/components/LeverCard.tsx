import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeverKey, Phase } from '@sandtable/sim/change';
import { fitGrade, fitText, leverFacts, PHASES } from '../model';

const GRADE_COLOUR = { strong: 'green', fair: 'default', weak: 'orange' } as const;

/**
 * One lever as a card: what it does, its cost, scope and cooldown, and its fit with each phase
 * (the current one marked when `phase` is given). `restsUntil` marks a lever still resting; `action`
 * is the play screen's "add" button; `compact` (the play screen) shows the current phase's fit only.
 * The figures are the engine's (levers.ts).
 */
export function LeverCard({ lever, phase, restsUntil, action, compact }: { lever: LeverKey; phase?: Phase; restsUntil?: number | null; action?: ReactNode; compact?: boolean }) {
  const { t } = useTranslation('game');
  const f = leverFacts(lever);
  const headingId = `cm-lever-${lever}`;
  return (
    <article className={`cm-lever${restsUntil ? ' cm-lever--resting' : ''}`} aria-labelledby={headingId} data-testid={`cm-lever-${lever}`}>
      <header className="cm-lever__head">
        <Typography.Title level={5} id={headingId} className="cm-lever__name">
          {t(`cm.lever.${lever}.name`)}
        </Typography.Title>
        <span className="cm-lever__cost" data-testid="cm-lever-cost">
          {t('cm.guide.points', { count: f.cost })}
        </span>
      </header>
      <Typography.Paragraph className="cm-lever__text">{t(`cm.lever.${lever}.text`)}</Typography.Paragraph>
      <div className="cm-lever__facts">
        <Tag>{t(`cm.scope.${f.scope}`)}</Tag>
        <Tag>{f.cooldown ? t('cm.guide.cooldown', { count: f.cooldown }) : t('cm.guide.noCooldown')}</Tag>
        {f.credibility !== 0 && <Tag color={f.credibility > 0 ? 'blue' : 'red'}>{t('cm.guide.credibilityEffect', { value: f.credibility > 0 ? `+${f.credibility}` : String(f.credibility) })}</Tag>}
        {f.supports && <Tag>{t('cm.guide.supports')}</Tag>}
      </div>
      <dl className="cm-lever__fit" aria-label={t('cm.guide.fitTitle')}>
        {(compact && phase ? [phase] : PHASES).map((p) => {
          const grade = fitGrade(f.fit[p]);
          return (
            <div key={p} className={`cm-lever__fit-row${phase === p ? ' cm-lever__fit-row--now' : ''}`}>
              <dt>
                {t(`cm.phase.${p}`)}
                {phase === p && !compact && <span className="cm-lever__now"> {t('cm.guide.now')}</span>}
              </dt>
              <dd>
                <Tag color={GRADE_COLOUR[grade]} className="cm-lever__grade">
                  {t(`cm.guide.fit.${grade}`)} {fitText(f.fit[p])}
                </Tag>
              </dd>
            </div>
          );
        })}
      </dl>
      {restsUntil ? (
        <Typography.Text type="warning" className="cm-lever__rest" data-testid="cm-lever-rests">
          {t('cm.play.restsUntil', { round: restsUntil })}
        </Typography.Text>
      ) : null}
      {action && <div className="cm-lever__action">{action}</div>}
    </article>
  );
}
