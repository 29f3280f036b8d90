import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Drawer, Empty, Form, Input, InputNumber, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { caseOf, type ChangeCase } from '@sandtable/sim/change';
import { call } from '../../../../api/client';
import { cmAnswersKey, useCmAnswers, useCmCourseResults } from '../../../../api/gameCm';
import { useLocale } from '../../../../i18n/useLocale';
import { useAction } from '../../../../lib/useAction';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/useMediaQuery';
import { GameNotFound } from '../../../game/components/GameNotFound';
import { courseIdOf, errorCode, GAME_NOT_STARTED, NOT_FOUND, useCourse } from '../../../game/hooks';
import { say } from '../../model';
import { thinkingPoints, toMark, type StageAnswers, type StageQuestions } from '../../stages';
import { CmLinks } from '../../components/CmLinks';
import '../../../../components/page.css';
import '../../../game/game.css';
import '../../cm.css';
import '../../results.css';
import { listOf } from '@sandtable/shared/format/list';

type Member = ResponseOf<typeof api.gameCmStage.answers>['list'][number];
type Proposer = ResponseOf<typeof api.gameCmStage.answers>['proposer'];
type Proposal = ResponseOf<typeof api.gameCmStage.propose>['proposals'][number];
const FILTERS = ['all', 'toMark', 'marked', 'notAnswered'] as const;
type Filter = (typeof FILTERS)[number];

/** Whether a member matches the status filter. */
function matches(m: Member, filter: Filter): boolean {
  if (filter === 'toMark') return toMark(m.stages) > 0;
  if (filter === 'marked') return m.stages.some((s) => s.marks !== null);
  if (filter === 'notAnswered') return m.stages.every((s) => s.thinking === null);
  return true;
}

/**
 * `/general-coursedetails-CMAI?courseId=`: the lecturer marks a CM course's thinking answers (spec
 * route; docs/decisions/web-cm.md "Stage questions"). The spec's variant has an optional provider
 * propose marks the lecturer confirms (docs/decisions/cm.md "Proposed marks"): the page says which
 * one proposes, or that the lecturer marks alone. Every member's stages (Q&A points, thinking
 * answers), filtered and paged; a drawer marks one member's stage per question within its rubric,
 * with the proposal filled in on request.
 */
