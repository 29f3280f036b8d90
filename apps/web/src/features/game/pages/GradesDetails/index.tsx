import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Col, Empty, Row, Segmented, Skeleton, Statistic, Table, Tag, theme } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { Chart } from '../../../../components/charts/Chart';
import { MoneyText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { roundsLineOption } from '../../charts';
import { GameNotFound } from '../../components/GameNotFound';
import { TeamProfiles } from '../../../assessments/components/TeamProfiles';
import { percent, points, shortRound } from '../../components/ResultsPanel';
import { courseIdOf } from '../../hooks';
import '../../game.css';

type Score = ResponseOf<typeof api.game.getScore>;
type ScoreRound = Score['rounds'][number];

/** `/gradesDetails?courseId=`: the caller's team's score and rank per round, as a chart and a table. */
export default function GradesDetailsPage() {
  const { t } = useTranslation('game');
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const courseId = courseIdOf(params);
  const score = useEndpointQuery(api.game.getScore, { courseId }, { enabled: courseId > 0 });
  const [kind, setKind] = useState<'score' | 'rank'>('score');
  const data = score.data;
  const practiceRounds = data?.rounds.filter((r) => r.practice).length ?? 0;
  const official = useMemo(() => data?.rounds.filter((r) => !r.practice) ?? [], [data]);
  const option = useMemo(
    () =>
      roundsLineOption(
        official.map((r) => shortRound(t, r, practiceRounds)),
        [{ name: data?.teamName ?? '', color: token.colorPrimary, data: official.map((r) => (kind === 'score' ? r.score : r.rank)) }],
        { rank: kind === 'rank', maxRank: data?.teams, points: kind === 'score' },
      ),
    [official, kind, t, practiceRounds, data, token.colorPrimary],
  );

  if (!courseId || score.isError) return <GameNotFound error={score.error} back="/myGrades" />;
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <div className="stack" data-testid="grades-details">
      <PageHeading
        title={data.courseName}
        lead={data.teamName ? t('grades.teamLead', { team: data.teamName }) : t('grades.noTeam')}
        extra={
          <Link to={`/simulated-sand-table?courseId=${courseId}`}>
            <Button icon={<AppstoreOutlined />}>{t('online.board')}</Button>
          </Link>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title={t('results.overallScore')} value={data.overallScore == null ? '—' : points(data.overallScore)} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card>
            <Statistic title={t('results.overallRank')} value={data.overallRank == null ? '—' : t('results.rankOf', { rank: data.overallRank, teams: data.teams })} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('grades.rounds')} value={official.length} />
          </Card>
        </Col>
      </Row>
      <Card title={t('grades.chartTitle')} extra={<Segmented value={kind} onChange={(v) => setKind(v as 'score' | 'rank')} options={[{ value: 'score', label: t('results.chart.score') }, { value: 'rank', label: t('results.chart.rank') }]} />}>
        {official.length ? <Chart option={option} height={280} label={t('grades.chartTitle')} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('results.none')} />}
      </Card>
      <Card title={t('grades.byRound')}>
        <Table<ScoreRound>
          className="game-table"
          rowKey="number"
          size="small"
          pagination={false}
          dataSource={data.rounds}
          scroll={{ x: 'max-content' }}
          data-testid="grades-rounds"
          columns={[
            { key: 'round', title: t('results.round'), render: (_, r) => (r.practice ? <Tag>{t('round.practiceTag')}</Tag> : shortRound(t, r, practiceRounds)) },
            { key: 'score', title: t('results.score'), align: 'right', render: (_, r) => points(r.score) },
            { key: 'rank', title: t('results.rank'), align: 'right', render: (_, r) => t('results.rankOf', { rank: r.rank, teams: data.teams }) },
            { key: 'profit', title: t('results.profit'), align: 'right', render: (_, r) => <MoneyText fen={r.profit} /> },
            { key: 'share', title: t('results.marketShare'), align: 'right', render: (_, r) => percent(r.marketShare) },
          ]}
        />
      </Card>
      <TeamProfiles courseId={courseId} />
    </div>
  );
}
