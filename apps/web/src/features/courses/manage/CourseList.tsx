import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Dropdown, Empty, Input, Pagination, Row, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppstoreOutlined, BarsOutlined, BulbOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { COURSE_STATUSES, type CourseStatus } from '@sandtable/shared/machines/course';
import { COURSE_KINDS, GAME_IDS, type CourseKind, type GameId } from '@sandtable/shared/rules/course';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { MoneyText, TimeText } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { ServerTable } from '../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { CREATE_PATHS, GUIDED_PATH } from '../create/CourseWizard';
import { CourseLink, GameTag, Seats, StatusTag } from './components/CourseBits';
import { useCourseActions } from './components/CourseActions';
import { readVersionFlag, useVersionFlag } from './versionFlag';
import './manage.css';

type Sort = 'startAt' | 'createdAt' | 'popular';
interface Filters {
  keyword: string;
  status?: CourseStatus[];
  gameId?: GameId;
  kind?: CourseKind;
  /** The card view sorts from a select (the table from its column headers). */
  sort?: Sort;
  order?: 'asc' | 'desc';
}

export const MANAGEMENT_PATHS = { 1: '/course-management', 2: '/course-management-new' } as const;
const SORTABLE: readonly Sort[] = ['startAt', 'createdAt', 'popular'];
const SORT_CHOICES = ['startAt:asc', 'startAt:desc', 'createdAt:desc', 'popular:desc'] as const;

/**
 * The courses the caller manages (/course-management: a dense table; /course-management-new:
 * cards), with search, status/game/kind filters, sorting and server paging, and the row actions.
 * The spec's version flag decides which one the menu opens; the switch here stores the choice.
 */
