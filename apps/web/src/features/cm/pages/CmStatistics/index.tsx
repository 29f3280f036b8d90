import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { Chart } from '../../../../components/charts/Chart';
import { failureText } from '../../../../lib/forms';
import { groupLabel, scoreBarsOption, STATS_VIEWS, type StatsGroup, type StatsView } from '../../stats';
import '../../../../components/page.css';
import '../../results.css';

const ENDPOINTS = { company: api.gameCmStats.company, department: api.gameCmStats.department, group: api.gameCmStats.groupName, member: api.gameCmStats.member } as const;
interface Filters {
  companyName?: string;
  departmentName?: string;
  isOwner?: boolean;
}

const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);
const score = (v: number | null) => (v === null ? '—' : v.toFixed(1));

/**
 * `/cmStatistics?view=`: the enterprise statistics of CM games (spec §7 getCm*Result; docs/decisions/web-cm.md
 * "Enterprise statistics") — results by company, department, group (team) name and member, over
 * the CM courses the caller manages (the server scopes them: a company's managers see their
 * company's). Filters: company, department (part of the name), only the courses I run. Each view is
 * a table (paged) with a chart of the groups' mean scores and its table toggle.
 */
export default function CmStatisticsPage() {
  const { t } = useTranslation('game');
  const [search, setSearch] = useSearchParams();
  const view: StatsView = (STATS_VIEWS as readonly string[]).includes(search.get('view') ?? '') ? (search.get('view') as StatsView) : 'company';
  const [filters, setFilters] = useState<Filters>({});
  const request = { companyName: filters.companyName || undefined, departmentName: filters.departmentName || undefined, isOwner: filters.isOwner ? '1' : undefined } as const;
  const endpoint = ENDPOINTS[view];
  const data = useQuery({ queryKey: keyOf(endpoint, { ...request }), queryFn: ({ signal }) => call(endpoint as typeof api.gameCmStats.member, request as never, { signal }) });
  return (
    <div className="stack" data-testid="cm-stats">
      <Card>
        <Typography.Title level={3}>{t('cm.stats.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('cm.stats.lead')}</Typography.Paragraph>
        <Form layout="inline" onFinish={(v: Filters) => setFilters(v)} className="cm-stats__filters" data-testid="cm-stats-filters">
          <Form.Item name="companyName" label={t('cm.stats.company')}>
            <Input allowClear maxLength={TEXT_MAX.keyword} data-testid="cm-stats-company" />
          </Form.Item>
          <Form.Item name="departmentName" label={t('cm.stats.department')}>
            <Input allowClear maxLength={TEXT_MAX.keyword} />
          </Form.Item>
          <Form.Item name="isOwner" valuePropName="checked">
            <Checkbox>{t('cm.stats.isOwner')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="cm-stats-apply">
              {t('cm.stats.apply')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Tabs
          activeKey={view}
          onChange={(k) => setSearch({ view: k }, { replace: true })}
          items={STATS_VIEWS.map((v) => ({ key: v, label: t(`cm.stats.view.${v}`) }))}
        />
        {data.isError ? (
          <Alert type="error" showIcon title={failureText(data.error) ?? t('cm.results.loadFailed')} action={<Button onClick={() => void data.refetch()}>{t('common:action.retry')}</Button>} />
        ) : view === 'member' ? (
          <MemberTable list={(data.data?.list ?? []) as MemberRow[]} loading={data.isPending} />
        ) : (
          <GroupTable view={view} list={(data.data?.list ?? []) as unknown as StatsGroup[]} loading={data.isPending} />
        )}
      </Card>
    </div>
  );
}

function GroupTable({ view, list, loading }: { view: Exclude<StatsView, 'member'>; list: readonly StatsGroup[]; loading: boolean }) {
  const { t } = useTranslation('game');
  const rows = useMemo(() => list.map((g, i) => ({ ...g, key: i, label: groupLabel(view, g, t('cm.stats.none')) })), [list, view, t]);
  const columns: ColumnsType<(typeof rows)[number]> = [
    { key: 'label', title: t(`cm.stats.column.${view}`), dataIndex: 'label' },
    { key: 'members', title: t('cm.stats.members'), dataIndex: 'members', align: 'right', sorter: (a, b) => a.members - b.members },
    { key: 'courses', title: t('cm.stats.courses'), dataIndex: 'courses', align: 'right' },
    { key: 'score', title: t('cm.stats.averageScore'), align: 'right', render: (_, g) => score(g.averageScore), sorter: (a, b) => (a.averageScore ?? -1) - (b.averageScore ?? -1) },
    { key: 'adoption', title: t('cm.stats.averageAdoption'), align: 'right', render: (_, g) => percent(g.averageAdoption) },
    { key: 'adopted', title: t('cm.stats.averageAdopted'), align: 'right', render: (_, g) => percent(g.averageAdopted) },
  ];
  return (
    <div className="stack">
      {rows.some((r) => r.averageScore !== null) && <Chart option={scoreBarsOption(rows, t('cm.stats.averageScore'))} label={t('cm.stats.chartLabel', { view: t(`cm.stats.view.${view}`) })} height={260} />}
      <Table size="small" loading={loading} dataSource={rows} columns={columns} scroll={{ x: 640 }} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={{ emptyText: <Empty description={t('cm.stats.empty')} /> }} data-testid="cm-stats-table" />
    </div>
  );
}

interface MemberRow {
  userId: number;
  name: string;
  companyName: string | null;
  departmentName: string | null;
  courseId: number;
  courseName: string;
  status: string;
  teamName: string | null;
  overallScore: number | null;
  overallRank: number | null;
  adoptionIndex: number | null;
  adoptedShare: number | null;
}

function MemberTable({ list, loading }: { list: readonly MemberRow[]; loading: boolean }) {
  const { t } = useTranslation('game');
  const columns: ColumnsType<MemberRow> = [
    { key: 'name', title: t('cm.stats.member'), dataIndex: 'name' },
    { key: 'company', title: t('cm.stats.company'), render: (_, m) => m.companyName ?? '—' },
    { key: 'department', title: t('cm.stats.department'), render: (_, m) => m.departmentName ?? '—' },
    { key: 'course', title: t('cm.stats.course'), dataIndex: 'courseName' },
    { key: 'status', title: t('grades.status'), render: (_, m) => <Tag>{t(`status.${m.status}`)}</Tag> },
    { key: 'team', title: t('results.team'), render: (_, m) => m.teamName ?? '—' },
    { key: 'score', title: t('results.overallScore'), align: 'right', render: (_, m) => score(m.overallScore), sorter: (a, b) => (a.overallScore ?? -1) - (b.overallScore ?? -1) },
    { key: 'adoption', title: t('cm.results.index'), align: 'right', render: (_, m) => percent(m.adoptionIndex) },
  ];
  return (
    <Table
      size="small"
      loading={loading}
      rowKey={(m) => `${m.userId}-${m.courseId}`}
      dataSource={[...list]}
      columns={columns}
      scroll={{ x: 900 }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t('cm.stats.empty')} /> }}
      data-testid="cm-stats-table"
    />
  );
}
