import { useEffect, useState } from 'react';
import { Button, Card, Drawer, Empty, Input, Select, Skeleton, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { FINAL_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import { GAME_IDS, minTeamsToStart, type GameId } from '@sandtable/shared/rules/course';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { TimeText } from '../../../components/format';
import { actorLabel } from '../../../components/actor';
import { PageHeading } from '../../../components/PageHeading';
import { ServerTable } from '../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { useMediaQuery, PHONE_QUERY } from '../../../lib/useMediaQuery';
import { CourseLink, GameTag, StatusTag } from './components/CourseBits';
import { useCourse } from '../../../api/courses';
import './manage.css';

/** The ends a course can come to (spec §4): completed, closed, failed to start, disabled. */
const FINAL: CourseStatus[] = [...FINAL_STATUSES];

interface Filters {
  keyword: string;
  status?: CourseStatus[];
  gameId?: GameId;
  sort: 'startAt';
  order: 'desc';
}

/** `/curriculum-record`: finished, closed and failed courses, newest first, each with its history. */
export function Record() {
  const { t } = useTranslation('courseAdmin');
  const pinned = usePinnedColumns();
  const table = useServerTable<Filters, 'startAt'>({ keyword: '', sort: 'startAt', order: 'desc' }, ['startAt']);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const filters = table.state.filters;
  const courses = useEndpointQuery(api.courses.select, { scope: 'managed', ...table.request, status: filters.status?.length ? filters.status : FINAL });
  const [history, setHistory] = useState<CourseSummary | null>(null);
  const filtered = !!(filters.keyword || filters.status?.length || filters.gameId);

  const columns: ColumnsType<CourseSummary> = [
    { title: t('course:field.name'), dataIndex: 'name', fixed: pinned.left, width: 220, render: (_, c) => <CourseLink course={c} /> },
    { title: t('record.finalStatus'), dataIndex: 'status', width: 120, render: (s: CourseStatus) => <StatusTag status={s} /> },
    { title: t('course:field.gameId'), dataIndex: 'gameId', width: 120, render: (_, c) => <GameTag course={c} /> },
    { title: t('course:field.kind'), dataIndex: 'kind', width: 110, render: (k: CourseSummary['kind']) => t(`course:kind.${k}`) },
    { title: t('course:field.startAt'), dataIndex: 'startAt', key: 'startAt', width: 150, sorter: true, sortOrder: table.sortOrder('startAt') ?? 'descend', render: (v: string) => <TimeText value={v} /> },
    { title: t('course:field.endAt'), dataIndex: 'endAt', width: 150, render: (v: string) => <TimeText value={v} /> },
    { title: t('course:field.lecturerId'), dataIndex: 'lecturer', width: 110, render: (l: CourseSummary['lecturer']) => l?.name ?? t('list.noLecturer') },
    { title: t('record.learners'), key: 'learners', width: 100, align: 'right', render: (_, c) => <span className="tabular">{c.seatsTaken}</span> },
    {
      title: t('list.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 110,
      render: (_, c) => (
        <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setHistory(c)} data-testid={`history-${c.id}`}>
          {t('record.history')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('record.title')} lead={t('record.lead')} />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('list.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Select<CourseStatus[]>
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('record.allEnds')}
            aria-label={t('record.allEnds')}
            value={filters.status}
            onChange={(status) => table.setFilters({ status: status.length ? status : undefined })}
            options={FINAL.map((s) => ({ value: s, label: t(`course:status.${s}`) }))}
            className="course-filter--status"
          />
          <Select allowClear placeholder={t('list.allGames')} aria-label={t('list.allGames')} value={filters.gameId} onChange={(gameId) => table.setFilters({ gameId })} options={GAME_IDS.map((g) => ({ value: g, label: t(`course:game.${g}`) }))} />
          {filtered && (
            <Button
              type="link"
              onClick={() => {
                setTyped('');
                table.reset();
              }}
            >
              {t('list.clearFilters')}
            </Button>
          )}
        </div>
        <ServerTable<CourseSummary> query={courses} table={table} columns={columns} scrollX={1200} testId="record-table" emptyText={filtered ? t('list.noMatch') : t('record.empty')} />
      </Card>
      <HistoryDrawer course={history} onClose={() => setHistory(null)} />
    </>
  );
}

/** A course's status changes: from, to, why, who and when (loaded when opened). */
function HistoryDrawer({ course, onClose }: { course: CourseSummary | null; onClose: () => void }) {
  const { t } = useTranslation('courseAdmin');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const detail = useCourse(course?.id ?? null, { staleTime: 10_000 });
  const history = detail.data?.course.id === course?.id ? detail.data?.history : undefined;
  return (
    <Drawer open={course !== null} onClose={onClose} title={course ? t('record.historyOf', { name: course.name }) : null} size={isPhone ? '100%' : 480} data-testid="history-drawer">
      {!history ? (
        <Skeleton active />
      ) : history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('record.noHistory')} />
      ) : (
        <Timeline
          items={[...history].reverse().map((h) => ({
            color: h.to === 'failed_start' ? 'red' : h.to === 'completed' ? 'green' : 'blue',
            title: <TimeText value={h.at} />,
            content: (
              <div className="history-item">
                <div>
                  {h.from && (
                    <>
                      <StatusTag status={h.from} /> →{' '}
                    </>
                  )}
                  <StatusTag status={h.to} />
                </div>
                <Typography.Text>{t(`course:statusReason.${h.reason}`, { defaultValue: h.reason, minimum: minTeamsToStart(course!.gameId) })}</Typography.Text>
                <Typography.Text type="secondary" className="history-item__actor">
                  {t('record.by', { name: actorLabel(t, h) })}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
