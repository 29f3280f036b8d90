import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { gameEndpoints, scoreWeightsSchema } from '@sandtable/shared/contracts/game';
import { engineFor } from '@sandtable/sim/registry';
import { ROUND_MINUTES } from '@sandtable/shared/rules/constants';
import { SCORE_RANGE } from '@sandtable/shared/rules/limits';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { call } from '../../../api/client';
import { formFailure, zodRule } from '../../../lib/forms';
import { courseKey, stateKey, type PlayPaths } from '../hooks';
import { TeamDot } from './TeamDot';

export const PERSPECTIVES = ['financial', 'customer', 'internal', 'learning'] as const;
type Perspective = (typeof PERSPECTIVES)[number];

interface StartValues {
  practiceRound: boolean;
  roundMinutes: number;
  /** The market's scorecard (another game brings its own choices instead). */
  weights?: Record<Perspective, number>;
  computerTeamIds: number[];
  closeWhenAllSubmitted: boolean;
  releaseChapter2: boolean;
}

/** The default scorecard weights of the course's game as whole percentages (the market's: 40 / 20 / 20 / 20); none for a game with no engine (the server then says it is not offered). */
export function defaultWeights(gameId: string): Record<Perspective, number> {
  const engine = engineFor(gameId);
  const weights = engine ? (engine.scoreWeights(engine.defaultParams) as Record<Perspective, number>) : null;
  return Object.fromEntries(PERSPECTIVES.map((p) => [p, weights ? Math.round(weights[p] * 100) : 0])) as Record<Perspective, number>;
}

const minutesRule = zodRule(gameEndpoints.start.request.shape.roundMinutes, 'roundMinutes');

/**
 * Another game's start: its play endpoints, the panel's title, the form fields of its own choices
 * (CM: the case and the level) in place of the market's scorecard, and their initial values.
 */
export interface StartChoices {
  paths: PlayPaths;
  title: string;
  fields: ReactNode;
  initialValues: Record<string, unknown>;
}

/**
 * The lecturer starts the game of a running course: an optional practice round, minutes per round,
 * whether a round closes once every team has submitted, the scorecard's weights (or another game's
 * own choices, `game`), which empty teams the computer runs, and releasing chapter 2 (the
 * simulation) to the students with the start.
 */
export function StartGamePanel({ detail, game }: { detail: CourseDetail; game?: StartChoices }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StartValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const emptyTeams = detail.teams.filter((team) => team.members.length === 0);
  // The course's ability (its policy: a manager, the course running), not a status read here.
  const mayStart = detail.abilities.startGame;
  const chapter2Released = detail.course.chaptersUnlocked >= 2;

  const start = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (values.weights && PERSPECTIVES.every((p) => !values.weights![p])) {
      setFailure(t('start.weightsZero'));
      return;
    }
    modal.confirm({
      title: t('start.confirmTitle'),
      content: t('start.confirmText', { rounds: detail.course.rounds, minutes: values.roundMinutes }),
      okText: t('start.button'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        setStarting(true);
        setFailure(null);
        try {
          const request = { courseId: detail.course.id, ...values, releaseChapter2: !chapter2Released && values.releaseChapter2 };
          const view = game ? await call(game.paths.start, request) : await call(api.game.start, request);
          queryClient.setQueryData(stateKey(detail.course.id, game?.paths), view);
          // The course page shows chapter 2 released.
          if (values.releaseChapter2) void queryClient.invalidateQueries({ queryKey: courseKey(detail.course.id) });
          void message.success(t('start.done'));
        } catch (error) {
          setFailure(formFailure(form, error));
        } finally {
          setStarting(false);
        }
      },
    });
  };

  return (
    <Card title={game?.title ?? t('start.title')} data-testid="start-game">
      <Typography.Paragraph type="secondary">{t('start.lead', { rounds: detail.course.rounds, teams: detail.teams.length })}</Typography.Paragraph>
      {!mayStart && <Alert type="info" showIcon className="start__alert" title={t('start.notRunning')} />}
      <Form<StartValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ practiceRound: true, roundMinutes: ROUND_MINUTES.default, ...(game ? game.initialValues : { weights: defaultWeights(detail.course.gameId) }), computerTeamIds: [], closeWhenAllSubmitted: true, releaseChapter2: !chapter2Released }}
        disabled={!mayStart}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="practiceRound" label={t('start.practiceRound')} valuePropName="checked" extra={t('start.practiceHelp')}>
              <Switch data-testid="start-practice" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="roundMinutes" label={t('start.roundMinutes')} rules={[minutesRule]} extra={t('start.roundMinutesHelp')}>
              <InputNumber className="full-width" min={ROUND_MINUTES.min} max={ROUND_MINUTES.max} precision={0} suffix={t('start.minutes')} data-testid="start-minutes" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="closeWhenAllSubmitted" label={t('start.closeWhenAll')} valuePropName="checked" extra={t('start.closeWhenAllHelp')}>
              <Switch data-testid="start-close-when-all" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {chapter2Released ? (
              <Form.Item label={t('start.releaseChapter2')}>
                <Typography.Text type="secondary" data-testid="start-chapter2-released">
                  {t('start.chapter2Released')}
                </Typography.Text>
              </Form.Item>
            ) : (
              <Form.Item name="releaseChapter2" label={t('start.releaseChapter2')} valuePropName="checked" extra={t('start.releaseChapter2Help')}>
                <Switch data-testid="start-release-chapter2" />
              </Form.Item>
            )}
          </Col>
        </Row>
        {game ? (
          game.fields
        ) : (
          <>
            <Typography.Title level={5}>{t('start.weights')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('start.weightsHelp')}</Typography.Paragraph>
            <Row gutter={16}>
              {PERSPECTIVES.map((p) => (
                <Col xs={12} md={6} key={p}>
                  <Form.Item name={['weights', p]} label={t(`scorecard.${p}.name`)} rules={[zodRule(scoreWeightsSchema.shape[p], p)]}>
                    <InputNumber className="full-width" min={SCORE_RANGE.min} max={SCORE_RANGE.max} precision={0} data-testid={`start-weight-${p}`} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </>
        )}
        <Form.Item name="computerTeamIds" label={t('start.computerTeams')} extra={emptyTeams.length ? t('start.computerHelp') : t('start.noEmptyTeams')}>
          <Checkbox.Group className="start__teams">
            {emptyTeams.map((team) => (
              <Checkbox key={team.id} value={team.id}>
                <TeamDot colour={team.colour} name={team.name} />
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} className="start__alert" />}
        <Button type="primary" size="large" icon={<PlayCircleOutlined />} loading={starting} disabled={!mayStart} onClick={() => void start()} data-testid="start-button">
          {t('start.button')}
        </Button>
      </Form>
    </Card>
  );
}
