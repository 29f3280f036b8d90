import { useState } from 'react';
import { App, Button, Card, Select, Skeleton, Table, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CmGames as Games } from '@sandtable/shared/contracts/game-cm';
import { LEVEL_KEYS } from '@sandtable/sim/change';
import { call } from '../../../api/client';
import { keyOf } from '../../../api/endpointHooks';
import { failureText } from '../../../lib/forms';
import { TeamDot } from '../../game/components/TeamDot';
import { stateKey } from '../../game/hooks';
import { consoleChanges } from '../model';

type Team = Games['teams'][number];

const paths = api.gameCm;
export const gamesKey = (courseId: number) => keyOf(paths.loadGames, { courseId });

/**
 * The lecturer's CM console (docs/decisions/web-cm.md): the course's level, and per team its
 * level, organisation and a restart. Each change answers with the whole console (written into its
 * query); the game view reloads, as it does for the teams on the server's push.
 */
export function CmConsole({ courseId }: { courseId: number }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const games = useQuery({ queryKey: gamesKey(courseId), queryFn: ({ signal }) => call(paths.loadGames, { courseId }, { signal }) });
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (what: string, action: () => Promise<Games>, done: string) => {
    setBusy(what);
    try {
      queryClient.setQueryData(gamesKey(courseId), await action());
      void queryClient.invalidateQueries({ queryKey: stateKey(courseId, paths) });
      void message.success(done);
    } catch (error) {
      // 105012 (a team concerned has submitted the round) and the rest: the server's words.
      const text = failureText(error);
      if (text) void message.error(text);
    } finally {
      setBusy(null);
    }
  };

  if (!games.data) return <Card title={t('cm.console.title')}>{games.isError ? <Typography.Text type="danger">{failureText(games.error)}</Typography.Text> : <Skeleton active />}</Card>;
  const data = games.data;
  const allowed = consoleChanges(data);
  const levelName = (level: string) => t(`cm.level.${level}.name`);
  const levels = LEVEL_KEYS.map((k) => ({ value: k, label: levelName(k) }));

  const switchCourse = (level: string) =>
    change('course', () => call(paths.switchLevel, { courseId, level }), t('cm.console.switched', { level: levelName(level) }));
  const switchTeam = (team: Team, level: string) =>
    change(`level-${team.teamId}`, () => call(paths.switchLevel2, { courseId, teamId: team.teamId, level }), t('cm.console.teamSwitched', { team: team.teamName, level: levelName(level) }));
  const restart = (team: Team) =>
    modal.confirm({
      title: t('cm.console.restartTitle', { team: team.teamName }),
      content: t('cm.console.restartText'),
      okText: t('cm.console.restart'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: () => change(`restart-${team.teamId}`, () => call(paths.resetTeamCourse, { courseId, teamId: team.teamId }), t('cm.console.restarted', { team: team.teamName })),
    });

  return (
    <Card title={t('cm.console.title')} data-testid="cm-console">
      <div className="cm-console__course">
        <label htmlFor="cm-course-level">{t('cm.console.courseLevel')}</label>
        <Select
          id="cm-course-level"
          aria-label={t('cm.console.courseLevel')}
          value={data.level}
          options={levels}
          disabled={!allowed.courseLevel || busy !== null}
          loading={busy === 'course'}
          onChange={(level) => void switchCourse(level)}
          className="cm-console__level"
          data-testid="cm-course-level"
        />
      </div>
      <Typography.Paragraph type="secondary" className="cm-console__help">
        {t('cm.console.help')}
      </Typography.Paragraph>
      <Table
        rowKey="teamId"
        size="small"
        pagination={false}
        dataSource={data.teams}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'team', title: t('results.team'), render: (_, team) => <TeamDot colour={team.colour} name={team.teamName} strong /> },
          {
            key: 'level',
            title: t('cm.guide.level'),
            render: (_, team) => (
              <Select
                value={team.level}
                options={levels}
                disabled={!allowed.teamLevel.has(team.teamId) || busy !== null}
                loading={busy === `level-${team.teamId}`}
                onChange={(level) => void switchTeam(team, level)}
                aria-label={t('cm.console.teamLevel', { team: team.teamName })}
                className="cm-console__level"
                data-testid={`cm-team-level-${team.teamId}`}
              />
            ),
          },
          { key: 'phase', title: t('cm.play.phase'), render: (_, team) => t(`cm.phase.${team.phase}`), responsive: ['sm'] },
          {
            key: 'adopted',
            title: t('cm.console.adopted'),
            align: 'right',
            responsive: ['sm'],
            render: (_, team) => t('cm.console.ofPeople', { adopted: team.adopted, people: team.people }),
          },
          {
            key: 'restart',
            title: <span className="sr-only">{t('cm.console.restart')}</span>,
            render: (_, team) => (
              <Button
                danger
                size="small"
                icon={<RedoOutlined />}
                disabled={!allowed.restart || busy !== null}
                loading={busy === `restart-${team.teamId}`}
                onClick={() => restart(team)}
                aria-label={t('cm.console.restartTeam', { team: team.teamName })}
                data-testid={`cm-restart-${team.teamId}`}
              >
                <span className="cm-console__restart-text">{t('cm.console.restart')}</span>
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
