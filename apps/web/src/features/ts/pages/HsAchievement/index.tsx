import { Link } from 'react-router';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { failureText } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import { tsApi } from '../../hooks';
import { BandLegend, BandTag, OutcomeTag } from '../../components/Results';
import '../../../../components/page.css';
import '../../ts.css';

/**
 * `/hs-achievement`: the learner's record of their team-synergy exercises (newest first, once each
 * debrief is open): their own error and band or "no answer", closest to the expert, their influence,
 * and the team's error, gain, outcome, score and rank.
 */
export default function HsAchievementPage() {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const list = useQuery({ queryKey: keyOf(tsApi.achievement, {}), queryFn: ({ signal }) => call(tsApi.achievement, {}, { signal }) });
  const body = list.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : list.isError ? (
    <Alert type="error" showIcon title={failureText(list.error) ?? t('ts.ui.failed')} action={<Button size="small" onClick={() => void list.refetch()}>{t('common:action.retry')}</Button>} data-testid="ts-achievement-error" />
  ) : list.data.list.length === 0 ? (
    <Empty description={t('ts.ui.achievementEmpty')} data-testid="ts-achievement-empty" />
  ) : (
    <Table
      rowKey={(r) => `${r.courseId}-${r.teamId}`}
      dataSource={list.data.list}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="ts-achievement"
      columns={[
        {
          title: t('ts.ui.col.course'),
          key: 'course',
          render: (_, r) => (
            <div>
              <Link to={`/tsOnline?courseId=${r.courseId}`}>{r.courseName}</Link>
              <div className="ts-muted">
                {locale === 'en-US' ? r.scenarioTitle.en : r.scenarioTitle.zh} · {r.teamName}
              </div>
            </div>
          ),
        },
        { title: t('ts.ui.col.ownError'), key: 'own', render: (_, r) => (r.answered ? <Space size={4}><span className="tabular">{r.ownError}</span><BandTag band={r.ownBand} /></Space> : <Tag color="warning">{t('ts.noAnswer')}</Tag>) },
        { title: t('ts.ui.closest'), key: 'closest', render: (_, r) => (r.closest ? <Tag color="green">{t('ts.ui.yes')}</Tag> : t('ts.ui.no')) },
        { title: t('ts.ui.col.influence'), dataIndex: 'influence', render: (v: number | null) => (v === null ? '—' : Math.round(v)) },
        { title: t('ts.ui.col.teamError'), key: 'team', render: (_, r) => <Space size={4}><span className="tabular">{r.teamError}</span><BandTag band={r.teamBand} /></Space> },
        { title: t('ts.ui.col.gain'), dataIndex: 'teamGain', render: (v: number | null) => (v === null ? '—' : Math.round(v * 10) / 10) },
        { title: t('ts.ui.col.outcome'), key: 'outcome', render: (_, r) => <OutcomeTag outcome={r.outcome} /> },
        { title: t('ts.ui.col.score'), key: 'score', render: (_, r) => <span className="tabular">{Math.round(r.teamScore * 10) / 10}</span> },
        { title: t('ts.ui.col.rank'), key: 'rank', render: (_, r) => t('ts.ui.rankOf', { rank: r.teamRank, teams: r.teams }) },
      ]}
    />
  );
  return (
    <div className="stack ts" data-testid="ts-achievement-page">
      <Card title={t('ts.ui.achievementTitle')}>
        <Typography.Paragraph type="secondary">{t('ts.ui.achievementHelp')}</Typography.Paragraph>
        {body}
      </Card>
      <BandLegend />
    </div>
  );
}
