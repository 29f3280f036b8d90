import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Decision, GameView } from '@sandtable/shared/contracts/game';
import { formatYuan } from '@sandtable/shared/format/money';
import { call } from '../../../api/client';
import { TimeText } from '../../../components/format';
import { useRevalidateOnLocaleChange } from '../../../lib/forms';
import { completeDecision, gameParams, previewDecision, sameDecision, suggestedDecision, toFormValues, type DecisionFormValues, type Position } from '../decision';
import { decisionFailure, DRAFT_CONFLICT, errorCode, gameStateQuery, stateKey } from '../hooks';
import { DecisionFields } from './DecisionFields';
import { DecisionPreviewList } from './DecisionPreview';

type MyTeam = NonNullable<GameView['myTeam']>;

/** What the form starts from: the team's draft, else last round's decision, else the reference play. */
export function startingDecision(view: GameView, position: Position): Decision {
  const team = view.myTeam;
  if (team?.draft) return team.draft;
  const settled = view.rounds.filter((r) => r.status === 'settled' && !r.practice);
  const last = settled[settled.length - 1]?.results.find((r) => String(r.teamId) === String(team?.teamId));
  return last?.decision ?? suggestedDecision(gameParams(view), position);
}

/**
 * The team's decision for the current round: the five fields with spec §9's help, live previews,
 * "save draft" for any member (versioned: someone else's newer draft is never overwritten) and the
 * captain's "submit" after a confirmation.
 */
