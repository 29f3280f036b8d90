import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Card, Col, Result, Row, Space, Tag, Typography } from 'antd';
import { AppstoreOutlined, ReadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameView } from '@sandtable/shared/contracts/game';
import { debrief } from '@sandtable/sim/assessments';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { ChatPanel } from '../../components/ChatPanel';
import { ConsolePanel } from '../../components/ConsolePanel';
import { Countdown } from '../../components/Countdown';
import { DecisionPanel, roundLabel } from '../../components/DecisionPanel';
import { RerunPanel } from '../../components/RerunPanel';
import { ResultsPanel } from '../../components/ResultsPanel';
import { TeamProfiles, type GameEvidence } from '../../../assessments/components/TeamProfiles';
import { StartGamePanel } from '../../components/StartGamePanel';
import { SubmissionsPanel } from '../../components/SubmissionsPanel';
import { TeamDot } from '../../components/TeamDot';
import { courseIdOf, stateKey, useCourse, useGameLive, useGameSocket, useGameState } from '../../hooks';
import { GameGate } from '../../components/GameGate';
import { isManager } from '../../../courses/detail/chapters';
import '../../../../components/page.css';
import '../../game.css';

/**
 * `/online?courseId=`: the live market simulation. Students decide as a team (draft, captain's
 * submit), chat and read their results; the lecturer runs the console. Everything live comes from
 * the socket's pushes, written into the query cache (useGameLive).
 */
export default function OnlinePage() {
  const [params] = useSearchParams();
  const courseId = courseIdOf(params);
  const state = useGameState(courseId);
  const course = useCourse(courseId);
  const live = useGameLive(courseId);
  const { connected } = useGameSocket(courseId, live, courseId > 0 && !course.isError);

  return (
    <GameGate courseId={courseId} course={course} state={state} notStarted={(detail) => <NotStarted detail={detail} />}>
      {(view, detail) => <GameScreen view={view} detail={detail} connected={connected} />}
    </GameGate>
  );
}

