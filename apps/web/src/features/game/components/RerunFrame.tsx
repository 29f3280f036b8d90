import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shortRound } from './ResultsPanel';

// The re-run screen's frame, shared by every game's re-run (the market's RerunPanel, CM's CmRerun):
// the card with its empty state, the round and team pickers, the preview and commit buttons with the
// failure, and the before → after tables. Each game brings its own decision editor and columns.

interface RoundChoice {
  number: number;
  practice: boolean;
}

/** The card: "no settled round yet", or the lead, the round and team pickers and, once both are chosen, the game's editor. */
export function RerunFrame({
  testId,
  lead,
  rounds,
  practiceRounds,
  teams,
  roundNumber,
  teamId,
  onChoose,
  children,
}: {
  /** `rerun` (market) or `cm-rerun`: the card's test id and its pickers' (`<testId>-round`, `<testId>-team`). */
  testId: string;
  lead: ReactNode;
  rounds: readonly RoundChoice[];
  practiceRounds: number;
  teams: readonly { teamId: number; teamName: string }[];
  roundNumber: number | undefined;
  teamId: number | undefined;
  onChoose: (round: number | undefined, team: number | undefined) => void;
  /** The game's editor for the chosen round and team (shown once both are chosen). */
  children: ReactNode;
}) {
  const { t } = useTranslation('game');
  if (rounds.length === 0) {
    return (
      <Card title={t('rerun.title')} data-testid={testId}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rerun.none')} />
      </Card>
    );
  }
  const chosen = rounds.some((r) => r.number === roundNumber) && teamId !== undefined;
  return (
    <Card title={t('rerun.title')} data-testid={testId}>
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      <Space wrap className="rerun__pickers">
        <Select
          className="rerun__select"
          placeholder={t('rerun.pickRound')}
          aria-label={t('rerun.pickRound')}
          value={roundNumber}
          onChange={(n: number) => onChoose(n, teamId)}
          options={rounds.map((r) => ({ value: r.number, label: shortRound(t, r, practiceRounds) }))}
          data-testid={`${testId}-round`}
        />
        <Select
          className="rerun__select"
          placeholder={t('rerun.pickTeam')}
          aria-label={t('rerun.pickTeam')}
          value={teamId}
          onChange={(id: number) => onChoose(roundNumber, id)}
          options={teams.map((team) => ({ value: team.teamId, label: team.teamName }))}
          data-testid={`${testId}-team`}
        />
      </Space>
      {chosen ? children : null}
    </Card>
  );
}

/** The failure (if any), then "Preview changes" and "Commit re-run" (`<testId>-preview`, `<testId>-commit`). */
export function RerunActions({
  testId,
  failure,
  busy,
  canPreview = true,
  canCommit,
  onPreview,
  onCommit,
}: {
  testId: string;
  failure: string | null;
  busy: 'preview' | 'commit' | null;
  canPreview?: boolean;
  canCommit: boolean;
  onPreview: () => void;
  onCommit: () => void;
}) {
  const { t } = useTranslation('game');
  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} className="rerun__failure" />}
      <Space wrap>
        <Button icon={<EyeOutlined />} loading={busy === 'preview'} disabled={!canPreview} onClick={onPreview} data-testid={`${testId}-preview`}>
          {t('rerun.preview')}
        </Button>
        <Button type="primary" icon={<HistoryOutlined />} disabled={!canCommit} loading={busy === 'commit'} onClick={onCommit} data-testid={`${testId}-commit`}>
          {t('rerun.commit')}
        </Button>
      </Space>
    </>
  );
}

/** Per re-run round, every team's figures before → after (`<testId>-preview-tables`); the columns are the game's. */
export function RerunPreviewTables<Row extends { teamId: number | string }>({
  testId,
  rounds,
  columns,
  practiceRounds,
}: {
  testId: string;
  rounds: readonly { number: number; teams: Row[] }[];
  columns: ColumnsType<Row>;
  practiceRounds: number;
}) {
  const { t } = useTranslation('game');
  return (
    <div className="rerun__preview stack" data-testid={`${testId}-preview-tables`}>
      {rounds.map((r) => (
        <div key={r.number}>
          <Typography.Title level={5}>{t('rerun.roundTitle', { round: shortRound(t, { number: r.number, practice: false }, practiceRounds) })}</Typography.Title>
          <Table<Row> className="game-table" rowKey="teamId" columns={columns} dataSource={r.teams} pagination={false} size="small" scroll={{ x: 'max-content' }} />
        </div>
      ))}
    </div>
  );
}

/** A figure before → after a re-run, the better direction marked (not by colour alone: the arrow and both values). */
export function Change({ before, after, render, lowerIsBetter }: { before: number; after: number; render: (v: number) => ReactNode; lowerIsBetter?: boolean }) {
  if (before === after) return <span className="rerun__same">{render(after)}</span>;
  const better = lowerIsBetter ? after < before : after > before;
  return (
    <span className="rerun__change">
      <span className="rerun__before">{render(before)}</span>
      <span aria-hidden> → </span>
      <span className={better ? 'rerun__after rerun__after--up' : 'rerun__after rerun__after--down'}>{render(after)}</span>
    </span>
  );
}
