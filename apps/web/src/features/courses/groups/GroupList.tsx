import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Input, Space, Typography } from 'antd';
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseGroupSummary } from '@sandtable/shared/contracts/courseGroups';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { TimeText } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { ServerTable } from '../../../components/ServerTable';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { GroupDialog } from './GroupDialog';
import { MembersDrawer } from './MembersDrawer';
import './groups.css';

export const groupPath = (id: number) => `/course-group-details?id=${id}`;

/** `/admin-course-group-list-new`: the course groups the caller manages. */
export function GroupList() {
  const { t } = useTranslation('courseGroup');
  const pinned = usePinnedColumns();
  const table = useServerTable<{ keyword: string }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const groups = useEndpointQuery(api.courseGroups.select, table.request);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [members, setMembers] = useState<number | null>(null);

  const columns: ColumnsType<CourseGroupSummary> = [
    {
      title: t('list.name'),
      dataIndex: 'name',
      fixed: pinned.left,
      width: 220,
      render: (name: string, group) => (
        <div className="group-name-cell">
          <Link to={groupPath(group.id)}>{name}</Link>
          {group.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: group.description }} className="group-name-cell__description">
              {group.description}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('list.courses'), dataIndex: 'courseCount', width: 90, align: 'right', render: (n: number) => <span className="tabular">{n}</span> },
    { title: t('list.members'), dataIndex: 'memberCount', width: 90, align: 'right', render: (n: number) => <span className="tabular">{n}</span> },
    { title: t('list.createdAt'), dataIndex: 'createdAt', width: 150, render: (at: string) => <TimeText value={at} /> },
    {
      title: t('list.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 230,
      render: (_, group) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(group.id)} data-testid={`group-edit-${group.id}`}>
            {t('list.edit')}
          </Button>
          <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setMembers(group.id)} data-testid={`group-members-${group.id}`}>
            {t('list.manageMembers')}
          </Button>
          <Link to={groupPath(group.id)} className="group-details-link">
            {t('list.details')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title={t('list.title')}
        lead={t('list.lead')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="group-new">
            {t('list.new')}
          </Button>
        }
      />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('list.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="groups-search" />
        </div>
        <ServerTable<CourseGroupSummary> query={groups} table={table} columns={columns} scrollX={780} testId="groups-table" emptyText={keyword ? t('list.noMatch') : t('list.empty')} />
      </Card>
      <GroupDialog open={creating} onClose={() => setCreating(false)} />
      <EditGroup id={editing} onClose={() => setEditing(null)} />
      <MembersDrawer groupId={members} onClose={() => setMembers(null)} />
    </>
  );
}

/** The edit dialog of a listed group, once its courses have loaded. */
export function EditGroup({ id, onClose }: { id: number | null; onClose: () => void }) {
  const group = useEndpointQuery(api.courseGroups.get, { id: id ?? 0 }, { enabled: id !== null });
  const loaded = id !== null && group.data?.id === id && !group.isPlaceholderData;
  return <GroupDialog open={loaded} group={loaded ? group.data : null} onClose={onClose} />;
}
