import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Input, Select, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { GAME_FILE_PATHS } from '@sandtable/shared/contracts/game';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useAccess } from '../../../../app/access';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { MoneyText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { ServerTable } from '../../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../../lib/serverTable';
import { useDebounced } from '../../../../lib/useDebounced';
import { points } from '../../components/ResultsPanel';
import { RewardDialog, type RewardTarget } from '../../components/RewardDialog';
import { courseIdOf } from '../../hooks';
import '../../game.css';

type Row = ResponseOf<typeof api.game.scoreList>['list'][number] & { key: string };

/**
 * `/student-scorelist` (course:create): students' game scores across the caller's courses, with a
 * search, a course filter (`?courseId=`), paging, the course's .xlsx export and coin rewards.
 */
export default function StudentScoreListPage() {
  const { t } = useTranslation('game');
  const [params, setParams] = useSearchParams();
  const courseId = courseIdOf(params) || undefined;
  const table = useServerTable<{ keyword: string; courseId?: number }>({ keyword: '', courseId });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword, courseId }), [setFilters, keyword, courseId]);
  const scores = useEndpointQuery(api.game.scoreList, table.request);
  // A student appears once per course: the row's key is both.
  const rows = { isFetching: scores.isFetching, data: scores.data && { ...scores.data, list: scores.data.list.map((r) => ({ ...r, key: `${r.courseId}-${r.userId}` })) } };
  const courses = useEndpointQuery(api.courses.select, { scope: 'managed', gameId: 'MS', pageNum: 1, pageSize: 100, sort: 'startAt', order: 'desc' });
  const pinned = usePinnedColumns();
  const canReward = useAccess()['coin:give'];
  const [reward, setReward] = useState<RewardTarget | null>(null);

  const pickCourse = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('courseId', String(id));
    else next.delete('courseId');
    setParams(next, { replace: true });
  };

  const columns: ColumnsType<Row> = [
    { key: 'name', title: t('scoreList.student'), dataIndex: 'name', fixed: pinned.left, width: 140 },
    { key: 'course', title: t('grades.course'), dataIndex: 'courseName', width: 200 },
    { key: 'team', title: t('results.team'), render: (_, r) => r.teamName ?? '—' },
    { key: 'score', title: t('results.overallScore'), align: 'right', render: (_, r) => (r.overallScore == null ? '—' : points(r.overallScore)) },
    { key: 'rank', title: t('results.overallRank'), align: 'right', render: (_, r) => r.overallRank ?? '—' },
    { key: 'profit', title: t('scoreList.cumulativeProfit'), align: 'right', render: (_, r) => (r.cumulativeProfit == null ? '—' : <MoneyText fen={r.cumulativeProfit} />) },
    {
      key: 'actions',
      title: t('grades.actions'),
      fixed: pinned.right,
      width: 190,
      render: (_, r) => (
        <Space size={0} wrap>
          <Link to={`/student-scorelist-detial?courseId=${r.courseId}&userId=${r.userId}`}>
            <Button type="link" size="small">
              {t('grades.details')}
            </Button>
          </Link>
          {canReward && (
            <Button type="link" size="small" icon={<GiftOutlined />} onClick={() => setReward({ courseId: r.courseId, userId: r.userId, name: r.name })} data-testid={`reward-${r.userId}`}>
              {t('reward.button')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const exportHref = courseId ? `${GAME_FILE_PATHS.scoreListXlsx}?courseId=${courseId}` : undefined;
  return (
    <>
      <PageHeading
        title={t('menu:studentScoreList')}
        lead={t('scoreList.lead')}
        extra={
          <Tooltip title={exportHref ? undefined : t('scoreList.exportNeedsCourse')}>
            <Button icon={<DownloadOutlined />} href={exportHref} disabled={!exportHref} data-testid="score-export">
              {t('scoreList.export')}
            </Button>
          </Tooltip>
        }
      />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('scoreList.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="score-search" />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            className="score-list__course"
            placeholder={t('scoreList.allCourses')}
            aria-label={t('scoreList.allCourses')}
            value={courseId}
            onChange={pickCourse}
            loading={courses.isPending}
            options={courses.data?.list.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="score-course"
          />
        </div>
        <ServerTable<Row> query={rows} table={table} columns={columns} rowKey="key" scrollX={1000} testId="score-table" emptyText={keyword || courseId ? t('scoreList.noMatch') : t('scoreList.none')} />
      </Card>
      <RewardDialog target={reward} onClose={() => setReward(null)} />
    </>
  );
}
