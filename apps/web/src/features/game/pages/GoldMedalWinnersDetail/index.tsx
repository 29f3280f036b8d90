import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Skeleton, Table, Typography } from 'antd';
import { AppstoreOutlined, GiftOutlined, TrophyFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useAccess } from '../../../../app/access';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { GameNotFound } from '../../components/GameNotFound';
import { points } from '../../components/ResultsPanel';
import { RewardDialog, type RewardTarget } from '../../components/RewardDialog';
import { TeamDot } from '../../components/TeamDot';
import { courseIdOf } from '../../hooks';
import '../../game.css';

type Winner = ResponseOf<typeof api.game.victory>['winners'][number];

/** Podium order on screen: second, first, third. */
const PODIUM_ORDER = [2, 1, 3];

/** `/goldMedalWinnersDetial?courseId=`: the final podium of a course's game, the other teams below; lecturers reward teams. */
export default function GoldMedalWinnersDetailPage() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const courseId = courseIdOf(params);
  const victory = useEndpointQuery(api.game.victory, { courseId }, { enabled: courseId > 0 });
  const canReward = useAccess()['coin:give'];
  const [reward, setReward] = useState<RewardTarget | null>(null);

  if (!courseId || victory.isError) return <GameNotFound error={victory.error} back="/goldMedalWinners" />;
  if (!victory.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const { winners, finished, courseName } = victory.data;
  const podium = PODIUM_ORDER.map((rank) => winners.find((w) => w.rank === rank)).filter((w): w is Winner => !!w);
  const rest = winners.filter((w) => w.rank > 3);
  const rewardButton = (w: Winner) =>
    canReward && (
      <Button size="small" icon={<GiftOutlined />} onClick={() => setReward({ courseId, teamId: w.teamId, name: w.teamName })} data-testid={`reward-team-${w.teamId}`}>
        {t('reward.button')}
      </Button>
    );

  return (
    <div className="stack" data-testid="podium-page">
      <PageHeading
        title={courseName}
        lead={t('winners.detailLead')}
        extra={
          <Link to={`/simulated-sand-table?courseId=${courseId}`}>
            <Button icon={<AppstoreOutlined />}>{t('online.board')}</Button>
          </Link>
        }
      />
      {!finished && <Alert type="info" showIcon title={t('winners.notFinished')} />}
      <Card>
        <div className="podium" data-testid="podium">
          {podium.map((w) => (
            <div key={w.teamId} className={`podium__place podium__place--${w.rank}`} data-testid={`podium-${w.rank}`}>
              <TrophyFilled className="podium__trophy" />
              <div className="podium__team">
                <TeamDot colour={w.colour} name={w.teamName} strong />
                <div>{t('winners.score', { score: points(w.overallScore) })}</div>
                <div className="podium__members">{w.members.join(t('winners.separator'))}</div>
                {rewardButton(w)}
              </div>
              <div className="podium__block" aria-label={t('winners.place', { rank: w.rank })}>
                {w.rank}
              </div>
            </div>
          ))}
        </div>
      </Card>
      {rest.length > 0 && (
        <Card title={t('winners.others')}>
          <Table<Winner>
            rowKey="teamId"
            size="small"
            pagination={false}
            dataSource={rest}
            columns={[
              { key: 'rank', title: t('results.overallRank'), dataIndex: 'rank', width: 70 },
              { key: 'team', title: t('results.team'), render: (_, w) => <TeamDot colour={w.colour} name={w.teamName} /> },
              { key: 'score', title: t('results.overallScore'), align: 'right', render: (_, w) => points(w.overallScore) },
              { key: 'members', title: t('winners.members'), responsive: ['md'], render: (_, w) => <Typography.Text type="secondary">{w.members.join(t('winners.separator'))}</Typography.Text> },
              ...(canReward ? [{ key: 'reward', title: '', render: (_: unknown, w: Winner) => rewardButton(w) }] : []),
            ]}
          />
        </Card>
      )}
      <RewardDialog target={reward} onClose={() => setReward(null)} />
    </div>
  );
}
