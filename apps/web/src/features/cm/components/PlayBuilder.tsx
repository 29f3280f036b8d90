import type { ReactNode } from 'react';
import { Alert, Button, Progress, Select, Tag, Tooltip, Typography } from 'antd';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LEVER_KEYS, type ChangeCase, type CmPosition, type CmPreview, type LeverKey, type LeverPlay } from '@sandtable/sim/change';
import { useLocale } from '../../../i18n/useLocale';
import { fitGrade, fitText, issuesByPlay, leverFacts, targetOptions, withPlay, withoutPlay, withPlayMoved, withTarget } from '../model';
import { LeverCard } from './LeverCard';

/**
 * The round's plays as the team builds them: the budget spent live, each play with its target,
 * reach, fit and what would go wrong (the engine's preview and validation), and the lever cards to
 * add from. `onChange` absent: read-only (a member after the captain submitted, a finished game).
 * `footer`: the draft's actions (save, submit) under the plays.
 */
export function PlayBuilder({
  c,
  position,
  plays,
  preview,
  onChange,
  footer,
}: {
  c: ChangeCase;
  position: CmPosition;
  plays: readonly LeverPlay[];
  preview: CmPreview;
  onChange?: (plays: LeverPlay[]) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const { byPlay, general } = issuesByPlay(preview.issues);
  const over = preview.left < 0;
  const restsUntil = (lever: LeverKey) => {
    const free = position.cooldowns[lever];
    return free !== undefined && free > position.round ? free : null;
  };
  return (
    <div className={`cm-builder${onChange ? '' : ' cm-builder--read-only'}`} data-testid="cm-builder">
      <div className="cm-builder__draft">
      <section className="cm-budget" aria-labelledby="cm-budget-title" data-testid="cm-budget">
        <Typography.Title level={5} id="cm-budget-title" className="cm-budget__title">
          {t('cm.play.budgetTitle')}
        </Typography.Title>
        <Progress
          percent={Math.min(100, Math.round((100 * preview.spent) / position.budget))}
          status={over ? 'exception' : 'normal'}
          showInfo={false}
          aria-label={t('cm.play.budgetTitle')}
        />
        <p className={`cm-budget__figures${over ? ' cm-budget__figures--over' : ''}`} aria-live="polite" data-testid="cm-budget-figures">
          {t('cm.play.budgetFigures', { spent: preview.spent, budget: position.budget, left: preview.left })}
        </p>
      </section>
      {general.map((issue, i) => (
        <Alert key={i} type="error" showIcon className="cm-builder__alert" title={t(`validation:${issue.code}`, { limit: issue.limit })} data-testid="cm-issue" />
      ))}
      <section aria-labelledby="cm-plays-title">
        <Typography.Title level={5} id="cm-plays-title">
          {t('cm.play.playsTitle', { count: plays.length })}
        </Typography.Title>
        {plays.length === 0 ? (
          <Typography.Paragraph type="secondary" data-testid="cm-no-plays">
            {onChange ? t('cm.play.noPlays') : t('cm.play.noPlaysReadOnly')}
          </Typography.Paragraph>
        ) : (
          <ol className="cm-plays" data-testid="cm-plays">
            {plays.map((play, i) => {
              const facts = leverFacts(play.lever);
              const p = preview.plays[i];
              const name = t(`cm.lever.${play.lever}.name`);
              const grade = fitGrade(p?.fit ?? 1);
              return (
                <li key={`${play.lever}-${i}`} className="cm-play" data-testid="cm-play">
                  <div className="cm-play__main">
                    <strong className="cm-play__name">{name}</strong>
                    <span className="cm-play__cost">{t('cm.guide.points', { count: facts.cost })}</span>
                  </div>
                  <div className="cm-play__target">
                    {facts.scope === 'all' ? (
                      <span>{t('cm.play.reachesEveryone')}</span>
                    ) : (
                      <Select
                        className="cm-play__select"
                        aria-label={t('cm.play.targetOf', { lever: name })}
                        placeholder={t(facts.scope === 'person' ? 'cm.play.choosePerson' : 'cm.play.chooseDepartment')}
                        value={play.target ?? undefined}
                        options={targetOptions(c, facts.scope, locale)}
                        onChange={(target: string) => onChange?.(withTarget(plays, i, target))}
                        disabled={!onChange}
                        showSearch={{ optionFilterProp: 'label' }}
                        popupMatchSelectWidth={false}
                        data-testid="cm-play-target"
                      />
                    )}
                  </div>
                  <div className="cm-play__tags">
                    {p && <Tag>{t('cm.play.reach', { count: p.reach })}</Tag>}
                    {p && <Tag color={grade === 'strong' ? 'green' : grade === 'weak' ? 'orange' : 'default'}>{t(`cm.guide.fit.${grade}`)} {fitText(p.fit)}</Tag>}
                    {p?.wouldFail && <Tag color="red">{t(play.lever === 'coalition' ? 'cm.play.wouldBeRefused' : 'cm.play.wouldFail')}</Tag>}
                  </div>
                  {(byPlay.get(i) ?? []).map((issue, k) => (
                    <Typography.Text key={k} type="danger" className="cm-play__issue" data-testid="cm-play-issue">
                      {t(`validation:${issue.code}`, { limit: issue.limit })}
                    </Typography.Text>
                  ))}
                  {onChange && (
                    <div className="cm-play__actions">
                      <Tooltip title={t('cm.play.moveUp')}>
                        <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('cm.play.moveUpOf', { lever: name })} disabled={i === 0} onClick={() => onChange(withPlayMoved(plays, i, -1))} />
                      </Tooltip>
                      <Tooltip title={t('cm.play.remove')}>
                        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('cm.play.removeOf', { lever: name })} onClick={() => onChange(withoutPlay(plays, i))} data-testid="cm-play-remove" />
                      </Tooltip>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {footer}
      </div>
      {onChange && (
        <section aria-labelledby="cm-lever-cards-title" className="cm-builder__levers">
          <Typography.Title level={5} id="cm-lever-cards-title">
            {t('cm.play.leversTitle')}
          </Typography.Title>
          <div className="cm-lever-grid cm-lever-grid--play">
            {LEVER_KEYS.map((key) => (
              <LeverCard
                key={key}
                lever={key}
                phase={position.phase}
                restsUntil={restsUntil(key)}
                compact
                action={
                  <Button size="small" icon={<PlusOutlined />} disabled={restsUntil(key) !== null} onClick={() => onChange(withPlay(plays, key))} aria-label={t('cm.play.addOf', { lever: t(`cm.lever.${key}.name`) })} data-testid={`cm-add-${key}`}>
                    {t('cm.play.add')}
                  </Button>
                }
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