export default function CmMarkingPage() {
  const [search] = useSearchParams();
  const courseId = courseIdOf(search);
  const { t } = useTranslation('game');
  const course = useCourse(courseId);
  const answers = useCmAnswers(courseId);
  const game = useCmCourseResults(courseId);
  if ([answers.error, game.error].some((e) => errorCode(e) === GAME_NOT_STARTED)) {
    return (
      <Card>
        <Empty description={t('cm.stage.notStarted')} data-testid="cm-marking-not-started" />
      </Card>
    );
  }
  if (!courseId || course.isError || answers.isError || game.isError) {
    const error = course.error ?? answers.error ?? game.error;
    const known = [NOT_FOUND, null].includes(errorCode(error));
    return <GameNotFound error={error} back="/course-management" retry={!courseId || known ? undefined : () => void Promise.all([answers.refetch(), course.refetch(), game.refetch()])} />;
  }
  if (course.isPending || answers.isPending || game.isPending) {
    return (
      <Card aria-busy="true" data-testid="cm-marking-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const c = caseOf(game.data.caseId);
  if (!c) return <GameNotFound />;
  return <Marking c={c} courseId={courseId} courseName={course.data.course.name} questions={answers.data.questions} list={answers.data.list} proposer={answers.data.proposer} />;
}

function Marking({ c, courseId, courseName, questions, list, proposer }: { c: ChangeCase; courseId: number; courseName: string; questions: readonly StageQuestions[]; list: readonly Member[]; proposer: Proposer }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const phone = useMediaQuery(PHONE_QUERY);
  const [keyword, setKeyword] = useState('');
  const [team, setTeam] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const teams = useMemo(() => [...new Set(list.map((m) => m.teamName).filter((n): n is string => !!n))], [list]);
  const shown = list.filter((m) => (!keyword || m.name.includes(keyword.trim())) && (!team || m.teamName === team) && matches(m, filter));
  const member = list.find((m) => m.memberId === open) ?? null;
  return (
    <div className="stack cm" data-testid="cm-marking">
      <Card className="game-header">
        <div className="game-header__row">
          <div className="game-header__main">
            <Typography.Title level={3} className="game-header__title">
              {t('cm.stage.markingTitle', { course: courseName })}
            </Typography.Title>
            <Tag>{say(c.title, locale)}</Tag>
          </div>
          <Space wrap>
            <CmLinks courseId={courseId} pages={['game', 'results']} />
          </Space>
        </div>
      </Card>
      {proposer ? (
        <Alert type="info" showIcon title={t('cm.stage.proposerTitle')} description={t(`cm.stage.proposerText_${proposer}`)} data-testid="cm-proposer" />
      ) : (
        <Alert type="info" showIcon title={t('cm.stage.noProvider')} description={t('cm.stage.noProviderText')} data-testid="cm-no-provider" />
      )}
      <Card>
        <Space wrap className="cm-marking__filters">
          <Input.Search allowClear placeholder={t('cm.stage.searchName')} aria-label={t('cm.stage.searchName')} onSearch={setKeyword} onChange={(e) => !e.target.value && setKeyword('')} style={{ width: 200 }} data-testid="cm-marking-search" />
          <Select allowClear placeholder={t('cm.stage.allTeams')} aria-label={t('cm.stage.team')} value={team} onChange={(v) => setTeam(v ?? null)} options={teams.map((n) => ({ value: n, label: n }))} style={{ minWidth: 140 }} />
          <Select aria-label={t('cm.stage.filter')} value={filter} onChange={setFilter} options={FILTERS.map((f) => ({ value: f, label: t(`cm.stage.filters.${f}`) }))} style={{ minWidth: 160 }} data-testid="cm-marking-filter" />
        </Space>
        <Table<Member>
          size="small"
          rowKey="memberId"
          dataSource={shown}
          scroll={{ x: 720 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={list.length ? t('cm.stage.noMatch') : t('cm.stage.noMembers')} /> }}
          data-testid="cm-marking-table"
          columns={[
            { key: 'name', title: t('cm.stage.member'), dataIndex: 'name', fixed: phone ? undefined : 'left', width: 140 },
            { key: 'team', title: t('cm.stage.team'), render: (_, m) => m.teamName ?? '—' },
            { key: 'quiz', title: t('cm.stage.quizColumn'), render: (_, m) => questions.map((s) => m.stages.find((x) => x.phase === s.phase)?.quizPoints ?? '—').join(' / ') },
            { key: 'test', title: t('cm.stage.testColumn'), render: (_, m) => <Tag color={m.testFinished ? 'green' : 'default'}>{t(m.testFinished ? 'cm.stage.yes' : 'cm.stage.no')}</Tag> },
            { key: 'thinking', title: t('cm.stage.thinkingColumn'), render: (_, m) => <Tag color={m.thinkingFinished ? 'green' : 'default'}>{t(m.thinkingFinished ? 'cm.stage.yes' : 'cm.stage.no')}</Tag> },
            { key: 'toMark', title: t('cm.stage.toMarkColumn'), align: 'right', render: (_, m) => toMark(m.stages) },
            {
              key: 'action',
              title: t('cm.stage.actions'),
              render: (_, m) => (
                <Button size="small" type={toMark(m.stages) ? 'primary' : 'default'} disabled={m.stages.every((s) => s.thinking === null)} onClick={() => setOpen(m.memberId)} aria-label={t('cm.stage.markOfMember', { name: m.name })} data-testid={`cm-mark-${m.memberId}`}>
                  {t('cm.stage.mark')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Drawer open={!!member} onClose={() => setOpen(null)} title={member ? t('cm.stage.markTitle', { name: member.name }) : ''} size={phone ? '100%' : 720} destroyOnHidden data-testid="cm-mark-drawer">
        {member &&
          questions.map((stage) => {
            const s = member.stages.find((x) => x.phase === stage.phase);
            return <MarkStage key={stage.phase} courseId={courseId} memberId={member.memberId} stage={stage} answers={s} proposer={proposer} />;
          })}
      </Drawer>
    </div>
  );
}

/** One stage of a member: their answers, the rubric, a mark per question within its total; a proposal on request. */
function MarkStage({ courseId, memberId, stage, answers, proposer }: { courseId: number; memberId: number; stage: StageQuestions; answers: StageAnswers | undefined; proposer: Proposer }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, number>>();
  const saving = useAction();
  const proposing = useAction();
  const [proposals, setProposals] = useState<Record<string, Proposal>>({});
  const earned = thinkingPoints(stage, answers);
  const propose = () =>
    proposing.run(async () => {
      const res = await call(api.gameCmStage.propose, { courseId, phase: stage.phase, memberId });
      setProposals(Object.fromEntries(res.proposals.map((p) => [p.questionId, p])));
      // Filled in, not saved: the lecturer confirms with the form's own button.
      form.setFieldsValue(Object.fromEntries(res.proposals.map((p) => [p.questionId, p.points])));
      void message.info(t('cm.stage.proposalsFilled'));
    });
  const save = (marks: Record<string, number>) =>
    saving.run(async () => {
      await call(api.gameCmStage.mark, { courseId, phase: stage.phase, memberId, marks });
      await queryClient.invalidateQueries({ queryKey: cmAnswersKey(courseId) });
      void message.success(t('cm.stage.markSaved'));
    });
  return (
    <Card
      size="small"
      className="cm-stage__question"
      title={`${t(`cm.phase.${stage.phase}`)} · ${say(stage.title, locale)}`}
      extra={earned ? <Tag color="green">{t('cm.stage.pointsOf', earned)}</Tag> : null}
      data-testid={`cm-mark-stage-${stage.phase}`}
    >
      {!answers?.thinking ? (
        <Typography.Text type="secondary">{t('cm.stage.notAnswered')}</Typography.Text>
      ) : (
        <Form form={form} layout="vertical" initialValues={answers.marks ?? {}} onFinish={(v: Record<string, number>) => void save(v)} requiredMark={false}>
          {proposer && (
            <Button onClick={() => void propose()} loading={proposing.busy} className="cm-stage__propose" data-testid={`cm-propose-${stage.phase}`}>
              {t('cm.stage.propose')}
            </Button>
          )}
          {stage.thinking.map((q, i) => (
            <div key={q.id} className="cm-stage__question">
              <Typography.Text strong>
                {i + 1}. {say(q.prompt, locale)}
              </Typography.Text>
              <Typography.Paragraph className="cm-stage__answer" data-testid="cm-mark-answer">
                {answers.thinking![q.id]}
              </Typography.Paragraph>
              <ul className="cm-stage__rubric" aria-label={t('cm.stage.rubricLabel')}>
                {(q.rubric ?? []).map((r, k) => (
                  <li key={k}>
                    {say(r.criterion, locale)} · {t('cm.stage.pointsShort', { points: r.points })}
                  </li>
                ))}
              </ul>
              {proposals[q.id] && <ProposalNote proposal={proposals[q.id]} total={q.total} />}
              <Form.Item name={q.id} label={t('cm.stage.markLabel', { total: q.total })} rules={[{ required: true, message: t('cm.stage.markRequired') }]}>
                <InputNumber min={0} max={q.total} precision={0} data-testid={`cm-mark-input-${q.id}`} />
              </Form.Item>
            </div>
          ))}
          <Button type="primary" htmlType="submit" loading={saving.busy} data-testid={`cm-mark-save-${stage.phase}`}>
            {t(answers.marks ? 'cm.stage.markUpdate' : 'cm.stage.markSave')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** What was proposed for one answer: the points, per criterion, and the words that earned them. */
function ProposalNote({ proposal, total }: { proposal: Proposal; total: number }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const words = [...new Set(proposal.criteria.flatMap((c) => c.matched))];
  return (
    <div className="cm-stage__proposal" data-testid={`cm-proposal-${proposal.questionId}`}>
      <Tag color="blue">{t('cm.stage.proposed', { points: proposal.points, total })}</Tag>
      <Typography.Text type="secondary">
        {t('cm.stage.proposedCriteria', { list: proposal.criteria.map((c) => `${c.points}/${c.of}`).join(' · ') })}
        {words.length > 0 && ` · ${t('cm.stage.proposedMatched', { words: listOf(words, locale) })}`}
      </Typography.Text>
    </div>
  );
}
