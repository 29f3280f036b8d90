import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { AppstoreOutlined, GiftOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { useAccess } from '../../../../app/access';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { Chart } from '../../../../components/charts/Chart';
import { MoneyText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { roundsLineOption } from '../../charts';
import { GameNotFound } from '../../components/GameNotFound';
import { percent, points, shortRound, type TeamResult } from '../../components/ResultsPanel';
import { RewardDialog, type RewardTarget } from '../../components/RewardDialog';
import { TipDialog, type TipTarget } from '../../../shop/components/TipDialog';
import { TeamDot } from '../../components/TeamDot';
import { courseIdOf } from '../../hooks';
import '../../game.css';

/**
 * `/student-scorelist-detial?courseId=&userId=` (course:create): one student's team, round by
 * round — the student's row of the score list, and their team's results from the game's debrief.
 */
export default function StudentScoreListDetailPage() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const courseId = courseIdOf(params);
  const userId = courseIdOf(params, 'userId');
  const enabled = courseId > 0 && userId > 0;
  const list = useEndpointQuery(api.game.scoreList, { courseId, pageNum: 1, pageSize: 100 }, { enabled });
  const game = useEndpointQuery(api.game.generateMs, { courseId }, { enabled });
  const canReward = useAccess()['coin:give'];
  const [reward, setReward] = useState<RewardTarget | null>(null);
  const [tip, setTip] = useState<TipTarget | null>(null);
  const student = list.data?.list.find((r) => r.userId === userId);
  const settled = useMemo(() => game.data?.rounds.filter((r) => r.status === 'settled') ?? [], [game.data]);
  const practiceRounds = settled.filter((r) => r.practice).length;
  const rows = useMemo(
    () =>
      settled
        .map((round) => ({ round, result: round.results.find((r) => r.teamName === student?.teamName) }))
        .filter((row): row is { round: (typeof settled)[number]; result: TeamResult } => !!row.result),
    [settled, student?.teamName],
  );
  const official = rows.filter((r) => !r.round.practice);
  const option = useMemo(
    () => roundsLineOption(official.map((r) => shortRound(t, r.round, practiceRounds)), [{ name: student?.teamName ?? '', color: official[0]?.result.colour, data: official.map((r) => r.result.score.total) }], { points: true }),
    [official, t, practiceRounds, student?.teamName],
  );

  if (!enabled || list.isError || game.isError) return <GameNotFound error={list.error ?? game.error} back="/student-scorelist" />;
  if (!list.data || !game.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!student) return <GameNotFound back="/student-scorelist" />;

  return (
    <div className="stack" data-testid="score-detail">
      <PageHeading
        title={t('scoreList.detailTitle', { name: student.name })}
        lead={student.courseName}
        extra={
          <>
            <Link to={`/simulated-sand-table?courseId=${courseId}`}>
              <Button icon={<AppstoreOutlined />}>{t('online.board')}</Button>
            </Link>
            {canReward && (
              <Button type="primary" icon={<GiftOutlined />} onClick={() => setReward({ courseId, userId, name: student.name })} data-testid="reward-student">
                {t('reward.button')}
              </Button>
            )}
            {canReward && (
              <Button icon={<WalletOutlined />} onClick={() => setTip({ courseId, userId, name: student.name })} data-testid="tip-student">
                {t('shop:wallet.tip.button')}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small">
          <Descriptions.Item label={t('results.team')}>{rows[0] ? <TeamDot colour={rows[0].result.colour} name={student.teamName ?? ''} strong /> : (student.teamName ?? '—')}</Descriptions.Item>
          <Descriptions.Item label={t('results.overallScore')}>{student.overallScore == null ? '—' : points(student.overallScore)}</Descriptions.Item>
          <Descriptions.Item label={t('results.overallRank')}>{student.overallRank ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('scoreList.cumulativeProfit')}>{student.cumulativeProfit == null ? '—' : <MoneyText fen={student.cumulativeProfit} />}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('grades.chartTitle')}>
        {official.length ? <Chart option={option} height={260} label={t('grades.chartTitle')} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('results.none')} />}
      </Card>
      <Card title={t('grades.byRound')}>
        <Table
          className="game-table"
          rowKey={(r) => r.round.id}
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          data-testid="score-detail-rounds"
          columns={[
            { key: 'round', title: t('results.round'), render: (_, r) => (r.round.practice ? <Tag>{t('round.practiceTag')}</Tag> : shortRound(t, r.round, practiceRounds)) },
            { key: 'price', title: t('results.price'), align: 'right', render: (_, r) => <MoneyText fen={r.result.decision.price} /> },
            { key: 'plan', title: t('decision.plannedProduction'), align: 'right', render: (_, r) => r.result.decision.plannedProduction },
            { key: 'sales', title: t('results.sales'), align: 'right', render: (_, r) => r.result.sales },
            { key: 'share', title: t('results.marketShare'), align: 'right', render: (_, r) => percent(r.result.marketShare) },
            { key: 'profit', title: t('results.profit'), align: 'right', render: (_, r) => <MoneyText fen={r.result.profit} /> },
            { key: 'score', title: t('results.score'), align: 'right', render: (_, r) => points(r.result.score.total) },
            { key: 'rank', title: t('results.rank'), align: 'right', render: (_, r) => r.result.rank },
          ]}
        />
      </Card>
      <RewardDialog target={reward} onClose={() => setReward(null)} />
      <TipDialog target={tip} onClose={() => setTip(null)} />
    </div>
  );
}
