import { useState } from 'react';
import { App, Button, Card, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FastForwardOutlined, PauseCircleOutlined, PlayCircleOutlined, RobotOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { gameMachine } from '@sandtable/shared/machines/game';
import { call } from '../../../api/client';
import { TimeText } from '../../../components/format';
import { failureText } from '../../../lib/forms';
import { stateKey, type AnyGameView, type PlayPaths } from '../hooks';
import { roundLabel } from './DecisionPanel';
import { TeamDot } from './TeamDot';

type TeamState = AnyGameView['teams'][number];

/**
 * The lecturer's console, for any game (`paths`: its play endpoints, the market's by default):
 * every team's submission for the current round, "advance now" (after a confirmation: late teams
 * are carried over) and pause / resume.
 */
export function ConsolePanel({ view, paths = api.game }: { view: AnyGameView; paths?: PlayPaths }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'advance' | 'pause' | 'settings' | null>(null);
  const round = view.current;
  const submitted = view.teams.filter((team) => team.submitted || team.computer).length;

  const run = async (kind: 'advance' | 'pause' | 'settings', action: () => Promise<AnyGameView>, done: string) => {
    setBusy(kind);
    try {
      queryClient.setQueryData(stateKey(view.courseId, paths), await action());
      void message.success(done);
    } catch (error) {
      const text = failureText(error);
      if (text) void message.error(text);
    } finally {
      setBusy(null);
    }
  };

  const advance = () =>
    modal.confirm({
      title: t('console.advanceTitle', { round: round ? roundLabel(t, round, view) : '' }),
      content: t('console.advanceText', { count: view.teams.length - submitted }),
      okText: t('console.advance'),
      cancelText: t('common:action.cancel'),
      onOk: () => run('advance', () => call(paths.advance, { courseId: view.courseId }), t('console.advanced')),
    });

  // The game's machine says which of pause and resume the game's status allows.
  const paused = gameMachine.actions(view.status).includes('resume');
  const togglePause = () =>
    run('pause', () => call(paths.pause, { courseId: view.courseId, paused: !paused }), paused ? t('console.resumed') : t('console.pausedDone'));

  const toggleCloseWhenAll = (on: boolean) =>
    run('settings', () => call(paths.settings, { courseId: view.courseId, closeWhenAllSubmitted: on }), on ? t('console.closeWhenAllOn') : t('console.closeWhenAllOff'));

  const columns: ColumnsType<TeamState> = [
    { key: 'team', title: t('results.team'), render: (_, team) => <TeamDot colour={team.colour} name={team.teamName} strong /> },
    {
      key: 'status',
      title: t('console.status'),
      render: (_, team) =>
        team.computer ? (
          <Tag icon={<RobotOutlined />}>{t('console.computer')}</Tag>
        ) : team.submitted ? (
          <Tag color="success" data-testid={`team-submitted-${team.teamId}`}>{t('console.submitted')}</Tag>
        ) : team.draft ? (
          <Tag color="processing">{t('console.drafting')}</Tag>
        ) : (
          <Tag>{t('console.waiting')}</Tag>
        ),
    },
    {
      key: 'who',
      title: t('console.by'),
      responsive: ['md'],
      render: (_, team) =>
        team.submitted ? (
          <span>
            {team.submittedBy} <TimeText value={team.submittedAt} />
          </span>
        ) : team.lastEditor ? (
          <Typography.Text type="secondary">
            {t('draft.lastEdit', { name: team.lastEditor })} <TimeText value={team.lastEditedAt} />
          </Typography.Text>
        ) : null,
    },
  ];

  return (
    <Card
      title={t('console.title')}
      data-testid="console"
      extra={round && <Typography.Text type="secondary">{t('console.progress', { done: submitted, total: view.teams.length })}</Typography.Text>}
    >
      {round ? (
        <>
          <Space wrap className="console__actions">
            <Button type="primary" icon={<FastForwardOutlined />} loading={busy === 'advance'} disabled={busy !== null} onClick={advance} data-testid="advance">
              {t('console.advance')}
            </Button>
            <Button icon={paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />} loading={busy === 'pause'} disabled={busy !== null} onClick={() => void togglePause()} data-testid="pause">
              {paused ? t('console.resume') : t('console.pause')}
            </Button>
          </Space>
          <div className="console__setting">
            <Switch
              size="small"
              checked={view.closeWhenAllSubmitted}
              loading={busy === 'settings'}
              disabled={busy !== null}
              onChange={(on) => void toggleCloseWhenAll(on)}
              aria-label={t('console.closeWhenAll')}
              data-testid="close-when-all"
            />
            <span>
              {t('console.closeWhenAll')}
              <Typography.Text type="secondary" className="console__setting-help">
                {t('console.closeWhenAllHelp')}
              </Typography.Text>
            </span>
          </div>
          <Table<TeamState> rowKey="teamId" columns={columns} dataSource={view.teams} pagination={false} size="small" data-testid="console-teams" />
        </>
      ) : (
        <Typography.Paragraph>{t('console.finished')}</Typography.Paragraph>
      )}
    </Card>
  );
}
