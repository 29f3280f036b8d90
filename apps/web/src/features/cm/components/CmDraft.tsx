import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CmGameView } from '@sandtable/shared/contracts/game-cm';
import { caseOf, previewDecision, type CmParams, type CmPosition, type LeverPlay, type TeamRoundResult } from '@sandtable/sim/change';
import { call } from '../../../api/client';
import { TimeText } from '../../../components/format';
import { failureText } from '../../../lib/forms';
import { roundLabel } from '../../game/components/DecisionPanel';
import { DRAFT_CONFLICT, errorCode, stateKey } from '../../game/hooks';
import { Board } from './Board';
import { samePlays, submittable } from '../model';

const paths = api.gameCm;

/**
 * The team's round in the live course: the board with the team's draft. Any member edits and
 * saves the draft (versioned: a teammate's newer save loads by itself while this one is untouched,
 * otherwise it is offered); the captain submits. Read-only once submitted for members (the
 * server's `decide`). A draft the server refuses comes back as its words.
 */
export function CmDraft({ view, position, history }: { view: CmGameView; position: CmPosition; history: readonly TeamRoundResult[] }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const team = view.myTeam!;
  const round = view.current!;
  const params = view.params as unknown as CmParams;
  const c = caseOf(params.caseId)!;
  const readOnly = !view.abilities.decide;

  const [plays, setPlays] = useState<LeverPlay[]>(() => (team.draft?.plays ?? []) as LeverPlay[]);
  const [baseVersion, setBaseVersion] = useState(team.version);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  // What the draft was when loaded or saved: the team's edit is anything else.
  const baseline = useRef<readonly LeverPlay[]>(plays);
  const loadedRound = useRef(round.id);

  const load = (next: readonly LeverPlay[], version: number) => {
    setPlays([...next]);
    baseline.current = next;
    setBaseVersion(version);
    setConflict(false);
  };

  useEffect(() => {
    const theirs = (team.draft?.plays ?? []) as LeverPlay[];
    if (loadedRound.current !== round.id) {
      loadedRound.current = round.id;
      load(theirs, team.version);
      return;
    }
    if (team.version > baseVersion) {
      // A newer draft equal to these plays (this member's own save, pushed before its answer) is no conflict.
      if (!readOnly && !samePlays(plays, baseline.current) && !samePlays(plays, theirs)) setConflict(true);
      else load(theirs, team.version);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round.id, team.version, team.draft, readOnly]);

  const preview = useMemo(() => previewDecision({ plays }, position, params), [plays, position, params]);
  const changed = !samePlays(plays, baseline.current);
  const key = stateKey(view.courseId, paths);

  const save = async () => {
    setBusy('save');
    try {
      const next = await call(paths.draft, { courseId: view.courseId, roundId: round.id, decision: { plays }, baseVersion });
      queryClient.setQueryData(key, next);
      baseline.current = plays;
      setBaseVersion(next.myTeam?.version ?? baseVersion + 1);
      void message.success(t('draft.saved'));
    } catch (error) {
      if (errorCode(error) === DRAFT_CONFLICT) setConflict(true);
      else {
        const text = failureText(error);
        if (text) void message.error(text);
      }
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(null);
    }
  };

  const submit = () =>
    modal.confirm({
      title: t('cm.online.submitTitle', { round: position.round }),
      content: t('cm.online.submitText', { count: plays.length, spent: preview.spent, budget: position.budget }),
      okText: t('submit.confirm'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        setBusy('submit');
        try {
          const next = await call(paths.submit, { courseId: view.courseId, roundId: round.id, decision: { plays } });
          queryClient.setQueryData(key, next);
          baseline.current = plays;
          void message.success(t('submit.done'));
        } catch (error) {
          const text = failureText(error);
          if (text) void message.error(text);
          void queryClient.invalidateQueries({ queryKey: key });
        } finally {
          setBusy(null);
        }
      },
    });

  const ok = submittable(preview);
  const footer = (
    <div className="cm-builder__footer" data-testid="cm-draft-footer">
      {team.submitted && (
        <Alert
          type="success"
          showIcon
          className="cm-builder__alert"
          title={t('cm.online.submittedBy', { name: team.submittedBy ?? '' })}
          description={readOnly ? t('submit.readOnlyText') : view.abilities.submit ? t('submit.canResubmit') : null}
          data-testid="cm-submitted"
        />
      )}
      {conflict && (
        <Alert
          type="warning"
          showIcon
          className="cm-builder__alert"
          title={t('cm.online.conflict', { name: team.lastEditor ?? '' })}
          action={
            <Button size="small" onClick={() => load((team.draft?.plays ?? []) as LeverPlay[], team.version)} data-testid="cm-load-theirs">
              {t('cm.online.loadTheirs')}
            </Button>
          }
        />
      )}
      {!readOnly && (
        <>
          <Button onClick={() => void save()} loading={busy === 'save'} disabled={busy !== null || !ok || !changed || conflict} data-testid="cm-save-draft">
            {t('cm.online.saveDraft')}
          </Button>
          {view.abilities.submit && (
            <Button type="primary" onClick={submit} loading={busy === 'submit'} disabled={busy !== null || !ok || conflict} data-testid="cm-submit">
              {t('cm.online.submit')}
            </Button>
          )}
          {!ok && <Typography.Text type="secondary">{t('cm.play.fixFirst')}</Typography.Text>}
          {!view.abilities.submit && <Typography.Text type="secondary">{t('cm.online.captainSubmits')}</Typography.Text>}
        </>
      )}
      {team.lastEditor && (
        <Typography.Text type="secondary" className="cm-draft__editor" data-testid="cm-last-editor">
          {t('draft.lastEdit', { name: team.lastEditor })} <TimeText value={team.lastEditedAt} />
        </Typography.Text>
      )}
    </div>
  );

  return <Board c={c} position={position} history={history} plays={plays} preview={preview} onChange={readOnly ? undefined : setPlays} footer={footer} roundLabel={roundLabel(t, round, view)} />;
}
