import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Empty, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { EyeOutlined, FastForwardOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TsView } from '@sandtable/shared/contracts/game-ts';
import { debrief } from '@sandtable/sim/assessments';
import { call } from '../../../api/client';
import { keyOf } from '../../../api/endpointHooks';
import { failureText } from '../../../lib/forms';
import { useLocale } from '../../../i18n/useLocale';
import { TeamDot } from '../../game/components/TeamDot';
import { tsApi, useTsWrite } from '../hooks';
import { useItemNames } from './MemberPanels';
import { TeamProfiles } from '../../assessments/components/TeamProfiles';

const BANDS = ['excellent', 'good', 'fair', 'weak', 'guessing'] as const;
const BAND_COLOURS: Record<string, string> = { excellent: 'green', good: 'cyan', fair: 'gold', weak: 'orange', guessing: 'red' };
const OUTCOME_COLOURS: Record<string, string> = { synergy: 'green', matchedBest: 'cyan', gain: 'blue', noGain: 'orange', noIndividuals: 'default' };
const fixed1 = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(Math.round(n * 10) / 10));

export function BandTag({ band }: { band: string | null }) {
  const { t } = useTranslation('game');
  if (!band) return <Tag>{t('ts.noAnswer')}</Tag>;
  return <Tag color={BAND_COLOURS[band]}>{t(`ts.band.${band}.name`)}</Tag>;
}

export function OutcomeTag({ outcome }: { outcome: string }) {
  const { t } = useTranslation('game');
  return (
    <Tag color={OUTCOME_COLOURS[outcome]} data-testid="ts-outcome" data-outcome={outcome}>
      {t(`ts.outcome.${outcome}.name`)}
    </Tag>
  );
}

/**
 * The reveal, item by item, the expert's order from the top: each item's expert rank and reason, and
 * the teams' ranks and errors (a member sees their own team's). The lecturer reveals the next item or
 * all; large type for the projector.
 */
