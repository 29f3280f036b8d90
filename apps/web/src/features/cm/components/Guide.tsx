import { Card, Table, Tag, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { LEVER_KEYS, ruleFigures, type ChangeCase, type CmParams } from '@sandtable/sim/change';
import { useLocale } from '../../../i18n/useLocale';
import { departmentsOf, LADDER, listensTo, PHASES, say } from '../model';
import { LeverCard } from './LeverCard';
import { StateBadge } from './StateBadge';

/** The guide's sections (docs/simulations/change.md §2–§8), every figure from the engine's ruleFigures. */

/** The case: the organisation, the change, the goal, and its people by department. */
export function CaseBriefing({ c }: { c: ChangeCase }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  return (
    <Card title={say(c.title, locale)} data-testid="cm-case">
      <Typography.Paragraph>{say(c.summary, locale)}</Typography.Paragraph>
      <Typography.Paragraph>
        <strong>{t('cm.guide.goal')}</strong> {say(c.goal, locale)}
      </Typography.Paragraph>
      <Typography.Title level={4} className="cm-section-title">
        {t('cm.guide.peopleTitle', { people: c.stakeholders.length, departments: c.departments.length })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('cm.guide.peopleLead')}</Typography.Paragraph>
      {departmentsOf(c).map((d) => (
        <section key={d.key} className="cm-department" aria-labelledby={`cm-dept-${d.key}`}>
          <Typography.Title level={5} id={`cm-dept-${d.key}`} className="cm-department__name">
            {say(d.name, locale)}
          </Typography.Title>
          <ul className="cm-people">
            {d.people.map((p) => {
              const sources = listensTo(c, p.id).slice(0, 3);
              return (
                <li key={p.id} className="cm-person" data-testid={`cm-person-${p.id}`}>
                  <div className="cm-person__head">
                    <strong>{say(p.name, locale)}</strong>
                    <span className="cm-person__role">{say(p.role, locale)}</span>
                  </div>
                  <div className="cm-person__tags">
                    <Tag>{t(`cm.kind.${p.kind}`)}</Tag>
                    <Tag>{t('cm.guide.influence', { value: p.influence })}</Tag>
                    <Tag>{t(`cm.stance.${p.stance + 2}`)}</Tag>
                    <StateBadge state={p.initialState ?? 'unaware'} />
                  </div>
                  <Typography.Paragraph className="cm-person__text">{say(p.description, locale)}</Typography.Paragraph>
                  {sources.length > 0 && (
                    <Typography.Paragraph type="secondary" className="cm-person__listens">
                      {t('cm.guide.listensTo', { names: sources.map((s) => say(s.from.name, locale)).join(t('cm.guide.listSeparator')) })}
                    </Typography.Paragraph>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Card>
  );
}

/** How adoption works: the ladder, resistance, phases, critical mass, credibility and momentum. */
export function AdoptionGuide({ params }: { params: CmParams }) {
  const { t } = useTranslation('game');
  const n = ruleFigures(params);
  const values = { ...n, ...Object.fromEntries(Object.entries(n.stateValues).map(([k, v]) => [`value_${k}`, v])) };
  return (
    <Card title={t('cm.guide.adoptionTitle')} data-testid="cm-adoption">
      <Typography.Paragraph>{t('cm.guide.adoptionLead')}</Typography.Paragraph>
      <ol className="cm-ladder" aria-label={t('cm.guide.ladderLabel')}>
        {LADDER.map((s) => (
          <li key={s} className="cm-ladder__step">
            <StateBadge state={s} />
            <span className="cm-ladder__text">{t(`cm.guide.state.${s}`)}</span>
          </li>
        ))}
      </ol>
      <div className="cm-ladder__resistant">
        <StateBadge state="resistant" />
        <span className="cm-ladder__text">{t('cm.guide.state.resistant')}</span>
      </div>
      <Typography.Title level={4} className="cm-section-title">
        {t('cm.guide.phasesTitle')}
      </Typography.Title>
      <ol className="cm-phases">
        {PHASES.map((p) => (
          <li key={p}>
            <strong>{t(`cm.phase.${p}`)}</strong>
            {' — '}
            {t(`cm.guide.phase.${p}`, values)}
          </li>
        ))}
      </ol>
      {(['criticalMass', 'credibility', 'momentum', 'score'] as const).map((k) => (
        <Typography.Paragraph key={k}>
          <Trans t={t} i18nKey={`cm.guide.${k}`} values={values} components={{ b: <strong /> }} />
        </Typography.Paragraph>
      ))}
    </Card>
  );
}

/** Every lever: cost, scope, cooldown and phase fit. */
export function LeverGuide({ params }: { params: CmParams }) {
  const { t } = useTranslation('game');
  const n = ruleFigures(params);
  return (
    <Card title={t('cm.guide.leversTitle')} data-testid="cm-levers">
      <Typography.Paragraph>{t('cm.guide.leversLead', { budget: n.budget, mismatchPenalty: n.mismatchPenalty })}</Typography.Paragraph>
      <div className="cm-lever-grid">
        {LEVER_KEYS.map((key) => (
          <LeverCard key={key} lever={key} />
        ))}
      </div>
    </Card>
  );
}

/** The three levels of resistance a lecturer may choose. */
export function LevelsGuide({ params }: { params: CmParams }) {
  const { t } = useTranslation('game');
  const n = ruleFigures(params);
  const rows = n.levels.map((l) => ({ key: l.key, name: t(`cm.level.${l.key}.name`), text: t(`cm.level.${l.key}.text`), credibility: l.credibility }));
  return (
    <Card title={t('cm.guide.levelsTitle')} data-testid="cm-levels">
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'name', title: t('cm.guide.level'), render: (_, r) => (r.key === n.level ? <strong>{r.name}</strong> : r.name), width: 140 },
          { key: 'text', title: t('cm.guide.levelText'), dataIndex: 'text' },
          { key: 'credibility', title: t('cm.guide.startCredibility'), dataIndex: 'credibility', align: 'right', width: 110 },
        ]}
      />
    </Card>
  );
}