function NotStarted({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('game');
  const manager = isManager(detail.abilities);
  return (
    <div className="stack game" data-testid="game-not-started">
      <Card className="game-header">
        <Typography.Title level={3} className="game-header__title">
          {detail.course.name}
        </Typography.Title>
        <Space wrap>
          <Tag>{t('status.notStarted')}</Tag>
          <HeaderLinks courseId={detail.course.id} />
        </Space>
      </Card>
      {manager ? (
        <StartGamePanel detail={detail} />
      ) : (
        <Card>
          <Result status="info" title={t('online.waitTitle')} subTitle={t('online.waitText')} extra={<Link to="/markSimos"><Button icon={<ReadOutlined />}>{t('online.readRules')}</Button></Link>} />
        </Card>
      )}
    </div>
  );
}

function HeaderLinks({ courseId }: { courseId: number }) {
  const { t } = useTranslation('game');
  return (
    <div className="game-header__links">
      <Link to={`/simulated-sand-table?courseId=${courseId}`} data-testid="board-link">
        <Button size="small" icon={<AppstoreOutlined />}>
          {t('online.board')}
        </Button>
      </Link>
      <Link to="/markSimos-details">
        <Button size="small" icon={<ReadOutlined />}>
          {t('online.rules')}
        </Button>
      </Link>
    </div>
  );
}

function GameHeader({ view, detail, connected }: { view: GameView; detail: CourseDetail; connected: boolean }) {
  const { t } = useTranslation('game');
  const queryClient = useQueryClient();
  const round = view.current;
  const roundId = round?.id;
  const onExpire = useCallback(() => {
    // The server closes the round at the deadline and pushes; reload shortly only if the push was missed.
    setTimeout(() => {
      if (queryClient.getQueryData<GameView>(stateKey(view.courseId))?.current?.id === roundId) void queryClient.invalidateQueries({ queryKey: stateKey(view.courseId) });
    }, 2000);
  }, [queryClient, view.courseId, roundId]);
  return (
    <Card className="game-header" data-testid="game-header">
      <div className="game-header__row">
        <div className="game-header__main">
          <Typography.Title level={3} className="game-header__title">
            {detail.course.name}
          </Typography.Title>
          <Space wrap size={[8, 8]} className="game-header__meta">
            {round ? (
              <Tag color={round.practice ? 'purple' : 'geekblue'} data-testid="round-label">
                {roundLabel(t, round, view)}
              </Tag>
            ) : (
              <Tag color="green" data-testid="round-label">
                {t('status.finished')}
              </Tag>
            )}
            {view.status !== 'finished' && <Countdown deadline={round?.deadline} paused={view.status === 'paused'} onExpire={onExpire} />}
            {view.myTeam && (
              <span className="game-header__team" data-testid="my-team">
                <TeamDot colour={view.myTeam.colour} name={view.myTeam.teamName} strong />
                {view.myTeam.captain && <Tag color="gold">{t('online.captain')}</Tag>}
              </span>
            )}
            <Badge status={connected ? 'success' : 'default'} text={connected ? t('online.live') : t('online.offline')} className="game-header__live" data-testid="live" />
          </Space>
        </div>
        <HeaderLinks courseId={view.courseId} />
      </div>
    </Card>
  );
}

function GameScreen({ view, detail, connected }: { view: GameView; detail: CourseDetail; connected: boolean }) {
  const { t } = useTranslation('game');
  const student = !!view.myTeam;
  // A finished game takes no more control, but its lecturer may still correct a round (the server's ability).
  const corrects = view.abilities.correct;
  // Who submitted each settled round: the server decides who is shown it (game.policy.ts).
  const submissions = view.submissions.length > 0 && view.showSubmissions;
  return (
    <div className="stack game" data-testid="game" data-status={view.status}>
      <GameHeader view={view} detail={detail} connected={connected} />
      {view.status === 'finished' && (
        <Card>
          <Result
            status="success"
            title={t('online.finishedTitle')}
            subTitle={t('online.finishedText')}
            extra={
              <Link to={`/goldMedalWinnersDetial?courseId=${view.courseId}`}>
                <Button type="primary">{t('online.podium')}</Button>
              </Link>
            }
          />
        </Card>
      )}
      {view.abilities.control && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <ConsolePanel view={view} />
          </Col>
          <Col xs={24} xl={10}>
            <ChatPanel view={view} />
          </Col>
        </Row>
      )}
      {submissions && !student && <SubmissionsPanel view={view} />}
      {corrects && <RerunPanel view={view} />}
      {student && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            {view.current && view.position ? <DecisionPanel view={view} position={view.position} /> : submissions ? <SubmissionsPanel view={view} /> : <TeamsStatus view={view} />}
          </Col>
          <Col xs={24} xl={8}>
            <div className="stack">
              <ChatPanel view={view} />
              {view.current && <TeamsStatus view={view} />}
            </div>
          </Col>
        </Row>
      )}
      <ResultsPanel view={view} />
      {view.status === 'finished' && <TeamProfiles courseId={view.courseId} evidence={marketEvidence(view)} />}
    </div>
  );
}

/** What a finished market game showed of every team, for the debrief's findings (docs/assessments/debrief-findings.md). */
function marketEvidence(view: GameView): GameEvidence {
  const settled = view.rounds.filter((r) => r.status === 'settled' && !r.practice);
  return { rules: debrief.MARKET_RULES, metrics: debrief.marketMetrics(settled.map((r) => r.results)) };
}

/** Which teams have submitted this round (students see names and status only). */
function TeamsStatus({ view }: { view: GameView }) {
  const { t } = useTranslation('game');
  return (
    <Card title={t('online.teamsTitle')} size="small" data-testid="teams-status">
      <ul className="team-status-list">
        {view.teams.map((team) => (
          <li key={team.teamId}>
            <TeamDot colour={team.colour} name={team.teamName} />
            {team.computer ? <Tag>{t('console.computer')}</Tag> : team.submitted ? <Tag color="success">{t('console.submitted')}</Tag> : <Tag>{t('console.waiting')}</Tag>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
