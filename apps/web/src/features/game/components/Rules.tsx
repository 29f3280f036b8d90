import type { ReactNode } from 'react';
import { Card, Col, Row, Table, Typography } from 'antd';
import { DollarOutlined, ExperimentOutlined, FieldTimeOutlined, NotificationOutlined, ToolOutlined } from '@ant-design/icons';
import { Trans, useTranslation } from 'react-i18next';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import type { api } from '@sandtable/shared/contracts/index';
import { marketEngine, normaliseWeights, type MarketParams } from '@sandtable/sim/market';
import { priceIndexExamples, ruleNumbers } from '../rules';
import { PERSPECTIVES } from './StartGamePanel';

export type Mechanism = ResponseOf<typeof api.game.mechanism>;

/** The parameters the rules describe: the course's game's, or the engine's defaults (the server sends either). */
export function mechanismParams(mechanism: Mechanism): MarketParams {
  return marketEngine.readParams(mechanism.params);
}

const DECISIONS = [
  { key: 'price', icon: <DollarOutlined /> },
  { key: 'production', icon: <ToolOutlined /> },
  { key: 'overtime', icon: <FieldTimeOutlined /> },
  { key: 'marketing', icon: <NotificationOutlined /> },
  { key: 'research', icon: <ExperimentOutlined /> },
] as const;

const STEPS = ['decide', 'prefer', 'demand', 'sell', 'produce', 'money', 'score'] as const;

/** The weights as whole percentages of their sum (a lecturer may enter any proportions). */
export function weightPercents(weights: Mechanism['weights']): Record<(typeof PERSPECTIVES)[number], number> {
  const normal = normaliseWeights(weights);
  return Object.fromEntries(PERSPECTIVES.map((p) => [p, Math.round(normal[p] * 100)])) as Record<(typeof PERSPECTIVES)[number], number>;
}

/** What the student decides each round: five cards. */
export function DecisionAreas({ params }: { params: MarketParams }) {
  const { t } = useTranslation('game');
  const n = ruleNumbers(params);
  return (
    <Row gutter={[16, 16]} className="rules__cards">
      {DECISIONS.map(({ key, icon }) => (
        <Col xs={24} sm={12} xl={8} key={key}>
          <Card size="small" title={<span>{icon} {t(`rules.decisions.${key}.title`)}</span>}>
            <Typography.Paragraph className="rules__card-text">{t(`rules.decisions.${key}.text`, n)}</Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** A round in order: numbered tiles that wrap to the width (seven steps never fit one row of text). */
export function RoundSteps() {
  const { t } = useTranslation('game');
  return (
    <ol className="rules__steps" data-testid="round-steps">
      {STEPS.map((s, i) => (
        <li key={s} className="rules__step">
          <span className="rules__step-number" aria-hidden>
            {i + 1}
          </span>
          <span className="rules__step-title">{t(`rules.steps.${s}.title`)}</span>
          <span className="rules__step-text">{t(`rules.steps.${s}.text`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The balanced scorecard: perspectives, measures and this course's (or the default) weights. */
export function ScorecardTable({ mechanism }: { mechanism: Mechanism }) {
  const { t } = useTranslation('game');
  const n = ruleNumbers(mechanismParams(mechanism));
  const weights = weightPercents(mechanism.weights);
  const rows = PERSPECTIVES.map((p) => ({ key: p, name: t(`scorecard.${p}.name`), measure: t(`scorecard.${p}.measure`, n), weight: `${weights[p]}%` }));
  return (
    <Table
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="scorecard-table"
      columns={[
        { key: 'name', title: t('rules.scoring.perspective'), dataIndex: 'name', width: 150 },
        { key: 'measure', title: t('rules.scoring.measure'), dataIndex: 'measure' },
        { key: 'weight', title: t('rules.scoring.weight'), dataIndex: 'weight', width: 90, align: 'right' },
      ]}
    />
  );
}

/** The price index at a few prices (the game's unit cost), computed by the engine. */
export function PriceIndexTable({ params }: { params: MarketParams }) {
  const { t } = useTranslation('game');
  return (
    <Table
      className="rules__table"
      rowKey="price"
      size="small"
      pagination={false}
      dataSource={priceIndexExamples(params)}
      columns={[
        { key: 'price', title: t('rules.price.examplePrice'), render: (_, r) => r.price, align: 'right' },
        { key: 'percent', title: t('rules.price.exampleRatio'), render: (_, r) => `${r.percent}%`, align: 'right' },
        { key: 'index', title: t('rules.price.exampleIndex'), dataIndex: 'index', align: 'right' },
      ]}
    />
  );
}

/** One titled section of running text: paragraphs from an i18n array. */
export function RulesSection({ id, params, children, paragraphs }: { id: string; params: MarketParams; children?: ReactNode; paragraphs?: string[] }) {
  const { t } = useTranslation('game');
  const n = ruleNumbers(params);
  const keys = paragraphs ?? [];
  return (
    <Card title={t(`rules.${id}.title`)} id={`rules-${id}`} data-testid={`rules-${id}`}>
      {keys.map((k) => (
        <Typography.Paragraph key={k}>
          <Trans t={t} i18nKey={`rules.${id}.${k}`} values={n} components={{ b: <strong /> }} />
        </Typography.Paragraph>
      ))}
      {children}
    </Card>
  );
}
