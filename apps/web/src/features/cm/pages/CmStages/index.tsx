import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Form, Input, Radio, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { caseOf, PHASES, type ChangeCase } from '@sandtable/sim/change';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { useLocale } from '../../../../i18n/useLocale';
import { failureText } from '../../../../lib/forms';
import { useAction } from '../../../../lib/useAction';
import { GameNotFound } from '../../../game/components/GameNotFound';
import { courseIdOf, errorCode, GAME_NOT_STARTED, NOT_FOUND, useCourse } from '../../../game/hooks';
import { say } from '../../model';
import { quizComplete, stageStatus, thinkingPoints, type StageAnswers, type StageQuestions, type StageStatus } from '../../stages';
import { CmLinks } from '../../components/CmLinks';
import '../../../../components/page.css';
import '../../../game/game.css';
import '../../cm.css';
import '../../results.css';

type Stages = ResponseOf<typeof api.gameCmStage.stages>;
const STATUS_COLOURS: Record<StageStatus, string> = { todo: 'default', quizDone: 'processing', awaitingMarks: 'gold', marked: 'green' };

/**
 * `/cmStages?courseId=&stage=`: a member's stage questions of a CM course (spec §9; docs/decisions/web-cm.md
 * "Stage questions"). One tab per stage (a phase of the case's organisation): 5 Q&A answered once and
 * marked at once, with the right answers and why; 3–4 thinking questions, changeable until the
 * lecturer marks them, then their marks. The "test finished" and "thinking finished" flags are the
 * server's, from the stored answers.
 */
