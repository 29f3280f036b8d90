import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Card, Col, Form, Result, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CmGameView } from '@sandtable/shared/contracts/game-cm';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { activeCaseList, caseOf, defaultChangeParams, LEVEL_KEYS, type CmParams, type CmPosition, type TeamRoundResult } from '@sandtable/sim/change';
import { call } from '../../../../api/client';
import { useLocale } from '../../../../i18n/useLocale';
import { ChatPanel } from '../../../game/components/ChatPanel';
import { ConsolePanel } from '../../../game/components/ConsolePanel';
import { Countdown } from '../../../game/components/Countdown';
import { roundLabel } from '../../../game/components/DecisionPanel';
import { GameNotFound } from '../../../game/components/GameNotFound';
import { StartGamePanel } from '../../../game/components/StartGamePanel';
import { TeamDot } from '../../../game/components/TeamDot';
import { courseIdOf, stateKey, useCourse, useGameLive, useGameSocket, type GameSignal } from '../../../game/hooks';
import { GameGate } from '../../../game/components/GameGate';
import { Board } from '../../components/Board';
import { CmConsole, gamesKey } from '../../components/CmConsole';
import { CmDraft } from '../../components/CmDraft';
import { CmRerun } from '../../components/CmRerun';
import { StateBadge } from '../../components/StateBadge';
import { say, teamHistory } from '../../model';
import { CmLinks } from '../../components/CmLinks';
import { isManager } from '../../../courses/detail/chapters';
import '../../../../components/page.css';
import '../../../game/game.css';
import '../../cm.css';

const paths = api.gameCm;

/**
 * `/cmOnline?courseId=`: the live change-leadership game (docs/decisions/web-cm.md). Teams build
 * their round's plays (any member drafts, the captain submits) on the board; the lecturer starts
 * the game (case and level) and runs the console shared with the market. Pushes are written into
 * the query cache as for the market (features/game/live.ts), so members see a teammate's draft live.
 */
export default function CmOnlinePage() {
  const [search] = useSearchParams();
  const courseId = courseIdOf(search);
  const state = useQuery({ queryKey: stateKey(courseId, paths), queryFn: ({ signal }) => call(paths.state, { courseId }, { signal }), enabled: courseId > 0 });
  const course = useCourse(courseId);
  const queryClient = useQueryClient();
  const applyToView = useGameLive(courseId, paths);
  // The lecturer's console (levels, organisations, who submitted) reloads on any of the game's pushes, if shown.
  const live = useCallback(
    (signal: GameSignal) => {
      applyToView(signal);
      void queryClient.invalidateQueries({ queryKey: gamesKey(courseId) });
    },
    [applyToView, queryClient, courseId],
  );
  const { connected } = useGameSocket(courseId, live, courseId > 0 && !course.isError);

  return (
    <GameGate courseId={courseId} course={course} state={state} notStarted={(detail) => <NotStarted detail={detail} />}>
      {(view, detail) => <GameScreen view={view} detail={detail} connected={connected} />}
    </GameGate>
  );
}

function NotStarted({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('game');
  return (
    <div className="stack cm" data-testid="cm-not-started">
      <Card className="game-header">
        <Typography.Title level={3} className="game-header__title">
          {detail.course.name}
        </Typography.Title>
        <Space wrap>
          <Tag>{t('status.notStarted')}</Tag>
          <GuideLink />
        </Space>
      </Card>
      {isManager(detail.abilities) ? (
        <StartGamePanel detail={detail} game={{ paths, title: t('cm.online.startTitle'), fields: <CmStartFields />, initialValues: { caseId: defaultChangeParams.caseId, level: defaultChangeParams.level } }} />
      ) : (
        <Card>
          <Result status="info" title={t('online.waitTitle')} subTitle={t('cm.online.waitText')} extra={<GuideLink primary />} />
        </Card>
      )}
    </div>
  );
}

/** CM's own start choices: the case and the level of resistance. */
function CmStartFields() {
  const { t } = useTranslation('game');
  const locale = useLocale();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="caseId" label={t('cm.guide.chooseCase')} extra={t('cm.online.caseHelp')}>
          <Select options={activeCaseList().map((c) => ({ value: c.id, label: say(c.title, locale) }))} data-testid="cm-start-case" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="level" label={t('cm.guide.level')} extra={t('cm.online.levelHelp')}>
          <Select options={LEVEL_KEYS.map((k) => ({ value: k, label: t(`cm.level.${k}.name`) }))} data-testid="cm-start-level" />
        </Form.Item>
      </Col>
    </Row>
  );
}

function GuideLink({ primary, caseId }: { primary?: boolean; caseId?: string }) {
  const { t } = useTranslation('game');
  return (
    <Link to={`/cmOnlineGuide${caseId ? `?case=${caseId}` : ''}`} data-testid="cm-guide-link">
      <Button size={primary ? 'middle' : 'small'} type={primary ? 'primary' : 'default'} icon={<ReadOutlined />}>
        {t('cm.online.guide')}
      </Button>
    </Link>
  );
}

