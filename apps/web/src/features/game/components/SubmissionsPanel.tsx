import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GameView } from '@sandtable/shared/contracts/game';
import { TimeText } from '../../../components/format';
import { shortRound } from './ResultsPanel';
import { TeamDot } from './TeamDot';

type TeamState = GameView['teams'][number];
type Submission = GameView['submissions'][number]['teams'][number];

/** One team's decision in a settled round: the captain who submitted it and when, carried over, or the computer's. */
export function SubmissionCell({ entry }: { entry: Submission | undefined }) {
  const { t } = useTranslation('game');
  if (!entry) return null;
  if (entry.source === 'computer') return <Tag icon={<RobotOutlined />}>{t('submissions.computer')}</Tag>;
  if (entry.source === 'carried_over') return <Tag color="warning">{t('submissions.carriedOver')}</Tag>;
  return (
    <span className="submission-cell">
      <span>{entry.by ?? t('submissions.unknown')}</span>
      <Typography.Text type="secondary" className="submission-cell__time">
        <TimeText value={entry.at} />
      </Typography.Text>
    </span>
  );
}

/** Who submitted each settled round, team by team (after the game, and for the lecturer while it runs). */
export function SubmissionsPanel({ view }: { view: GameView }) {
  const { t } = useTranslation('game');
  const columns: ColumnsType<TeamState> = [
    { key: 'team', title: t('results.team'), fixed: 'left', width: 120, render: (_, team) => <TeamDot colour={team.colour} name={team.teamName} strong /> },
    ...view.submissions.map((round) => ({
      key: `round-${round.roundId}`,
      title: shortRound(t, round, view.practiceRounds),
      render: (_: unknown, team: TeamState) => <SubmissionCell entry={round.teams.find((x) => x.teamId === team.teamId)} />,
    })),
  ];
  return (
    <Card title={t('submissions.title')} data-testid="submissions">
      <Typography.Paragraph type="secondary">{t('submissions.help')}</Typography.Paragraph>
      <Table<TeamState> className="game-table" rowKey="teamId" columns={columns} dataSource={view.teams} pagination={false} size="small" scroll={{ x: 'max-content' }} />
    </Card>
  );
}
