import { useEffect, useState } from 'react';
import { Button, Card, Input, Select, Space } from 'antd';
import { PlusOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Person } from '@sandtable/shared/contracts/people';
import type { AccountStatus } from '@sandtable/shared/auth/roles';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { useServerTable } from '../../../../lib/serverTable';
import { useDebounced } from '../../../../lib/useDebounced';
import { LecturerModal, PromoteModal } from '../../components/LecturerDialogs';
import { StatusButton, usePersonColumns, type PersonSort } from '../../components/personColumns';
import { usePeopleOptions } from '../../options';
import '../../people.css';
import { ServerTable } from '../../../../components/ServerTable';

const SORTABLE: readonly PersonSort[] = ['createdAt', 'name', 'lastLoginAt'];

/** `/lecturer-management` (chief admin): lecturers, a new one, edits, disabling, promoting a student. */
export default function LecturerManagementPage() {
  const { t } = useTranslation('people');
  const options = usePeopleOptions();
  const table = useServerTable<{ keyword: string; status?: AccountStatus }, PersonSort>({ keyword: '' }, SORTABLE);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const lecturers = useEndpointQuery(api.people.lecturerSelect, table.request);
  const columns = usePersonColumns(table.sortOrder);
  // undefined: closed; null: a new lecturer.
  const [editing, setEditing] = useState<Person | null | undefined>(undefined);
  const [promoting, setPromoting] = useState(false);
  const filtered = Object.values(table.state.filters).some((v) => v);

  const tableColumns: ColumnsType<Person> = [
    columns.name,
    columns.mobile,
    columns.email,
    columns.status,
    columns.lastLoginAt,
    columns.createdAt,
    {
      ...columns.actions,
      render: (_, lecturer) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(lecturer)} data-testid={`edit-lecturer-${lecturer.id}`}>
            {t('actions.edit')}
          </Button>
          <StatusButton person={lecturer} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title={t('menu:lecturerManagement')}
        lead={t('lecturers.lead')}
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="lecturer-new">
              {t('lecturers.new')}
            </Button>
            <Button icon={<UserSwitchOutlined />} onClick={() => setPromoting(true)} data-testid="lecturer-promote">
              {t('lecturers.promote.title')}
            </Button>
          </>
        }
      />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('students.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="lecturers-search" />
          <Select allowClear placeholder={t('students.allStatuses')} aria-label={t('students.allStatuses')} options={options.statuses} value={table.state.filters.status} onChange={(status) => table.setFilters({ status })} />
        </div>
        <ServerTable<Person> query={lecturers} table={table} columns={tableColumns} scrollX={1000} testId="lecturers-table" emptyText={filtered ? t('students.noMatch') : t('lecturers.empty')} />
      </Card>
      <LecturerModal open={editing !== undefined} lecturer={editing ?? null} onClose={() => setEditing(undefined)} />
      <PromoteModal open={promoting} onClose={() => setPromoting(false)} />
    </>
  );
}
