import { useEffect, useMemo, useRef, useState } from 'react';
import { Card, Col, Empty, Row, Segmented, Select, Statistic, Table, Tag, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { GameView } from '@sandtable/shared/contracts/game';
import { Chart } from '../../../components/charts/Chart';
import { MoneyText } from '../../../components/format';
import { roundsLineOption } from '../charts';
import { TeamDot } from './TeamDot';

type Round = GameView['rounds'][number];
export type TeamResult = Round['results'][number];

export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
export const points = (value: number) => value.toFixed(2);

/** "R2" / "第2轮", practice "P" / "练习". */
export function shortRound(t: (key: string, options?: Record<string, unknown>) => string, round: { number: number; practice: boolean }, practiceRounds: number): string {
  return round.practice ? t('round.shortPractice', { n: round.number }) : t('round.short', { n: round.number - practiceRounds });
}

const CHARTS = ['share', 'profit', 'priceIndex', 'rank', 'score'] as const;
type ChartKind = (typeof CHARTS)[number];

/**
 * Results of the settled rounds: my team's headline figures and its history with charts (share,
 * profit, price index, rank, score), and the market table of every team for a chosen round.
 * Lecturers (no team) see every team's lines.
 */
export function ResultsPanel({ view }: { view: GameView }) {
  const { t } = useTranslation('game');
  const settled = useMemo(() => view.rounds.filter((r) => r.status === 'settled'), [view.rounds]);
  const official = settled.filter((r) => !r.practice);
  const myId = view.myTeam ? String(view.myTeam.teamId) : null;

  if (settled.length === 0) {
    return (
      <Card title={t('results.title')} data-testid="results-panel">
        <RoundAnnouncer view={view} settled={settled} />
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('results.none')} />
      </Card>
    );
  }
  const latest = official[official.length - 1] ?? settled[settled.length - 1];
  const mine = myId ? latest.results.find((r) => String(r.teamId) === myId) : undefined;
  return (
    <div className="stack" data-testid="results-panel">
      <RoundAnnouncer view={view} settled={settled} />
      {mine && <MyFigures result={mine} round={latest} view={view} />}
      <Card title={t('results.trends')}>
        <ResultCharts view={view} rounds={official.length > 0 ? official : settled} myId={myId} />
      </Card>
      {mine && <MyHistory view={view} rounds={settled} myId={myId!} />}
      <MarketTable view={view} rounds={settled} myId={myId} />
    </div>
  );
}

/**
 * Tells screen readers when a round is settled while they watch (a polite live region, present
 * from the start so the change is announced): the round, and for a team member the team's rank.
 * Rounds settled before the page opened are not announced.
 */
export function RoundAnnouncer({ view, settled }: { view: GameView; settled: Round[] }) {
  const { t } = useTranslation('game');
  const latest = settled[settled.length - 1];
  const seen = useRef(latest?.number ?? 0);
  const [text, setText] = useState('');
  const myId = view.myTeam?.teamId;
  useEffect(() => {
    if (!latest || latest.number <= seen.current) return;
    seen.current = latest.number;
    const round = shortRound(t, latest, view.practiceRounds);
    const mine = myId === undefined ? undefined : latest.results.find((r) => String(r.teamId) === String(myId));
    setText(mine ? t('results.announceMine', { round, rank: mine.rank, teams: latest.results.length }) : t('results.announce', { round }));
  }, [latest, myId, t, view.practiceRounds]);
  return (
    <div className="sr-only" role="status" aria-live="polite" data-testid="round-announcer">
      {text}
    </div>
  );
}