export function CourseList({ variant }: { variant: 'table' | 'cards' }) {
  const { t } = useTranslation('courseAdmin');
  const navigate = useNavigate();
  const [, setFlag] = useVersionFlag();

  // The menu opens the old version; a stored "new" sends the user on (once, on arrival).
  useEffect(() => {
    if (variant === 'table' && readVersionFlag() === 2) navigate(MANAGEMENT_PATHS[2], { replace: true });
  }, [variant, navigate]);

  const table = useServerTable<Filters, Sort>({ keyword: '' }, SORTABLE);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const courses = useEndpointQuery(api.courses.select, { scope: 'managed', ...table.request });
  const actions = useCourseActions();
  const filters = table.state.filters;
  const filtered = !!(filters.keyword || filters.status?.length || filters.gameId || filters.kind);

  const clear = () => {
    setTyped('');
    table.reset();
  };
  const flip = (to: 1 | 2) => {
    setFlag(to);
    navigate(MANAGEMENT_PATHS[to]);
  };

  const createItems = [
    ...(['special', 'in_house', 'open'] as const).map((kind) => ({ key: CREATE_PATHS[kind], label: t(`list.create.${kind}`) })),
    { type: 'divider' as const },
    { key: GUIDED_PATH, icon: <BulbOutlined />, label: t('list.create.guided') },
  ];

  const toolbar = (
    <div className="table-toolbar">
      <Input.Search className="table-toolbar__search" allowClear placeholder={t('list.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="courses-search" />
      <Select<CourseStatus[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('list.allStatuses')}
        aria-label={t('list.filterStatus')}
        value={filters.status}
        onChange={(status) => table.setFilters({ status: status.length ? status : undefined })}
        options={COURSE_STATUSES.map((s) => ({ value: s, label: t(`course:status.${s}`) }))}
        data-testid="filter-status"
        className="course-filter--status"
      />
      <Select allowClear placeholder={t('list.allGames')} aria-label={t('list.filterGame')} value={filters.gameId} onChange={(gameId) => table.setFilters({ gameId })} options={GAME_IDS.map((g) => ({ value: g, label: t(`course:game.${g}`) }))} data-testid="filter-game" />
      <Select allowClear placeholder={t('list.allKinds')} aria-label={t('list.filterKind')} value={filters.kind} onChange={(kind) => table.setFilters({ kind })} options={COURSE_KINDS.map((k) => ({ value: k, label: t(`course:kind.${k}`) }))} data-testid="filter-kind" />
      {variant === 'cards' && (
        <Select
          value={`${filters.sort ?? 'startAt'}:${filters.order ?? 'asc'}`}
          onChange={(v) => {
            const [sort, order] = v.split(':') as [Sort, 'asc' | 'desc'];
            table.setFilters({ sort, order });
          }}
          options={SORT_CHOICES.map((s) => ({ value: s, label: t(`list.sort.${s.replace(':', '_')}`) }))}
          aria-label={t('list.sortBy')}
          data-testid="sort"
        />
      )}
      {filtered && (
        <Button type="link" onClick={clear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </div>
  );

  const empty = filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noMatch')} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CREATE_PATHS.special)}>
        {t('list.createFirst')}
      </Button>
    </Empty>
  );

  return (
    <div className="course-page">
      <PageHeading
        title={t('list.title')}
        lead={t('list.lead')}
        extra={
          <>
            <Dropdown menu={{ items: createItems, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="create-course">
                {t('list.createCourse')} <DownOutlined />
              </Button>
            </Dropdown>
            <Segmented
              value={variant === 'table' ? 1 : 2}
              onChange={(v) => flip(v as 1 | 2)}
              options={[
                { value: 1, icon: <BarsOutlined />, label: t('list.versionOld') },
                { value: 2, icon: <AppstoreOutlined />, label: t('list.versionNew') },
              ]}
              aria-label={t('list.version')}
              data-testid="version-switch"
            />
          </>
        }
      />
      <Card className="page-card">
        {toolbar}
        {variant === 'table' ? (
          <CourseTable query={courses} table={table} empty={empty} emptyText={t(filtered ? 'list.noMatch' : 'list.empty')} renderActions={actions.render} />
        ) : (
          <CourseCards query={courses} table={table} empty={empty} emptyText="" renderActions={actions.render} />
        )}
      </Card>
      {actions.dialogs}
    </div>
  );
}

type Query = ReturnType<typeof useEndpointQuery<typeof api.courses.select>>;
type Table = ReturnType<typeof useServerTable<Filters, Sort>>;
interface ViewProps {
  query: Query;
  table: Table;
  empty: React.ReactNode;
  emptyText: string;
  renderActions: (course: CourseSummary, options?: { compact?: boolean }) => React.ReactNode;
}

function CourseTable({ query, table, emptyText, renderActions }: ViewProps) {
  const { t } = useTranslation('courseAdmin');
  const pinned = usePinnedColumns();
  const columns: ColumnsType<CourseSummary> = [
    {
      title: t('course:field.name'),
      dataIndex: 'name',
      fixed: pinned.left,
      width: 220,
      render: (_, c) => (
        <div className="course-cell">
          <CourseLink course={c} />
          <Typography.Text type="secondary" className="course-cell__sub">
            {t(`course:kind.${c.kind}`)}
            {c.companyName ? ` · ${c.companyName}` : ''}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('course:field.gameId'), dataIndex: 'gameId', width: 120, render: (_, c) => <GameTag course={c} /> },
    { title: t('list.status'), dataIndex: 'status', width: 110, render: (s: CourseStatus) => <StatusTag status={s} /> },
    { title: t('course:field.lecturerId'), dataIndex: 'lecturer', width: 110, render: (l: CourseSummary['lecturer']) => l?.name ?? <Typography.Text type="secondary">{t('list.noLecturer')}</Typography.Text> },
    { title: t('course:field.startAt'), dataIndex: 'startAt', key: 'startAt', width: 150, sorter: true, sortOrder: table.sortOrder('startAt'), render: (v: string) => <TimeText value={v} /> },
    { title: t('course:field.endAt'), dataIndex: 'endAt', width: 150, render: (v: string) => <TimeText value={v} /> },
    { title: t('course:field.registrationDeadline'), dataIndex: 'registrationDeadline', width: 150, render: (v: string) => <TimeText value={v} /> },
    { title: t('course:field.seats'), key: 'popular', width: 130, sorter: true, sortOrder: table.sortOrder('popular'), render: (_, c) => <Seats course={c} compact /> },
    { title: t('course:field.teamCount'), dataIndex: 'teamCount', width: 80, align: 'right' },
    { title: t('course:field.rounds'), dataIndex: 'rounds', width: 80, align: 'right' },
    { title: t('list.price'), dataIndex: 'priceFen', width: 110, align: 'right', render: (fen: number) => (fen ? <MoneyText fen={fen} /> : <Tag color="green">{t('list.free')}</Tag>) },
    { title: t('list.actions'), key: 'actions', fixed: pinned.right, width: 190, render: (_, c) => renderActions(c) },
  ];
  return (
    <ServerTable<CourseSummary>
      query={query}
      table={table}
      columns={columns}
      scrollX={1640}
      testId="courses-table"
      emptyText={emptyText}
    />
  );
}

function CourseCards({ query, table, empty, renderActions }: ViewProps) {
  const { t } = useTranslation('courseAdmin');
  const list = query.data?.list;
  if (!list) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.length === 0) return <div className="course-cards__empty">{empty}</div>;
  return (
    <div data-testid="courses-cards" className={query.isFetching ? 'course-cards course-cards--loading' : 'course-cards'} aria-busy={query.isFetching}>
      <Row gutter={[16, 16]}>
        {list.map((c) => (
          <Col key={c.id} xs={24} md={12} xxl={8}>
            <Card size="small" className="course-card" data-testid={`course-card-${c.id}`}>
              <div className="course-card__head">
                <Typography.Title level={5} className="course-card__name" ellipsis={{ rows: 2, tooltip: c.name }}>
                  <CourseLink course={c} />
                </Typography.Title>
                <StatusTag status={c.status} />
              </div>
              <Space size={[4, 4]} wrap className="course-card__tags">
                <GameTag course={c} />
                <Tag>{t(`course:kind.${c.kind}`)}</Tag>
                {c.priceFen ? (
                  <Tag>
                    <MoneyText fen={c.priceFen} />
                  </Tag>
                ) : (
                  <Tag color="green">{t('list.free')}</Tag>
                )}
              </Space>
              <dl className="course-card__facts">
                <dt>{t('list.when')}</dt>
                <dd>
                  <TimeText value={c.startAt} /> – <TimeText value={c.endAt} />
                </dd>
                <dt>{t('course:field.registrationDeadline')}</dt>
                <dd>
                  <TimeText value={c.registrationDeadline} />
                </dd>
                <dt>{t('course:field.lecturerId')}</dt>
                <dd>{c.lecturer?.name ?? t('list.noLecturer')}</dd>
                <dt>{t('list.shape')}</dt>
                <dd>{t('list.shapeValue', { teams: c.teamCount, rounds: c.rounds })}</dd>
              </dl>
              <Seats course={c} />
              <div className="course-card__actions">{renderActions(c, { compact: true })}</div>
            </Card>
          </Col>
        ))}
      </Row>
      <Pagination className="course-cards__pages" {...table.pagination(query.data?.total)} onChange={(current, pageSize) => table.onChange({ current, pageSize }, {}, {})} />
    </div>
  );
}
