import { Link } from 'react-router';
import { Button, Card, Typography } from 'antd';
import { BookOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { myCoursesPath, useAccess } from '../../../../app/access';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { FullPageSpin } from '../../../../components/FullPageSpin';
import { DecisionAreas, mechanismParams, RoundSteps, ScorecardTable } from '../../components/Rules';
import { GameNotFound } from '../../components/GameNotFound';
import { ruleNumbers } from '../../rules';
import '../../game.css';

/** `/markSimos`: the market simulation in one page — the game, a round, the five decisions, scoring. */
export default function MarkSimosPage() {
  const { t } = useTranslation('game');
  const mechanism = useEndpointQuery(api.game.mechanism, {});
  const myCourses = myCoursesPath(useAccess());
  if (mechanism.isError) return <GameNotFound error={mechanism.error} />;
  if (!mechanism.data) return <FullPageSpin />;
  const game = mechanismParams(mechanism.data);
  const n = ruleNumbers(game);
  return (
    <div className="stack rules" data-testid="mark-simos">
      <PageHeading
        title={t('rules.introTitle')}
        lead={t('rules.introLead')}
        extra={
          <>
            <Link to="/markSimos-details">
              <Button type="primary" icon={<ReadOutlined />}>
                {t('rules.fullRules')}
              </Button>
            </Link>
            <Link to={myCourses}>
              <Button icon={<BookOutlined />}>{t('online.toMyCourses')}</Button>
            </Link>
          </>
        }
      />
      <Card title={t('rules.game.title')}>
        <Typography.Paragraph>{t('rules.game.p1', n)}</Typography.Paragraph>
        <Typography.Paragraph>{t('rules.game.p2', n)}</Typography.Paragraph>
      </Card>
      <Card title={t('rules.round.title')}>
        <RoundSteps />
      </Card>
      <Card title={t('rules.decisionsTitle')}>
        <DecisionAreas params={game} />
      </Card>
      <Card title={t('rules.scoring.title')}>
        <Typography.Paragraph>{t('rules.scoring.p1')}</Typography.Paragraph>
        <ScorecardTable mechanism={mechanism.data} />
        <Typography.Paragraph className="rules__after-table">{t('rules.scoring.p2')}</Typography.Paragraph>
      </Card>
    </div>
  );
}
