import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { PageHeading } from '../../../components/PageHeading';
import { ServerTable } from '../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { TeamLabel } from '../create/components/TeamsStep';
import '../create/create.css';
import './manage.css';

type TeamRow = ResponseOf<typeof api.courses.teamList>['list'][number];
interface Filters {
  keyword: string;
  courseId?: number;
}

/** `/admin-course-team-list`: the teams of every course the caller manages (`?courseId=` narrows to one). */
export function TeamList() {
  const { t } = useTranslation('courseAdmin');
  const pinned = usePinnedColumns();
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('courseId')) || undefined;
  const table = useServerTable<Filters>({ keyword: '', courseId });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword, courseId }), [setFilters, keyword, courseId]);
  const teams = useEndpointQuery(api.courses.teamList, table.request);
  const narrowedTo = courseId ? teams.data?.list[0]?.courseName : undefined;

  const columns: ColumnsType<TeamRow> = [
    { title: t('teamList.team'), dataIndex: 'name', fixed: pinned.left, width: 160, render: (_, team) => <TeamLabel team={team} /> },
    {
      title: t('teamList.course'),
      dataIndex: 'courseName',
      width: 220,
      render: (name: string, team) => <Link to={`/general-coursedetails?id=${team.courseId}`}>{name}</Link>,
    },
    {
      title: t('course:field.members'),
      key: 'members',
      width: 140,
      render: (_, team) => (
        <span className="nowrap">
          <span className="tabular">
            {team.memberCount}/{team.capacity}
          </span>{' '}
          {team.full && <Tag color="orange">{t('course:teamFull')}</Tag>}
        </span>
      ),
    },
    { title: t('course:field.captain'), dataIndex: 'captainName', width: 120, render: (name: string | null) => name ?? <Typography.Text type="secondary">{t('teamList.noCaptain')}</Typography.Text> },
    {
      title: t('list.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 140,
      render: (_, team) => (
        <Button type="link" size="small" onClick={() => setParams({ courseId: String(team.courseId) })} disabled={courseId === team.courseId}>
          {t('teamList.onlyThisCourse')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('teamList.title')} lead={t('teamList.lead')} />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('teamList.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="teams-search" />
          {courseId && (
            <Tag closable onClose={() => setParams({})} className="team-list__course-tag">
              {t('teamList.courseFilter', { name: narrowedTo ?? `#${courseId}` })}
            </Tag>
          )}
        </div>
        <ServerTable<TeamRow> query={teams} table={table} columns={columns} scrollX={800} testId="teams-table" emptyText={keyword || courseId ? t('teamList.noMatch') : t('teamList.empty')} />
      </Card>
    </>
  );
}