function GameScreen({ view, detail, connected }: { view: CmGameView; detail: CourseDetail; connected: boolean }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const params = view.params as unknown as CmParams;
  const c = caseOf(params.caseId);
  if (!c) return <GameNotFound />;
  const round = view.current;
  const mine = view.myTeam;
  const history = (mine ? teamHistory(view.rounds, mine.teamId) : []) as unknown as TeamRoundResult[];
  const position = view.position as CmPosition | null;
  // The team's own level (the lecturer may switch it per team): before the round, or as last played.
  const level = position?.level ?? history.at(-1)?.level;
  return (
    <div className="stack cm game" data-testid="cm-game" data-status={view.status}>
      <Card className="game-header" data-testid="cm-game-header">
        <div className="game-header__row">
          <div className="game-header__main">
            <Typography.Title level={3} className="game-header__title">
              {detail.course.name}
            </Typography.Title>
            <Space wrap size={[8, 8]} className="game-header__meta">
              <Tag>{say(c.title, locale)}</Tag>
              {round ? (
                <Tag color={round.practice ? 'purple' : 'geekblue'} data-testid="round-label">
                  {roundLabel(t, round, view)}
                </Tag>
              ) : (
                <Tag color="green" data-testid="round-label">
                  {t('status.finished')}
                </Tag>
              )}
              {view.status !== 'finished' && <Countdown deadline={round?.deadline} paused={view.status === 'paused'} />}
              {mine && (
                <span className="game-header__team" data-testid="my-team">
                  <TeamDot colour={mine.colour} name={mine.teamName} strong />
                  {mine.captain && <Tag color="gold">{t('online.captain')}</Tag>}
                </span>
              )}
              {mine && level && (
                <Tag color="volcano" data-testid="cm-team-level">
                  {t('cm.play.teamLevel', { level: t(`cm.level.${level}.name`) })}
                </Tag>
              )}
              <Badge status={connected ? 'success' : 'default'} text={connected ? t('online.live') : t('online.offline')} className="game-header__live" data-testid="live" />
            </Space>
          </div>
          <Space wrap>
            <CmLinks
              small
              courseId={view.courseId}
              pages={[...(view.rounds.some((r) => r.status === 'settled') ? (['results'] as const) : []), ...(mine ? (['stages'] as const) : view.abilities.control ? (['marking'] as const) : [])]}
            />
            <GuideLink caseId={c.id} />
          </Space>
        </div>
      </Card>
      {view.abilities.control && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <ConsolePanel view={view} paths={paths} />
          </Col>
          <Col xs={24} xl={10}>
            <ChatPanel view={view} />
          </Col>
          {view.status !== 'finished' && (
            <Col span={24}>
              <CmConsole courseId={view.courseId} />
            </Col>
          )}
        </Row>
      )}
      {mine && round && position ? (
        <>
          <CmDraft view={view} position={position} history={history} />
          <ChatPanel view={view} />
        </>
      ) : mine ? (
        <Board c={c} position={null} history={history} plays={[]} preview={null} />
      ) : null}
      {!mine && <TeamsTable view={view} />}
      {view.abilities.correct && <CmRerun view={view} />}
    </div>
  );
}

/** Every team's standing after the last settled round (the lecturer's and observers' view). */
function TeamsTable({ view }: { view: CmGameView }) {
  const { t } = useTranslation('game');
  const last = [...view.rounds].filter((r) => r.status === 'settled' && !r.practice).sort((a, b) => b.number - a.number)[0];
  const rows = view.teams.map((team) => {
    const result = last?.results.find((r) => r.teamId === String(team.teamId)) as unknown as TeamRoundResult | undefined;
    return { team, result };
  });
  return (
    <Card title={t('cm.online.teamsTitle')} data-testid="cm-teams">
      <Table
        rowKey={(r) => r.team.teamId}
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'team', title: t('results.team'), render: (_, r) => <TeamDot colour={r.team.colour} name={r.team.teamName} strong /> },
          { key: 'phase', title: t('cm.play.phase'), render: (_, r) => (r.result ? t(`cm.phase.${r.result.phase}`) : '—') },
          { key: 'adopted', title: <StateBadge state="adopted" />, render: (_, r) => (r.result ? r.result.counts.adopted : '—'), align: 'right' },
          { key: 'resistant', title: <StateBadge state="resistant" />, render: (_, r) => (r.result ? r.result.counts.resistant : '—'), align: 'right', responsive: ['sm'] },
          { key: 'score', title: t('cm.online.overall'), render: (_, r) => (r.result ? r.result.overallScore.toFixed(1) : '—'), align: 'right' },
        ]}
      />
    </Card>
  );
}
