import { useMemo, useState } from 'react';
import { Alert, App, Skeleton } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import type { CmGameView } from '@sandtable/shared/contracts/game-cm';
import { caseOf, previewDecision, type CmParams, type CmPosition, type LeverPlay } from '@sandtable/sim/change';
import { call } from '../../../api/client';
import { keyOf } from '../../../api/endpointHooks';
import { failureText } from '../../../lib/forms';
import { Change, RerunActions, RerunFrame, RerunPreviewTables } from '../../game/components/RerunFrame';
import { percent, points, shortRound } from '../../game/components/ResultsPanel';
import { stateKey } from '../../game/hooks';
import { PlayBuilder } from './PlayBuilder';
import { gamesKey } from './CmConsole';

const paths = api.gameCm;
type Preview = ResponseOf<typeof paths.rerunPreview>;
type PreviewRow = Preview['rounds'][number]['teams'][number];

/**
 * The lecturer re-runs a settled CM round with one team's plays corrected (docs/decisions/web-cm.md):
 * pick the round and the team; the plays it played load on the board against the organisation it
 * had before that round (the team's replay), with the engine's budget and checks; "preview" shows
 * what changes in that round and every later one (nothing written); the re-run is committed after a
 * confirmation. Level switches and restarts made after the round stay (the server keeps them).
 */
export function CmRerun({ view }: { view: CmGameView }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const params = view.params as unknown as CmParams;
  const c = caseOf(params.caseId)!;
  const rounds = view.rounds.filter((r) => r.status === 'settled' && !r.practice);
  const [roundNumber, setRoundNumber] = useState<number | undefined>();
  const [teamId, setTeamId] = useState<number | undefined>();
  const [edited, setEdited] = useState<LeverPlay[] | null>(null);
  const [preview, setPreview] = useState<{ plays: LeverPlay[]; result: Preview } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const round = rounds.find((r) => r.number === roundNumber);

  // The team's rounds as it played them: the organisation before the round and its plays (managers may read any team's).
  const replayRequest = { courseId: view.courseId, teamId: teamId ?? 0 };
  const replay = useQuery({
    queryKey: [...keyOf(paths.courseReplayUrl, replayRequest), round?.reruns ?? 0],
    queryFn: ({ signal }) => call(paths.courseReplayUrl, replayRequest, { signal }),
    enabled: !!teamId && !!round,
  });
  const frame = replay.data?.frames.find((f) => f.number === roundNumber);
  const played = frame?.after.decision.plays as LeverPlay[] | undefined;
  const plays = useMemo(() => edited ?? played ?? [], [edited, played]);
  const position = (frame?.before ?? null) as CmPosition | null;
  const check = useMemo(() => (position ? previewDecision({ plays }, position, params) : null), [plays, position, params]);

  const choose = (nextRound: number | undefined, nextTeam: number | undefined) => {
    setRoundNumber(nextRound);
    setTeamId(nextTeam);
    setEdited(null);
    setPreview(null);
    setFailure(null);
  };
  const edit = (next: LeverPlay[]) => {
    setEdited(next);
    setPreview(null);
    setFailure(null);
  };
  const request = () => ({ courseId: view.courseId, round: roundNumber!, teamId: teamId!, decision: { plays } });

  const runPreview = async () => {
    setBusy('preview');
    setFailure(null);
    try {
      setPreview({ plays, result: await call(paths.rerunPreview, request()) });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const commit = () => {
    if (!preview || !round) return;
    modal.confirm({
      title: t('rerun.confirmTitle', { round: shortRound(t, round, view.practiceRounds) }),
      content: `${t('rerun.confirmText', { count: preview.result.rounds.length })} ${t('cm.rerun.keeps')}`,
      okText: t('rerun.commit'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        setBusy('commit');
        try {
          queryClient.setQueryData(stateKey(view.courseId, paths), await call(paths.rerun, { ...request(), decision: { plays: preview.plays } }));
          void queryClient.invalidateQueries({ queryKey: gamesKey(view.courseId) });
          void message.success(t('rerun.done'));
          setPreview(null);
          setEdited(null);
        } catch (error) {
          setFailure(failureText(error));
        } finally {
          setBusy(null);
        }
      },
    });
  };

  return (
    <RerunFrame
      testId="cm-rerun"
      lead={`${t('rerun.lead')} ${t('cm.rerun.keeps')}`}
      rounds={rounds}
      practiceRounds={view.practiceRounds}
      teams={view.teams.filter((team) => !team.computer)}
      roundNumber={roundNumber}
      teamId={teamId}
      onChoose={choose}
    >
      {replay.isError ? (
        <Alert type="error" showIcon title={failureText(replay.error)} />
      ) : !position || !check ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div className="stack" data-testid="cm-rerun-form">
          <PlayBuilder c={c} position={position} plays={plays} preview={check} onChange={edit} />
          <RerunActions testId="cm-rerun" failure={failure} busy={busy} canPreview={check.issues.length === 0} canCommit={!!preview} onPreview={() => void runPreview()} onCommit={commit} />
          {preview && <PreviewTables preview={preview.result} practiceRounds={view.practiceRounds} />}
        </div>
      )}
    </RerunFrame>
  );
}

function PreviewTables({ preview, practiceRounds }: { preview: Preview; practiceRounds: number }) {
  const { t } = useTranslation('game');
  const columns: ColumnsType<PreviewRow> = [
    { key: 'team', title: t('results.team'), render: (_, row) => row.teamName, fixed: 'left', width: 110 },
    { key: 'index', title: t('cm.play.curve.index'), align: 'right', render: (_, row) => <Change before={row.before.adoptionIndex} after={row.after.adoptionIndex} render={percent} /> },
    { key: 'adopted', title: t('cm.rerun.adopted'), align: 'right', responsive: ['sm'], render: (_, row) => <Change before={row.before.counts.adopted} after={row.after.counts.adopted} render={(v) => v} /> },
    { key: 'score', title: t('results.score'), align: 'right', render: (_, row) => <Change before={row.before.score} after={row.after.score} render={points} /> },
    { key: 'overall', title: t('cm.online.overall'), align: 'right', responsive: ['sm'], render: (_, row) => <Change before={row.before.overallScore} after={row.after.overallScore} render={points} /> },
    { key: 'rank', title: t('results.overallRank'), align: 'right', render: (_, row) => <Change before={row.before.overallRank} after={row.after.overallRank} render={(v) => v} lowerIsBetter /> },
  ];
  return <RerunPreviewTables testId="cm-rerun" rounds={preview.rounds} columns={columns} practiceRounds={practiceRounds} />;
}