function MyFigures({ result, round, view }: { result: TeamResult; round: Round; view: GameView }) {
  const { t } = useTranslation('game');
  const teams = round.results.length;
  return (
    <Card title={t('results.myTitle', { round: shortRound(t, round, view.practiceRounds) })} data-testid="my-figures" extra={round.practice && <Tag>{t('round.practiceTag')}</Tag>}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('results.rank')} value={t('results.rankOf', { rank: result.rank, teams })} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('results.overallRank')} value={t('results.rankOf', { rank: result.overallRank, teams })} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('results.overallScore')} value={points(result.overallScore)} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('results.marketShare')} value={percent(result.marketShare)} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('results.profit')} valueRender={() => <MoneyText fen={result.profit} />} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('results.cash')} valueRender={() => <MoneyText fen={result.closingCash} />} />
        </Col>
      </Row>
    </Card>
  );
}

function ResultCharts({ view, rounds, myId }: { view: GameView; rounds: Round[]; myId: string | null }) {
  const { t } = useTranslation('game');
  const { token } = theme.useToken();
  const [kind, setKind] = useState<ChartKind>('share');
  const option = useMemo(() => {
    const labels = rounds.map((r) => shortRound(t, r, view.practiceRounds));
    const teams = rounds[rounds.length - 1].results;
    const pick = (r: TeamResult): number => (kind === 'share' ? r.marketShare : kind === 'profit' ? r.profit : kind === 'priceIndex' ? r.priceIndex : kind === 'rank' ? r.overallRank : r.overallScore);
    const shown = myId ? teams.filter((team) => String(team.teamId) === myId) : teams;
    return roundsLineOption(
      labels,
      shown.map((team) => ({
        name: team.teamName,
        color: myId ? token.colorPrimary : team.colour,
        data: rounds.map((r) => {
          const found = r.results.find((x) => String(x.teamId) === String(team.teamId));
          return found ? pick(found) : null;
        }),
      })),
      { percent: kind === 'share', money: kind === 'profit', rank: kind === 'rank', maxRank: teams.length, points: kind === 'priceIndex' || kind === 'score' },
    );
  }, [rounds, kind, myId, t, view.practiceRounds, token.colorPrimary]);
  const label = t(`results.chart.${kind}`);
  return (
    <>
      <div className="results-charts__switch">
        <Segmented<ChartKind> value={kind} onChange={setKind} options={CHARTS.map((c) => ({ value: c, label: t(`results.chart.${c}`) }))} data-testid="chart-kind" />
      </div>
      <Typography.Text type="secondary" className="results-charts__caption">
        {t(`results.chartHelp.${kind}`)}
      </Typography.Text>
      <Chart option={option} height={280} label={label} />
    </>
  );
}

function MyHistory({ view, rounds, myId }: { view: GameView; rounds: Round[]; myId: string }) {
  const { t } = useTranslation('game');
  const rows = rounds
    .map((r) => ({ round: r, result: r.results.find((x) => String(x.teamId) === myId) }))
    .filter((row): row is { round: Round; result: TeamResult } => !!row.result);
  const columns: ColumnsType<(typeof rows)[number]> = [
    { key: 'round', title: t('results.round'), render: (_, row) => shortRound(t, row.round, view.practiceRounds), fixed: 'left', width: 80 },
    { key: 'price', title: t('results.price'), align: 'right', render: (_, row) => <MoneyText fen={row.result.decision.price} /> },
    { key: 'demand', title: t('results.demand'), align: 'right', render: (_, row) => row.result.demand },
    { key: 'sales', title: t('results.sales'), align: 'right', render: (_, row) => row.result.sales },
    { key: 'share', title: t('results.marketShare'), align: 'right', render: (_, row) => percent(row.result.marketShare) },
    { key: 'pi', title: t('results.priceIndex'), align: 'right', render: (_, row) => points(row.result.priceIndex) },
    { key: 'revenue', title: t('results.revenue'), align: 'right', render: (_, row) => <MoneyText fen={row.result.revenue} /> },
    { key: 'profit', title: t('results.profit'), align: 'right', render: (_, row) => <MoneyText fen={row.result.profit} /> },
    { key: 'cash', title: t('results.cash'), align: 'right', render: (_, row) => <MoneyText fen={row.result.closingCash} /> },
    { key: 'stock', title: t('results.stock'), align: 'right', render: (_, row) => row.result.closingStock },
    { key: 'util', title: t('results.utilisation'), align: 'right', render: (_, row) => percent(row.result.utilisation) },
    { key: 'score', title: t('results.score'), align: 'right', render: (_, row) => points(row.result.score.total) },
    { key: 'rank', title: t('results.rank'), align: 'right', render: (_, row) => row.result.rank },
  ];
  return (
    <Card title={t('results.myHistory')}>
      <Table className="game-table" rowKey={(row) => row.round.id} columns={columns} dataSource={rows} pagination={false} size="small" scroll={{ x: 'max-content' }} data-testid="my-history" />
    </Card>
  );
}