export function Reveal({ view }: { view: TsView }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const { message } = App.useApp();
  const write = useTsWrite(view.courseId);
  const nameOf = useItemNames(view);
  const [busy, setBusy] = useState(false);
  const teams = view.myTeam && !view.abilities.control ? view.teams.filter((x) => x.teamId === view.myTeam!.teamId) : view.teams;
  const reveal = async (upTo: number) => {
    setBusy(true);
    try {
      await write(tsApi.reveal, { courseId: view.courseId, upTo });
    } catch (error) {
      void message.error(failureText(error) ?? t('ts.ui.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t('ts.ui.revealTitle')}
      className="ts-reveal"
      data-testid="ts-reveal"
      data-revealed={view.revealed}
      extra={<span className="ts-muted">{t('ts.ui.revealedOf', { n: view.revealed, total: view.itemCount })}</span>}
    >
      {view.abilities.reveal && (
        <Space wrap className="ts-actions ts-actions--top">
          <Button type="primary" size="large" icon={<EyeOutlined />} loading={busy} onClick={() => void reveal(view.revealed + 1)} data-testid="ts-reveal-next">
            {t('ts.ui.revealNext')}
          </Button>
          <Button size="large" icon={<FastForwardOutlined />} disabled={busy} onClick={() => void reveal(view.itemCount)} data-testid="ts-reveal-all">
            {t('ts.ui.revealAll')}
          </Button>
        </Space>
      )}
      {view.revealedItems.length === 0 ? (
        <Empty description={t('ts.ui.revealEmpty')} />
      ) : (
        <ol className="ts-reveal__list" aria-live="polite">
          {view.revealedItems.map((item) => (
            <li key={item.item} className="ts-reveal__item" data-testid="ts-revealed-item">
              <span className="ts-reveal__rank tabular">{item.expertRank}</span>
              <div className="ts-reveal__body">
                <div className="ts-reveal__name">{nameOf(item.item)}</div>
                <div className="ts-reveal__reason">{locale === 'en-US' ? item.reason.en : item.reason.zh}</div>
                <div className="ts-reveal__teams">
                  {teams.map((team) => {
                    const mine = item.teams.find((x) => x.teamId === team.teamId);
                    return mine ? (
                      <span key={team.teamId} className="ts-reveal__team">
                        <TeamDot colour={team.colour} name={team.teamName} />
                        <span className="tabular">{t('ts.ui.teamRankError', { rank: mine.teamRank, error: mine.teamError })}</span>
                      </span>
                    ) : null;
                  })}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Every team's score, best first (the managers from the reveal on, members from the scoreboard phase). */
/** Every team's figures, best first (the scoreboard phase, and the evidence of the debrief's findings). */
const useScoreboard = (courseId: number) => useQuery({ queryKey: keyOf(tsApi.scoreboard, { courseId }), queryFn: ({ signal }) => call(tsApi.scoreboard, { courseId }, { signal }) });

/**
 * The team profiles under the exercise's debrief, with the findings that cite them: the scoreboard
 * (every team's gain over its own members) is the evidence (docs/assessments/debrief-findings.md §3).
 */
export function SynergyTeamProfiles({ courseId }: { courseId: number }) {
  const board = useScoreboard(courseId);
  const evidence = board.data && { rules: debrief.SYNERGY_RULES, metrics: debrief.synergyMetrics(board.data.teams) };
  return <TeamProfiles courseId={courseId} evidence={evidence} />;
}

export function Scoreboard({ courseId, highlight }: { courseId: number; highlight?: number }) {
  const { t } = useTranslation('game');
  const board = useScoreboard(courseId);
  if (board.isPending) return <Card title={t('ts.ui.scoreboardTitle')}><Skeleton active /></Card>;
  if (board.isError) return <Alert type="error" showIcon title={failureText(board.error) ?? t('ts.ui.failed')} action={<Button size="small" onClick={() => void board.refetch()}>{t('common:action.retry')}</Button>} />;
  const data = board.data;
  return (
    <Card title={t('ts.ui.scoreboardTitle')} data-testid="ts-scoreboard" extra={<span className="ts-muted">{t('ts.ui.chance', { error: fixed1(data.chanceError), max: data.maxError })}</span>}>
      <Table
        rowKey="teamId"
        size="middle"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.teams}
        rowClassName={(r) => (r.teamId === highlight ? 'ts-row--mine' : '')}
        columns={[
          { title: t('ts.ui.col.rank'), dataIndex: 'rank', width: 64 },
          { title: t('ts.ui.col.team'), key: 'team', render: (_, r) => <TeamDot colour={r.colour} name={r.teamName} strong={r.teamId === highlight} /> },
          { title: t('ts.ui.col.score'), dataIndex: 'score', render: (v: number) => <strong className="tabular">{fixed1(v)}</strong> },
          { title: t('ts.ui.col.teamError'), key: 'err', render: (_, r) => <Space size={4}><span className="tabular">{r.teamError}</span><BandTag band={r.band} /></Space> },
          { title: t('ts.ui.col.average'), dataIndex: 'averageIndividualError', render: fixed1 },
          { title: t('ts.ui.col.best'), dataIndex: 'bestIndividualError', render: fixed1 },
          { title: t('ts.ui.col.gain'), dataIndex: 'teamGain', render: fixed1 },
          { title: t('ts.ui.col.outcome'), key: 'outcome', render: (_, r) => <Space size={4} wrap><OutcomeTag outcome={r.outcome} />{r.standIn && <Tag title={t('ts.standIn')}>{t('ts.ui.standInTag')}</Tag>}</Space> },
          { title: t('ts.ui.col.answered'), key: 'answered', render: (_, r) => `${r.answered}/${r.rosterSize}` },
        ]}
      />
    </Card>
  );
}

/**
 * One team's debrief: the team against its members (average and best), who was closest to the
 * expert, how far the consensus moved from each member (influence), whether the best member was
 * heard; each item with its reason; the score bands explained.
 */
export function Debrief({ courseId, teams }: { courseId: number; teams?: TsView['teams'] }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const people = teams?.filter((x) => !x.computer) ?? [];
  const [teamId, setTeamId] = useState<number | undefined>(people[0]?.teamId);
  const request = teams ? { courseId, teamId } : { courseId };
  const debrief = useQuery({ queryKey: keyOf(tsApi.debrief, request), queryFn: ({ signal }) => call(tsApi.debrief, request, { signal }) });
  const say = (b: { zh: string; en: string }) => (locale === 'en-US' ? b.en : b.zh);
  const picker = teams && (
    <Select
      className="ts-team-select"
      value={teamId}
      onChange={setTeamId}
      options={teams.map((x) => ({ value: x.teamId, label: x.teamName }))}
      aria-label={t('ts.ui.pickTeam')}
      data-testid="ts-debrief-team"
    />
  );
  if (debrief.isPending) return <Card title={t('ts.ui.debriefTitle')} extra={picker}><Skeleton active /></Card>;
  if (debrief.isError) return <Alert type="error" showIcon title={failureText(debrief.error) ?? t('ts.ui.failed')} action={<Button size="small" onClick={() => void debrief.refetch()}>{t('common:action.retry')}</Button>} />;
  const d = debrief.data;
  const heard = d.team.bestHeard === null ? 'na' : d.team.bestHeard ? 'yes' : 'no';
  return (
    <div className="ts-debrief stack" data-testid="ts-debrief" data-team={d.team.teamId}>
      <Card title={<Space wrap><span>{t('ts.ui.debriefTitle')}</span><TeamDot colour={d.team.colour} name={d.team.teamName} strong /></Space>} extra={picker}>
        <div className="ts-figures">
          <Figure label={t('ts.ui.col.teamError')} value={String(d.team.teamError)} testId="ts-fig-team" />
          <Figure label={t('ts.ui.col.average')} value={fixed1(d.team.averageIndividualError)} testId="ts-fig-average" />
          <Figure label={t('ts.ui.col.best')} value={fixed1(d.team.bestIndividualError)} testId="ts-fig-best" />
          <Figure label={t('ts.ui.col.gain')} value={fixed1(d.team.teamGain)} testId="ts-fig-gain" />
          <Figure label={t('ts.ui.col.score')} value={fixed1(d.team.score)} testId="ts-fig-score" />
        </div>
        <Space wrap className="ts-gap">
          <OutcomeTag outcome={d.team.outcome} />
          <BandTag band={d.team.band} />
          <Tag color={heard === 'yes' ? 'green' : heard === 'no' ? 'orange' : 'default'} data-testid="ts-best-heard">
            {t(`ts.bestHeard.${heard}`)}
          </Tag>
        </Space>
        <Typography.Paragraph>{t(`ts.outcome.${d.team.outcome}.text`)}</Typography.Paragraph>
        {d.team.standIn && <Alert type="warning" showIcon title={d.team.answered === 0 ? t('ts.guessed') : t('ts.standIn')} />}
      </Card>
      <Card size="small" title={t('ts.ui.membersVsTeam')}>
        <Table
          rowKey="userId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.members}
          data-testid="ts-debrief-members"
          columns={[
            { title: t('ts.ui.col.member'), key: 'name', render: (_, m) => <Space size={4} wrap><span>{m.name}</span>{m.best && <Tag color="green">{t('ts.ui.closest')}</Tag>}{m.mostInfluential && <Tag color="purple">{t('ts.ui.mostInfluential')}</Tag>}</Space> },
            { title: t('ts.ui.col.ownError'), key: 'error', render: (_, m) => (m.answered ? <Space size={4}><span className="tabular">{m.error}</span><BandTag band={m.band} /></Space> : <Tag color="warning" title={t('ts.noAnswerHint')}>{t('ts.noAnswer')}</Tag>) },
            { title: t('ts.ui.col.distance'), dataIndex: 'distance', render: (v: number | null) => (v === null ? '—' : v) },
            { title: t('ts.ui.col.influence'), dataIndex: 'influence', render: (v: number | null) => (v === null ? '—' : Math.round(v)) },
          ]}
        />
      </Card>
      <Card size="small" title={t('ts.ui.itemsVsExpert')}>
        <Table
          rowKey="item"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.items}
          columns={[
            { title: t('ts.ui.col.expert'), dataIndex: 'expertRank', width: 64 },
            { title: t('ts.ui.col.item'), key: 'item', render: (_, i) => <div className="ts-item-cell"><strong>{say(i.name)}</strong><div className="ts-muted">{say(i.reason)}</div></div> },
            { title: t('ts.ui.col.teamRank'), dataIndex: 'teamRank' },
            { title: t('ts.ui.col.itemError'), dataIndex: 'teamError' },
            ...d.members.map((m, k) => ({ title: m.name, key: `m${m.userId}`, render: (_: unknown, i: (typeof d.items)[number]) => i.memberRanks[k] ?? '—' })),
          ]}
        />
      </Card>
      <BandLegend />
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="ts-figure" data-testid={testId}>
      <div className="ts-figure__label">{label}</div>
      <div className="ts-figure__value tabular">{value}</div>
    </div>
  );
}

/** The score bands explained (docs/simulations/synergy.md). */
export function BandLegend() {
  const { t } = useTranslation('game');
  return (
    <Card size="small" title={t('ts.ui.bandsTitle')}>
      <Descriptions column={1} size="small" items={BANDS.map((b) => ({ key: b, label: <BandTag band={b} />, children: t(`ts.band.${b}.text`) }))} />
    </Card>
  );
}
