import { useState } from 'react';
import { App, Button, Card, InputNumber, Space, Steps, Table, Tag, Typography } from 'antd';
import { ClockCircleOutlined, RedoOutlined, StepForwardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TsView } from '@sandtable/shared/contracts/game-ts';
import { MAX_PHASE_MINUTES } from '@sandtable/sim/synergy';
import { TS_PHASES, nextPhase } from '@sandtable/shared/machines/ts';
import { failureText } from '../../../lib/forms';
import { TeamDot } from '../../game/components/TeamDot';
import { tsApi, useTsWrite } from '../hooks';

/** The phases as steps (the current one highlighted). */
export function PhaseSteps({ view }: { view: TsView }) {
  const { t } = useTranslation('game');
  return (
    <Steps
      size="small"
      className="ts-steps"
      current={TS_PHASES.indexOf(view.phase)}
      items={TS_PHASES.map((p) => ({ title: t(`ts.phase.${p}`) }))}
      responsive
      data-testid="ts-steps"
    />
  );
}

/**
 * The lecturer's console: the next phase (named from the phase this screen shows, so a stale screen
 * is refused rather than skipping one), the current phase's timer, and each team's progress with its
 * reset (confirmed first).
 */
export function TsConsole({ view }: { view: TsView }) {
  const { t } = useTranslation('game');
  const { message, modal } = App.useApp();
  const write = useTsWrite(view.courseId);
  const [minutes, setMinutes] = useState<number | null>(view.phaseMinutes[view.phase] ?? 10);
  const [busy, setBusy] = useState<string | null>(null);
  const next = nextPhase(view.phase);

  const run = async (what: string, action: () => Promise<unknown>, done?: string) => {
    setBusy(what);
    try {
      await action();
      if (done) void message.success(done);
    } catch (error) {
      void message.error(failureText(error) ?? t('ts.ui.failed'));
    } finally {
      setBusy(null);
    }
  };

  const confirmReset = (team: TsView['teams'][number]) =>
    modal.confirm({
      title: t('ts.ui.resetConfirmTitle', { team: team.teamName }),
      content: t('ts.ui.resetConfirmText'),
      okText: t('ts.ui.reset'),
      okButtonProps: { danger: true, 'data-testid': 'ts-reset-ok' } as never,
      onOk: () => run(`reset-${team.teamId}`, () => write(tsApi.reset, { courseId: view.courseId, teamId: team.teamId }), t('ts.ui.resetDone', { team: team.teamName })),
    });

  return (
    <Card title={t('ts.ui.consoleTitle')} data-testid="ts-console" className="ts-console">
      <Space wrap size={[16, 12]} className="ts-console__row">
        {next && view.abilities.control && (
          <Button
            type="primary"
            icon={<StepForwardOutlined />}
            loading={busy === 'phase'}
            onClick={() => void run('phase', () => write(tsApi.phase, { courseId: view.courseId, from: view.phase }))}
            data-testid="ts-next-phase"
            data-next={next}
          >
            {t('ts.ui.nextPhase', { phase: t(`ts.phase.${next}`) })}
          </Button>
        )}
        {view.abilities.control && (
          <Space.Compact>
            <InputNumber
              min={0}
              max={MAX_PHASE_MINUTES}
              precision={0}
              value={minutes}
              onChange={setMinutes}
              aria-label={t('ts.ui.timerMinutes')}
              suffix={t('ts.ui.min')}
              className="ts-minutes"
              data-testid="ts-timer-minutes"
            />
            <Button icon={<ClockCircleOutlined />} loading={busy === 'timer'} onClick={() => void run('timer', () => write(tsApi.timer, { courseId: view.courseId, minutes: minutes ?? 0 }), t('ts.ui.timerSet'))} data-testid="ts-timer-set">
              {t('ts.ui.setTimer')}
            </Button>
          </Space.Compact>
        )}
      </Space>
      <Typography.Paragraph type="secondary" className="ts-console__help">
        {t(`ts.ui.phaseHelp.${view.phase}`)}
      </Typography.Paragraph>
      <Table
        rowKey="teamId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={view.teams}
        data-testid="ts-console-teams"
        columns={[
          { title: t('ts.ui.col.team'), key: 'team', render: (_, r) => <Space size={4}><TeamDot colour={r.colour} name={r.teamName} />{r.computer && <Tag>{t('ts.ui.computer')}</Tag>}</Space> },
          { title: t('ts.ui.scribe'), dataIndex: 'scribe', render: (v: string | null) => v ?? '—' },
          { title: t('ts.ui.col.answered'), key: 'answered', render: (_, r) => <span data-testid="ts-team-answered" className="tabular">{`${r.answered}/${r.rosterSize}`}</span> },
          { title: t('ts.ui.col.placed'), key: 'placed', render: (_, r) => (r.computer ? '—' : `${r.placed ?? 0}/${view.itemCount}`) },
          ...(view.abilities.reset
            ? [
                {
                  title: t('ts.ui.col.actions'),
                  key: 'reset',
                  render: (_: unknown, r: TsView['teams'][number]) =>
                    r.computer ? null : (
                      <Button size="small" danger icon={<RedoOutlined />} loading={busy === `reset-${r.teamId}`} onClick={() => confirmReset(r)} data-testid="ts-reset" aria-label={t('ts.ui.resetTeam', { team: r.teamName })}>
                        {t('ts.ui.reset')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