/** Every team's figures for one settled round, best overall first. */
export function MarketTable({ view, rounds, myId }: { view: Pick<GameView, 'practiceRounds'>; rounds: Round[]; myId?: string | null }) {
  const { t } = useTranslation('game');
  const [roundId, setRoundId] = useState<number | undefined>(undefined);
  const round = rounds.find((r) => r.id === roundId) ?? rounds[rounds.length - 1];
  const rows = [...round.results].sort((a, b) => a.overallRank - b.overallRank);
  const columns: ColumnsType<TeamResult> = [
    { key: 'rank', title: t('results.overallRank'), dataIndex: 'overallRank', width: 70, align: 'center' },
    { key: 'team', title: t('results.team'), render: (_, r) => <TeamDot colour={r.colour} name={r.teamName} />, fixed: 'left', width: 140 },
    { key: 'price', title: t('results.price'), align: 'right', render: (_, r) => <MoneyText fen={r.decision.price} /> },
    { key: 'demand', title: t('results.demand'), align: 'right', dataIndex: 'demand' },
    { key: 'sales', title: t('results.sales'), align: 'right', dataIndex: 'sales' },
    { key: 'share', title: t('results.marketShare'), align: 'right', render: (_, r) => percent(r.marketShare) },
    { key: 'revenue', title: t('results.revenue'), align: 'right', render: (_, r) => <MoneyText fen={r.revenue} /> },
    { key: 'profit', title: t('results.profit'), align: 'right', render: (_, r) => <MoneyText fen={r.profit} /> },
    { key: 'cash', title: t('results.cash'), align: 'right', render: (_, r) => <MoneyText fen={r.closingCash} /> },
    { key: 'stock', title: t('results.stock'), align: 'right', dataIndex: 'closingStock' },
    { key: 'score', title: t('results.score'), align: 'right', render: (_, r) => points(r.score.total) },
    { key: 'roundRank', title: t('results.rank'), align: 'right', dataIndex: 'rank' },
    { key: 'overall', title: t('results.overallScore'), align: 'right', render: (_, r) => points(r.overallScore) },
  ];
  return (
    <Card
      title={t('results.marketTitle')}
      data-testid="market-table"
      extra={
        <Select
          size="small"
          className="round-select"
          value={round.id}
          onChange={setRoundId}
          options={rounds.map((r) => ({ value: r.id, label: shortRound(t, r, view.practiceRounds) }))}
          aria-label={t('results.round')}
          data-testid="market-round"
        />
      }
    >
      {round.market && (
        <Typography.Paragraph type="secondary" className="market-summary">
          {t('results.marketSummary', { demand: round.market.totalDemand, sales: round.market.totalSales })} · {t('results.averagePrice')} <MoneyText fen={round.market.averagePrice} />
          {round.reruns > 0 && <Tag className="market-summary__rerun">{t('results.rerun', { count: round.reruns })}</Tag>}
        </Typography.Paragraph>
      )}
      <Table<TeamResult>
        className="game-table"
        rowKey="teamId"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        rowClassName={(r) => (myId && String(r.teamId) === myId ? 'market-table__mine' : '')}
      />
    </Card>
  );
}
