import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Col, Form, InputNumber, Result, Row, Space, Tag, Typography } from 'antd';
import { PlayCircleOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import type { TsView } from '@sandtable/shared/contracts/game-ts';
import { TS_PHASES } from '@sandtable/shared/machines/ts';
import { defaultSynergyParams, MAX_PHASE_MINUTES } from '@sandtable/sim/synergy';
import { call } from '../../../../api/client';
import { failureText } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import { Countdown } from '../../../game/components/Countdown';
import { TeamDot } from '../../../game/components/TeamDot';
import { courseIdOf, courseKey, useCourse } from '../../../game/hooks';
import { GameGate } from '../../../game/components/GameGate';
import { tsApi, tsStateKey, useTsLive, useTsState } from '../../hooks';
import { Briefing, Consensus, IndividualRanking } from '../../components/MemberPanels';
import { Debrief, Reveal, Scoreboard } from '../../components/Results';
import { SynergyTeamProfiles } from '../../components/Results';
import { PhaseSteps, TsConsole } from '../../components/TsConsole';
import '../../../../components/page.css';
import '../../../game/game.css';
import '../../ts.css';

/** The course's managers (the course's abilities say so): they start and run the exercise. */
const managesCourse = (detail: CourseDetail) => detail.abilities.edit || detail.abilities.manageTeams || detail.abilities.grade;

/**
 * `/tsOnline?courseId=`: the team-synergy exercise (docs/decisions/ts.md). Members see the phase the
 * lecturer drives: the briefing, their own ranking, the team's consensus (the scribe edits, the
 * others follow live and propose), the reveal, the scoreboard and their team's debrief. The
 * course's managers get the console (phases, timer, resets), the projector's reveal, the scoreboard
 * and every team's debrief. Pushes update the view in place (live.ts).
 */
export default function TsOnlinePage() {
  const [search] = useSearchParams();
  const courseId = courseIdOf(search);
  const state = useTsState(courseId);
  const course = useCourse(courseId);
  const { connected } = useTsLive(courseId, courseId > 0 && !course.isError);

  return (
    <GameGate courseId={courseId} course={course} state={state} notStarted={(detail) => <NotStarted detail={detail} />}>
      {(view, detail) => <Exercise view={view} detail={detail} connected={connected} />}
    </GameGate>
  );
}

function NotStarted({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('game');
  return (
    <div className="stack ts" data-testid="ts-not-started">
      <Card className="game-header">
        <Typography.Title level={3} className="game-header__title">
          {detail.course.name}
        </Typography.Title>
        <Tag>{t('status.notStarted')}</Tag>
      </Card>
      {managesCourse(detail) ? (
        <StartPanel detail={detail} />
      ) : (
        <Card>
          <Result status="info" title={t('online.waitTitle')} subTitle={t('ts.ui.waitText')} />
        </Card>
      )}
    </div>
  );
}

type StartValues = { phaseMinutes: Record<string, number>; releaseChapter2: boolean };

/** The lecturer starts the exercise on the course's scenario version: each phase's timer, and chapter 2 released with it. */
function StartPanel({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('game');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StartValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const courseId = detail.course.id;
  const start = async (values: StartValues) => {
    setStarting(true);
    setFailure(null);
    try {
      const view = await call(tsApi.start, { courseId, phaseMinutes: values.phaseMinutes, releaseChapter2: values.releaseChapter2, computerTeamIds: [] });
      queryClient.setQueryData(tsStateKey(courseId), view);
      void queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
      void message.success(t('ts.ui.started'));
    } catch (error) {
      setFailure(failureText(error) ?? t('ts.ui.failed'));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Card title={t('ts.ui.startTitle', { version: detail.course.tsVersion ?? '-' })} data-testid="ts-start">
      <Typography.Paragraph type="secondary">{t('ts.ui.startHelp')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon className="ts-gap" title={failure} data-testid="ts-start-error" />}
      <Form form={form} layout="vertical" initialValues={{ phaseMinutes: { ...defaultSynergyParams.phaseMinutes }, releaseChapter2: true }} onFinish={(v) => void start(v)}>
        <Row gutter={16}>
          {TS_PHASES.map((p) => (
            <Col xs={12} sm={8} key={p}>
              <Form.Item name={['phaseMinutes', p]} label={t(`ts.phase.${p}`)} extra={p === 'briefing' ? t('ts.ui.zeroNoTimer') : undefined}>
                <InputNumber min={0} max={MAX_PHASE_MINUTES} precision={0} suffix={t('ts.ui.min')} className="full-width" data-testid={`ts-start-${p}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="releaseChapter2" valuePropName="checked">
          <Checkbox data-testid="ts-start-release">{t('ts.ui.releaseChapter2')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" icon={<PlayCircleOutlined />} loading={starting} data-testid="ts-start-submit">
          {t('ts.ui.start')}
        </Button>
      </Form>
    </Card>
  );
}

function Exercise({ view, detail, connected }: { view: TsView; detail: CourseDetail; connected: boolean }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const manager = view.abilities.control || view.abilities.reset || managesCourse(detail);
  const team = view.myTeam;
  const phase = view.phase;
  return (
    <div className={`stack ts game${manager ? ' ts--console' : ''}`} data-testid="ts-game" data-phase={phase} data-role={manager ? 'manager' : 'member'}>
      <Card className="game-header" data-testid="ts-header">
        <div className="game-header__row">
          <div className="game-header__main">
            <Typography.Title level={3} className="game-header__title">
              {detail.course.name}
            </Typography.Title>
            <Space wrap size={[8, 4]}>
              <Tag color="blue" data-testid="ts-phase">
                {t(`ts.phase.${phase}`)}
              </Tag>
              <span className="ts-muted">{locale === 'en-US' ? view.scenario.title.en : view.scenario.title.zh}</span>
              {team && (
                <span className="game-header__team">
                  <TeamDot colour={view.teams.find((x) => x.teamId === team.teamId)?.colour ?? '#1677ff'} name={team.teamName} />
                  {team.scribe && <Tag color="blue">{t('ts.ui.youScribe')}</Tag>}
                </span>
              )}
              <Tag color={connected ? 'success' : 'default'} className="game-header__live" data-testid="ts-live" data-connected={connected}>
                {t(connected ? 'online.live' : 'online.offline')}
              </Tag>
            </Space>
          </div>
          <Countdown deadline={view.phaseDeadline} paused={false} onExpire={() => void queryClient.invalidateQueries({ queryKey: tsStateKey(view.courseId) })} />
        </div>
        <PhaseSteps view={view} />
      </Card>

      {manager && <TsConsole key={view.phase} view={view} />}
      {!manager && !team && <Alert type="info" showIcon title={t('ts.ui.noTeam')} data-testid="ts-no-team" />}

      {(phase === 'briefing' || (manager && (phase === 'individual' || phase === 'consensus'))) && <Briefing view={view} />}
      {!manager && team && phase === 'individual' && <IndividualRanking view={view} team={team} />}
      {!manager && team && phase === 'consensus' && <Consensus view={view} team={team} />}
      {phase === 'reveal' && <Reveal view={view} />}
      {phase === 'scoreboard' && <Scoreboard courseId={view.courseId} highlight={team?.teamId} />}
      {phase === 'debrief' && (manager ? <Debrief courseId={view.courseId} teams={view.teams} /> : team && <Debrief courseId={view.courseId} />)}
      {phase === 'debrief' && <SynergyTeamProfiles courseId={view.courseId} />}
      {phase === 'debrief' && (
        <Space wrap>
          <Link to={`/teamLeadership?courseId=${view.courseId}`}>
            <Button icon={<TeamOutlined />} data-testid="ts-leadership-link">{t('ts.ui.leadershipLink')}</Button>
          </Link>
          {!manager && (
            <Link to="/hs-achievement">
              <Button icon={<TrophyOutlined />} data-testid="ts-achievement-link">{t('ts.ui.achievementLink')}</Button>
            </Link>
          )}
        </Space>
      )}
    </div>
  );
}
