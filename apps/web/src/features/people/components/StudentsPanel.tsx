import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Input, Select, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Person } from '@sandtable/shared/contracts/people';
import type { AccountStatus, Classification, Role } from '@sandtable/shared/auth/roles';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { useSessionInfo } from '../../../api/hooks';
import { useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { usePeopleOptions } from '../options';
import { MemberDrawer } from './MemberDrawer';
import { StatusButton, usePersonColumns, type PersonSort } from './personColumns';
import { ServerTable } from '../../../components/ServerTable';

interface Filters {
  keyword: string;
  classification?: Classification;
  role?: Role;
  department: string;
  status?: AccountStatus;
}

const SORTABLE: readonly PersonSort[] = ['createdAt', 'name', 'lastLoginAt'];

/** The accounts table of /student-management: search, filters, server paging and sorting, edit, disable. */
export function StudentsPanel() {
  const { t } = useTranslation('people');
  const options = usePeopleOptions();
  const me = useSessionInfo().data?.user.id;
  const table = useServerTable<Filters, PersonSort>({ keyword: '', department: '' }, SORTABLE);
  // Typing waits for a pause before it asks the server.
  const [typed, setTyped] = useState({ keyword: '', department: '' });
  const keyword = useDebounced(typed.keyword.trim());
  const department = useDebounced(typed.department.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword, department }), [setFilters, keyword, department]);
  const people = useEndpointQuery(api.people.select, table.request);
  const [editing, setEditing] = useState<Person | null>(null);
  const columns = usePersonColumns(table.sortOrder);

  const filtered = Object.values(table.state.filters).some((v) => v);
  const clear = () => {
    setTyped({ keyword: '', department: '' });
    table.reset();
  };

  const tableColumns: ColumnsType<Person> = [
    columns.name,
    columns.mobile,
    columns.role,
    columns.classification,
    columns.status,
    columns.company,
    columns.department,
    columns.position,
    columns.lastLoginAt,
    columns.createdAt,
    {
      ...columns.actions,
      render: (_, person) =>
        person.id === me ? (
          <Tooltip title={t('students.self')}>
            <Link to="/student-information">{t('students.myProfile')}</Link>
          </Tooltip>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(person)} data-testid={`edit-${person.id}`}>
              {t('actions.edit')}
            </Button>
            <StatusButton person={person} />
          </Space>
        ),
    },
  ];

  return (
    <>
      <div className="table-toolbar">
        <Input.Search
          className="table-toolbar__search"
          allowClear
          placeholder={t('students.search')}
          value={typed.keyword}
          onChange={(e) => setTyped((s) => ({ ...s, keyword: e.target.value }))}
          data-testid="students-search"
        />
        <Select allowClear placeholder={t('students.allClassifications')} aria-label={t('students.allClassifications')} options={options.classifications} value={table.state.filters.classification} onChange={(classification) => table.setFilters({ classification })} />
        <Select allowClear placeholder={t('students.allRoles')} aria-label={t('students.allRoles')} options={options.roles} value={table.state.filters.role} onChange={(role) => table.setFilters({ role })} />
        <Input allowClear placeholder={t('fields:department')} aria-label={t('fields:department')} value={typed.department} onChange={(e) => setTyped((s) => ({ ...s, department: e.target.value }))} />
        <Select allowClear placeholder={t('students.allStatuses')} aria-label={t('students.allStatuses')} options={options.statuses} value={table.state.filters.status} onChange={(status) => table.setFilters({ status })} />
        {filtered && (
          <Button type="link" onClick={clear}>
            {t('actions.clearFilters')}
          </Button>
        )}
      </div>
      <ServerTable<Person> query={people} table={table} columns={tableColumns} scrollX={1500} testId="students-table" emptyText={filtered ? t('students.noMatch') : t('students.empty')} />
      <MemberDrawer person={editing} onClose={() => setEditing(null)} />
    </>
  );
}
