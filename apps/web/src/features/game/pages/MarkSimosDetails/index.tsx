import { Link, useSearchParams } from 'react-router';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { FullPageSpin } from '../../../../components/FullPageSpin';
import { DecisionAreas, mechanismParams, PriceIndexTable, RulesSection, ScorecardTable } from '../../components/Rules';
import { GameNotFound } from '../../components/GameNotFound';
import { courseIdOf } from '../../hooks';
import '../../game.css';

/**
 * `/markSimos-details` (`?courseId=` for a course's own weights): the full rules from
 * docs/simulations/market.md — prices, customers, demand, sales, production and capacity, money,
 * the balanced scorecard and the course features. Every number comes from the engine.
 */
export default function MarkSimosDetailsPage() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const courseId = courseIdOf(params);
  const mechanism = useEndpointQuery(api.game.mechanism, courseId ? { courseId } : {});
  if (mechanism.isError) return <GameNotFound error={mechanism.error} />;
  if (!mechanism.data) return <FullPageSpin />;
  // Every number on the page is the engine's, with the parameters the server sends.
  const game = mechanismParams(mechanism.data);
  return (
    <div className="stack rules" data-testid="mark-simos-details">
      <PageHeading
        title={t('rules.detailsTitle')}
        lead={t('rules.detailsLead')}
        extra={
          <Link to="/markSimos">
            <Button icon={<ArrowLeftOutlined />}>{t('rules.overview')}</Button>
          </Link>
        }
      />
      <RulesSection params={game} id="decide" paragraphs={['p1']}>
        <DecisionAreas params={game} />
      </RulesSection>
      <RulesSection params={game} id="price" paragraphs={['p1', 'p2']}>
        <PriceIndexTable params={game} />
      </RulesSection>
      <RulesSection params={game} id="customers" paragraphs={['p1', 'p2', 'p3']} />
      <RulesSection params={game} id="demand" paragraphs={['p1', 'p2', 'p3']} />
      <RulesSection params={game} id="sales" paragraphs={['p1', 'p2']} />
      <RulesSection params={game} id="production" paragraphs={['p1', 'p2', 'p3']} />
      <RulesSection params={game} id="capacity" paragraphs={['p1', 'p2']} />
      <RulesSection params={game} id="money" paragraphs={['p1', 'p2', 'p3']} />
      <RulesSection params={game} id="scoring" paragraphs={['p1']}>
        <ScorecardTable mechanism={mechanism.data} />
        <Typography.Paragraph className="rules__after-table">{t('rules.scoring.p2')}</Typography.Paragraph>
        <Typography.Paragraph>{t('rules.scoring.p3')}</Typography.Paragraph>
      </RulesSection>
      <RulesSection params={game} id="course" paragraphs={['p1', 'p2', 'p3', 'p4']} />
    </div>
  );
}
