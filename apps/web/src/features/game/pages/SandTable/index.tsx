import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Progress, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { myCoursesPath, useAccess } from '../../../../app/access';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { MoneyText } from '../../../../components/format';
import { AA_LARGE_TEXT, darkenToContrast } from '../../../../lib/contrast';
import { PageHeading } from '../../../../components/PageHeading';
import { GameNotFound } from '../../components/GameNotFound';
import { percent, points, shortRound, type TeamResult } from '../../components/ResultsPanel';
import { TeamDot } from '../../components/TeamDot';
import { courseIdOf, useCourse, useGameLive, useGameSocket } from '../../hooks';
import '../../game.css';

/**
 * `/simulated-sand-table?courseId=`: the market as a board, one tile per team (colour, rank,
 * share, price, stock, cash) for the latest settled round or one picked; live while the game runs.
 */
export default function SandTablePage() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const courseId = courseIdOf(params);
  const game = useEndpointQuery(api.game.generateMs, { courseId }, { enabled: courseId > 0 });
  const course = useCourse(courseId);
  useGameSocket(courseId, useGameLive(courseId), courseId > 0 && !game.isError);
  const settled = useMemo(() => game.data?.rounds.filter((r) => r.status === 'settled') ?? [], [game.data]);
  const practiceRounds = settled.filter((r) => r.practice).length;
  const [picked, setPicked] = useState<number | null>(null);
  const myCourses = myCoursesPath(useAccess());

  if (!courseId || game.isError) return <GameNotFound error={game.error} back={myCourses} />;
  if (!game.data) return <Skeleton active paragraph={{ rows: 10 }} />;

  const round = settled.find((r) => r.id === picked) ?? settled[settled.length - 1];
  const tiles = round ? [...round.results].sort((a, b) => a.overallRank - b.overallRank) : [];
  return (
    <div className="stack" data-testid="sand-table">
      <PageHeading
        title={t('board.title', { name: course.data?.course.name ?? '' })}
        lead={t('board.lead')}
        extra={
          <Link to={`/online?courseId=${courseId}`}>
            <Button icon={<PlayCircleOutlined />}>{t('board.toGame')}</Button>
          </Link>
        }
      />
      {settled.length === 0 ? (
        <Card>
          <Empty description={t('board.empty')} />
        </Card>
      ) : (
        <>
          <div className="results-charts__switch">
            <Segmented
              value={round.id}
              onChange={(id) => setPicked(Number(id))}
              options={settled.map((r) => ({ value: r.id, label: shortRound(t, r, practiceRounds) }))}
              data-testid="board-round"
            />
          </div>
          {round.market && (
            <Typography.Text type="secondary">
              {t('results.marketSummary', { demand: round.market.totalDemand, sales: round.market.totalSales })} · {t('results.averagePrice')} <MoneyText fen={round.market.averagePrice} />
            </Typography.Text>
          )}
          <div className="board">
            {tiles.map((team) => (
              <Tile key={team.teamId} team={team} teams={tiles.length} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Tile({ team, teams }: { team: TeamResult; teams: number }) {
  const { t } = useTranslation('game');
  return (
    <Card className="board-tile" style={{ ['--tile-colour' as string]: team.colour, ['--tile-ink' as string]: darkenToContrast(team.colour, '#ffffff', AA_LARGE_TEXT) }} data-testid="board-tile">
      <div className="board-tile__head">
        <TeamDot colour={team.colour} name={team.teamName} strong />
        <Space size={4} align="center">
          {team.overallRank === 1 && <Tag color="gold">{t('board.leader')}</Tag>}
          <span className="board-tile__rank">
            <span aria-hidden="true">#{team.overallRank}</span>
            <span className="sr-only">{t('results.rankOf', { rank: team.overallRank, teams })}</span>
          </span>
        </Space>
      </div>
      <div className="board-tile__share">
        <Typography.Text type="secondary">{t('results.marketShare')}</Typography.Text>
        <Progress percent={Math.round(team.marketShare * 1000) / 10} strokeColor={team.colour} aria-label={t('results.marketShare')} format={() => percent(team.marketShare)} />
      </div>
      <dl className="board-tile__figures">
        <div>
          <dt>{t('results.price')}</dt>
          <dd>
            <MoneyText fen={team.decision.price} />
          </dd>
        </div>
        <div>
          <dt>{t('results.stock')}</dt>
          <dd>{t('units.count', { count: team.closingStock })}</dd>
        </div>
        <div>
          <dt>{t('results.cash')}</dt>
          <dd>
            <MoneyText fen={team.closingCash} />
          </dd>
        </div>
        <div>
          <dt>{t('results.overallScore')}</dt>
          <dd>{points(team.overallScore)}</dd>
        </div>
      </dl>
    </Card>
  );
}