export function DecisionPanel({ view, position }: { view: GameView; position: Position }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DecisionFormValues>();
  useRevalidateOnLocaleChange(form);
  const team = view.myTeam as MyTeam;
  const round = view.current!;
  const values = Form.useWatch([], form) as DecisionFormValues | undefined;
  const params = gameParams(view);
  const preview = useMemo(() => (values ? previewDecision(values, position, params) : null), [values, position, params]);

  // The draft version the form is based on; a newer one on the server is someone else's save.
  const [baseVersion, setBaseVersion] = useState(team.version);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const loadedRound = useRef<number | null>(null);
  // The decision the form last loaded or saved: the form is "changed" when it shows anything else.
  const baseline = useRef<Decision | null>(null);
  const changed = () => !sameDecision(completeDecision(form.getFieldsValue()), baseline.current);

  /** Shows a decision as the untouched starting point (so a teammate's newer draft may replace it). */
  const load = (decision: Decision, version: number) => {
    form.resetFields();
    form.setFieldsValue(toFormValues(decision));
    baseline.current = decision;
    setBaseVersion(version);
    setConflict(false);
  };

  // A paused game still takes drafts and submissions: only the clock stops. Who may still edit a
  // submitted decision is the server's rule (game.policy.ts), sent as `decide`: the form only reads it.
  const readOnly = !view.abilities.decide;
  const submittedReadOnly = readOnly && team.submitted;

  // A new round starts from its own draft; within a round, a newer draft from a teammate loads by
  // itself while this form is untouched (or read-only), and otherwise waits for "load their draft".
  useEffect(() => {
    if (loadedRound.current !== round.id) {
      loadedRound.current = round.id;
      load(startingDecision(view, position), team.version);
      return;
    }
    if (team.version > baseVersion && team.draft) {
      if (changed() && !readOnly) setConflict(true);
      else load(team.draft, team.version);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round.id, team.version, team.draft, readOnly]);

  const saveDraft = async () => {
    const decision = await validated();
    if (!decision) return;
    setSaving(true);
    try {
      const next = await call(api.game.draft, { courseId: view.courseId, roundId: round.id, decision, baseVersion });
      queryClient.setQueryData(stateKey(view.courseId), next);
      setBaseVersion(next.myTeam?.version ?? baseVersion + 1);
      markSaved();
      void message.success(t('draft.saved'));
    } catch (error) {
      // A stale baseVersion is refused with the teammate's draft on the server: show whose.
      const fresh = await queryClient.fetchQuery({ ...gameStateQuery(view.courseId), staleTime: 0 }).catch(() => null);
      if (errorCode(error) === DRAFT_CONFLICT || (fresh?.myTeam && fresh.myTeam.version !== baseVersion)) setConflict(true);
      else {
        const text = decisionFailure(form, error);
        if (text) void message.error(text);
      }
    } finally {
      setSaving(false);
    }
  };

  /** What is saved is the new starting point. */
  const markSaved = () => {
    baseline.current = completeDecision(form.getFieldsValue());
  };

  const validated = async (): Promise<Decision | null> => {
    try {
      const v = await form.validateFields();
      return completeDecision(v);
    } catch {
      return null;
    }
  };

  const submit = async () => {
    const decision = await validated();
    if (!decision) return;
    const money = formatYuan;
    modal.confirm({
      title: t('submit.confirmTitle', { round: roundLabel(t, round, view) }),
      content: (
        <div data-testid="submit-confirm">
          <p>{t('submit.confirmText')}</p>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('decision.price')}>{money(decision.price)}</Descriptions.Item>
            <Descriptions.Item label={t('decision.plannedProduction')}>{t('units.count', { count: decision.plannedProduction })}</Descriptions.Item>
            <Descriptions.Item label={t('decision.overtimePercent')}>{decision.overtimePercent}%</Descriptions.Item>
            <Descriptions.Item label={t('decision.marketing')}>{money(decision.marketing)}</Descriptions.Item>
            <Descriptions.Item label={t('decision.research')}>{money(decision.research)}</Descriptions.Item>
          </Descriptions>
        </div>
      ),
      okText: t('submit.confirm'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        setSubmitting(true);
        try {
          const next = await call(api.game.submit, { courseId: view.courseId, roundId: round.id, decision });
          queryClient.setQueryData(stateKey(view.courseId), next);
          markSaved();
          void message.success(t('submit.done'));
        } catch (error) {
          const text = decisionFailure(form, error);
          if (text) void message.error(text);
          void queryClient.invalidateQueries({ queryKey: stateKey(view.courseId) });
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  return (
    <Card
      title={t('form.title', { round: roundLabel(t, round, view) })}
      className={submittedReadOnly ? 'decision-card decision-card--submitted' : 'decision-card'}
      data-testid="decision-panel"
      extra={team.submitted ? <Tag icon={<CheckCircleFilled />} color="success" data-testid="submitted-tag">{t('submit.submittedTag')}</Tag> : <Tag color="warning">{t('submit.notSubmittedTag')}</Tag>}
    >
      {team.submitted && (
        <Alert
          className="decision-card__alert"
          type={submittedReadOnly ? 'info' : 'success'}
          showIcon
          data-testid="submitted-state"
          title={submittedReadOnly ? t('submit.readOnlyTitle') : t('submit.submittedTitle')}
          description={
            <>
              <div data-testid="submitted-by">
                {t('submit.submittedBy', { name: team.submittedBy ?? '' })} <TimeText value={team.submittedAt} />
              </div>
              {submittedReadOnly ? <div>{t('submit.readOnlyText')}</div> : view.abilities.submit ? <div>{t('submit.canResubmit')}</div> : null}
            </>
          }
        />
      )}
      {conflict && (
        <Alert
          className="decision-card__alert"
          type="warning"
          showIcon
          data-testid="draft-conflict"
          title={t('draft.conflictTitle', { name: team.lastEditor ?? t('draft.someone') })}
          description={
            <span>
              {t('draft.conflictText')} <TimeText value={team.lastEditedAt} />
            </span>
          }
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={() => team.draft && load(team.draft, team.version)} data-testid="load-their-draft">
                {t('draft.loadTheirs')}
              </Button>
              <Button size="small" onClick={() => { setBaseVersion(team.version); setConflict(false); }} data-testid="keep-mine">
                {t('draft.keepMine')}
              </Button>
            </Space>
          }
        />
      )}
      <div className="decision-card__body">
        <Form form={form} layout="vertical" requiredMark={false} className="decision-form" disabled={readOnly} data-testid="decision-form">
          {/* Read-only after the captain's submit: the values, without the help for editing them. */}
          <DecisionFields position={position} params={params} disabled={readOnly} compact={submittedReadOnly} />
        </Form>
        <div className="decision-card__side">{preview && <DecisionPreviewList preview={preview} position={position} />}</div>
      </div>
      <div className="decision-card__footer">
        <Typography.Text type="secondary" className="decision-card__editor" data-testid="last-editor">
          {team.lastEditor ? (
            <>
              {t('draft.lastEdit', { name: team.lastEditor })} <TimeText value={team.lastEditedAt} />
            </>
          ) : (
            t('draft.none')
          )}
        </Typography.Text>
        {!readOnly && (
          <Space wrap>
            <Button icon={<SaveOutlined />} loading={saving} onClick={() => void saveDraft()} data-testid="save-draft">
              {t('draft.save')}
            </Button>
            {view.abilities.submit ? (
              <Button type="primary" icon={<SendOutlined />} loading={submitting} onClick={() => void submit()} data-testid="submit-decision">
                {team.submitted ? t('submit.again') : t('submit.button')}
              </Button>
            ) : (
              <Typography.Text type="secondary">{t('submit.captainOnly')}</Typography.Text>
            )}
          </Space>
        )}
      </div>
    </Card>
  );
}

/** "Practice round" or "Round 2 of 4". */
export function roundLabel(t: (key: string, options?: Record<string, unknown>) => string, round: { number: number; practice: boolean }, view: Pick<GameView, 'practiceRounds' | 'officialRounds'>): string {
  if (round.practice) return view.practiceRounds > 1 ? t('round.practiceN', { n: round.number }) : t('round.practice');
  return t('round.official', { n: round.number - view.practiceRounds, total: view.officialRounds });
}