export default function CmStagesPage() {
  const [search, setSearch] = useSearchParams();
  const courseId = courseIdOf(search);
  const course = useCourse(courseId);
  const stages = useQuery({ queryKey: keyOf(api.gameCmStage.stages, { courseId }), queryFn: ({ signal }) => call(api.gameCmStage.stages, { courseId }, { signal }), enabled: courseId > 0 });
  const { t } = useTranslation('game');
  const locale = useLocale();
  if (stages.isError && errorCode(stages.error) === GAME_NOT_STARTED) {
    return (
      <Card>
        <Empty description={t('cm.stage.notStarted')} data-testid="cm-stages-not-started" />
      </Card>
    );
  }
  if (!courseId || course.isError || stages.isError) {
    const error = course.error ?? stages.error;
    const known = [NOT_FOUND, null].includes(errorCode(error));
    return <GameNotFound error={error} back="/personal-course-list" retry={!courseId || known ? undefined : () => void Promise.all([stages.refetch(), course.refetch()])} />;
  }
  if (course.isPending || stages.isPending) {
    return (
      <Card aria-busy="true" data-testid="cm-stages-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const c = caseOf(stages.data.caseId);
  if (!c) return <GameNotFound />;
  const picked = search.get('stage');
  const active = PHASES.includes(picked as never) ? picked! : PHASES[0]!;
  return (
    <div className="stack cm" data-testid="cm-stages">
      <Card className="game-header">
        <div className="game-header__row">
          <div className="game-header__main">
            <Typography.Title level={3} className="game-header__title">
              {t('cm.stage.title', { course: course.data.course.name })}
            </Typography.Title>
            <Space wrap size={[8, 8]}>
              <Tag>{say(c.title, locale)}</Tag>
              <Tag color={stages.data.testFinished ? 'green' : 'default'} data-testid="cm-test-finished">
                {t(stages.data.testFinished ? 'cm.stage.testFinished' : 'cm.stage.testOpen')}
              </Tag>
              <Tag color={stages.data.thinkingFinished ? 'green' : 'default'} data-testid="cm-thinking-finished">
                {t(stages.data.thinkingFinished ? 'cm.stage.thinkingFinished' : 'cm.stage.thinkingOpen')}
              </Tag>
            </Space>
          </div>
          <Space wrap>
            <CmLinks courseId={courseId} pages={['game', 'results']} />
          </Space>
        </div>
      </Card>
      <Card>
        <Typography.Paragraph type="secondary">{t('cm.stage.lead')}</Typography.Paragraph>
        <Tabs
          activeKey={active}
          onChange={(k) =>
            setSearch(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('stage', k);
                return next;
              },
              { replace: true },
            )
          }
          items={stages.data.questions.map((stage) => {
            const answers = stages.data.stages.find((s) => s.phase === stage.phase);
            const status = stageStatus(answers);
            return {
              key: stage.phase,
              label: (
                <span>
                  {t(`cm.phase.${stage.phase}`)} <Tag color={STATUS_COLOURS[status]}>{t(`cm.stage.status.${status}`)}</Tag>
                </span>
              ),
              children: <StagePanel c={c} stage={stage} answers={answers} courseId={courseId} />,
            };
          })}
        />
      </Card>
    </div>
  );
}

function StagePanel({ c, stage, answers, courseId }: { c: ChangeCase; stage: StageQuestions; answers: StageAnswers | undefined; courseId: number }) {
  const locale = useLocale();
  return (
    <div className="stack" data-testid={`cm-stage-${stage.phase}`}>
      <Typography.Title level={4}>{say(stage.title, locale)}</Typography.Title>
      <Quiz stage={stage} answers={answers} courseId={courseId} />
      <Thinking c={c} stage={stage} answers={answers} courseId={courseId} />
    </div>
  );
}

function useStagesUpdate(courseId: number) {
  const queryClient = useQueryClient();
  return (next: Stages) => queryClient.setQueryData(keyOf(api.gameCmStage.stages, { courseId }), next);
}

/** The stage's Q&A: answered once, then shown marked with the right answer and why. */
function Quiz({ stage, answers, courseId }: { stage: StageQuestions; answers: StageAnswers | undefined; courseId: number }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const { modal, message } = App.useApp();
  const update = useStagesUpdate(courseId);
  const [chosen, setChosen] = useState<Record<string, number | undefined>>({});
  const [sending, setSending] = useState(false);
  const done = answers?.quiz ?? null;
  const send = () =>
    modal.confirm({
      title: t('cm.stage.quizConfirm.title'),
      content: t('cm.stage.quizConfirm.text'),
      okText: t('cm.stage.quizConfirm.ok'),
      onOk: async () => {
        setSending(true);
        try {
          const next = await call(api.gameCmStage.quiz, { courseId, phase: stage.phase, answers: chosen as Record<string, number> });
          update(next);
          const points = next.stages.find((s) => s.phase === stage.phase)?.quizPoints ?? 0;
          void message.success(t('cm.stage.quizMarked', { points }));
        } catch (error) {
          const text = failureText(error);
          if (text) void message.error(text);
        } finally {
          setSending(false);
        }
      },
    });
  return (
    <Card size="small" title={t('cm.stage.quizTitle', { count: stage.quiz.length })} extra={done && <Tag color="green" data-testid="cm-quiz-points">{t('cm.stage.points', { points: answers?.quizPoints ?? 0 })}</Tag>} data-testid="cm-quiz">
      {stage.quiz.map((q, i) => {
        const given = done ? done[q.id] : chosen[q.id];
        // The key of a marked stage comes with the server's answer (never in the page before).
        const right = done && q.answer !== undefined ? given === q.answer : null;
        return (
          <fieldset key={q.id} className="cm-stage__question" data-question={q.id}>
            <legend>
              <Typography.Text strong>
                {i + 1}. {say(q.prompt, locale)}
              </Typography.Text>
            </legend>
            <Radio.Group
              className="cm-stage__options"
              value={given}
              disabled={!!done}
              onChange={(e) => setChosen((prev) => ({ ...prev, [q.id]: e.target.value as number }))}
              options={q.options.map((o, k) => ({ value: k, label: say(o, locale) }))}
            />
            {done && q.answer !== undefined && (
              <Typography.Paragraph className={right ? 'cm-stage__right' : 'cm-stage__wrong'} data-testid="cm-quiz-verdict">
                {right ? t('cm.stage.right') : t('cm.stage.wrong', { answer: say(q.options[q.answer]!, locale) })} {q.explanation && say(q.explanation, locale)}
              </Typography.Paragraph>
            )}
          </fieldset>
        );
      })}
      {!done && (
        <Space wrap>
          <Button type="primary" onClick={send} loading={sending} disabled={!quizComplete(stage, chosen)} data-testid="cm-quiz-submit">
            {t('cm.stage.quizSubmit')}
          </Button>
          {!quizComplete(stage, chosen) && <Typography.Text type="secondary">{t('cm.stage.quizAll')}</Typography.Text>}
        </Space>
      )}
    </Card>
  );
}

/** The stage's thinking questions: every one answered, changeable until marked; then the marks per question. */
function Thinking({ c, stage, answers, courseId }: { c: ChangeCase; stage: StageQuestions; answers: StageAnswers | undefined; courseId: number }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const { message } = App.useApp();
  const update = useStagesUpdate(courseId);
  const [form] = Form.useForm<Record<string, string>>();
  const saving = useAction();
  const marked = !!answers?.marks;
  const earned = thinkingPoints(stage, answers);
  const save = (values: Record<string, string>) =>
    saving.run(async () => {
      update(await call(api.gameCmStage.thinking, { courseId, phase: stage.phase, answers: values }));
      void message.success(t('cm.stage.thinkingSaved'));
    });
  return (
    <Card
      size="small"
      title={t('cm.stage.thinkingTitle', { count: stage.thinking.length })}
      extra={earned ? <Tag color="green" data-testid="cm-thinking-points">{t('cm.stage.pointsOf', earned)}</Tag> : answers?.thinking ? <Tag color="gold">{t('cm.stage.status.awaitingMarks')}</Tag> : null}
      data-testid="cm-thinking"
    >
      {marked ? (
        <Alert type="success" showIcon title={t('cm.stage.markedText')} className="cm-stage__question" />
      ) : (
        <Typography.Paragraph type="secondary">{t('cm.stage.thinkingLead', { case: say(c.title, locale) })}</Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" initialValues={answers?.thinking ?? {}} onFinish={(v) => void save(v)} disabled={marked} requiredMark={false}>
        {stage.thinking.map((q, i) => (
          <Form.Item
            key={q.id}
            name={q.id}
            label={`${i + 1}. ${say(q.prompt, locale)}`}
            rules={[{ required: true, whitespace: true, message: t('cm.stage.thinkingRequired') }]}
            extra={
              <span>
                {t('cm.stage.rubric', { total: q.total })}
                {answers?.marks && answers.marks[q.id] !== undefined && (
                  <strong data-testid="cm-thinking-mark"> · {t('cm.stage.markOf', { points: answers.marks[q.id], total: q.total })}</strong>
                )}
              </span>
            }
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={TEXT_MAX.thinkingAnswer} data-testid={`cm-thinking-${q.id}`} />
          </Form.Item>
        ))}
        {!marked && (
          <Button type="primary" htmlType="submit" loading={saving.busy} data-testid="cm-thinking-submit">
            {t(answers?.thinking ? 'cm.stage.thinkingUpdate' : 'cm.stage.thinkingSubmit')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
