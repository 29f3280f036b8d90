import { useState } from 'react';
import { App, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Decision, GameView } from '@sandtable/shared/contracts/game';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { call } from '../../../api/client';
import { MoneyText } from '../../../components/format';
import { completeDecision, gameParams, limitsPosition, toFormValues, type DecisionFormValues } from '../decision';
import { decisionFailure, stateKey } from '../hooks';
import { DecisionFields } from './DecisionFields';
import { percent, points, shortRound } from './ResultsPanel';
import { Change, RerunActions, RerunFrame, RerunPreviewTables } from './RerunFrame';

type Preview = ResponseOf<typeof api.game.rerunPreview>;
type PreviewRow = Preview['rounds'][number]['teams'][number];

/**
 * Re-run a settled round with one team's decision corrected: pick the round and team, edit the
 * decision, preview what changes in that round and every later one (before / after, nothing is
 * written), then commit after a confirmation.
 */
export function RerunPanel({ view }: { view: GameView }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DecisionFormValues>();
  const rounds = view.rounds.filter((r) => r.status === 'settled' && !r.practice);
  const [roundNumber, setRoundNumber] = useState<number | undefined>();
  const [teamId, setTeamId] = useState<number | undefined>();
  const [preview, setPreview] = useState<{ request: { round: number; teamId: number; decision: Decision }; result: Preview } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const params = gameParams(view);
  const position = limitsPosition(params);
  const round = rounds.find((r) => r.number === roundNumber);

  const choose = (nextRound: number | undefined, nextTeam: number | undefined) => {
    setRoundNumber(nextRound);
    setTeamId(nextTeam);
    setPreview(null);
    setFailure(null);
    const settledRound = rounds.find((r) => r.number === nextRound);
    const result = settledRound?.results.find((r) => String(r.teamId) === String(nextTeam));
    if (result) form.setFieldsValue(toFormValues(result.decision));
  };

  const request = async () => {
    const values = await form.validateFields().catch(() => null);
    const decision = values && completeDecision(values);
    if (!decision || !roundNumber || !teamId) return null;
    return { courseId: view.courseId, round: roundNumber, teamId, decision };
  };

  const runPreview = async () => {
    const body = await request();
    if (!body) return;
    setBusy('preview');
    setFailure(null);
    try {
      setPreview({ request: body, result: await call(api.game.rerunPreview, body) });
    } catch (error) {
      setFailure(decisionFailure(form, error));
    } finally {
      setBusy(null);
    }
  };

  const commit = () => {
    if (!preview) return;
    modal.confirm({
      title: t('rerun.confirmTitle', { round: round ? shortRound(t, round, view.practiceRounds) : '' }),
      content: t('rerun.confirmText', { count: preview.result.rounds.length }),
      okText: t('rerun.commit'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        setBusy('commit');
        try {
          queryClient.setQueryData(stateKey(view.courseId), await call(api.game.rerun, { courseId: view.courseId, ...preview.request }));
          void message.success(t('rerun.done'));
          setPreview(null);
        } catch (error) {
          setFailure(decisionFailure(form, error));
        } finally {
          setBusy(null);
        }
      },
    });
  };

  return (
    <RerunFrame
      testId="rerun"
      lead={t('rerun.lead')}
      rounds={rounds}
      practiceRounds={view.practiceRounds}
      teams={view.teams}
      roundNumber={roundNumber}
      teamId={teamId}
      onChoose={choose}
    >
      <Form form={form} layout="vertical" requiredMark={false} className="rerun__form" onValuesChange={() => setPreview(null)} data-testid="rerun-form">
        <DecisionFields position={position} params={params} compact />
      </Form>
      <RerunActions testId="rerun" failure={failure} busy={busy} canCommit={!!preview} onPreview={() => void runPreview()} onCommit={commit} />
      {preview && <PreviewTables preview={preview.result} practiceRounds={view.practiceRounds} />}
    </RerunFrame>
  );
}

function PreviewTables({ preview, practiceRounds }: { preview: Preview; practiceRounds: number }) {
  const { t } = useTranslation('game');
  const columns: ColumnsType<PreviewRow> = [
    { key: 'team', title: t('results.team'), render: (_, row) => row.teamName, fixed: 'left', width: 110 },
    { key: 'sales', title: t('results.sales'), align: 'right', render: (_, row) => <Change before={row.before.sales} after={row.after.sales} render={(v) => v} /> },
    { key: 'share', title: t('results.marketShare'), align: 'right', render: (_, row) => <Change before={row.before.marketShare} after={row.after.marketShare} render={percent} /> },
    { key: 'profit', title: t('results.profit'), align: 'right', render: (_, row) => <Change before={row.before.profit} after={row.after.profit} render={(v) => <MoneyText fen={v} />} /> },
    { key: 'cash', title: t('results.cash'), align: 'right', render: (_, row) => <Change before={row.before.closingCash} after={row.after.closingCash} render={(v) => <MoneyText fen={v} />} /> },
    { key: 'score', title: t('results.score'), align: 'right', render: (_, row) => <Change before={row.before.score.total} after={row.after.score.total} render={points} /> },
    { key: 'rank', title: t('results.overallRank'), align: 'right', render: (_, row) => <Change before={row.before.overallRank} after={row.after.overallRank} render={(v) => v} lowerIsBetter /> },
  ];
  return <RerunPreviewTables testId="rerun" rounds={preview.rounds} columns={columns} practiceRounds={practiceRounds} />;
}
