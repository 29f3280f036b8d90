import { App, Avatar, Button, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Person } from '@sandtable/shared/contracts/people';
import { PhoneText, TimeText } from '../../../components/format';
import { failureText } from '../../../lib/forms';
import { usePinnedColumns } from '../../../lib/serverTable';
import { useSetStatus } from '../hooks';
import { CLASSIFICATION_COLORS, STATUS_COLORS } from '../options';

export type PersonSort = 'createdAt' | 'name' | 'lastLoginAt';
type SortOrderOf = (column: PersonSort) => 'ascend' | 'descend' | null;

/**
 * The columns the people tables share (students, lecturers, the promote picker), built once:
 * each table picks the ones it shows. Sortable columns sort on the server.
 */
export function usePersonColumns(sortOrder: SortOrderOf) {
  const { t } = useTranslation('people');
  const pinned = usePinnedColumns();
  const sortable = (key: PersonSort) => ({ key, sorter: true, sortOrder: sortOrder(key), sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[] });

  const columns = {
    name: {
      title: t('fields:name'),
      dataIndex: 'name',
      ...sortable('name'),
      fixed: pinned.left,
      width: 170,
      render: (_: unknown, person: Person) => (
        <span className="person-cell">
          <Avatar size="small" alt="" src={person.avatarUrl ?? undefined} className="person-cell__avatar">
            {person.name.slice(0, 1)}
          </Avatar>
          <span className="person-cell__text">
            <span className="person-cell__name">{person.name}</span>
            <Typography.Text type="secondary" className="person-cell__account">
              {person.account}
            </Typography.Text>
          </span>
        </span>
      ),
    },
    mobile: { title: t('fields:mobile'), dataIndex: 'mobile', width: 130, className: 'nowrap', render: (mobile: string | null) => <PhoneText phone={mobile} /> },
    email: { title: t('fields:email'), dataIndex: 'email', width: 200, ellipsis: true },
    role: { title: t('table.role'), dataIndex: 'role', width: 120, render: (role: Person['role']) => <Tag>{t(`roles.${role}`)}</Tag> },
    classification: {
      title: t('fields:classification'),
      dataIndex: 'classification',
      width: 120,
      render: (c: Person['classification']) => <Tag color={CLASSIFICATION_COLORS[c]}>{t(`classifications.${c}`)}</Tag>,
    },
    department: { title: t('fields:department'), dataIndex: 'department', width: 130, ellipsis: true },
    position: { title: t('fields:positionId'), dataIndex: 'positionId', width: 130, ellipsis: true, render: (id: number | null) => (id ? t(`positions.${id}`) : null) },
    company: { title: t('table.company'), dataIndex: 'companyName', width: 170, ellipsis: true, render: (name: string | null, p: Person) => name ?? p.organisation },
    status: { title: t('table.status'), dataIndex: 'status', width: 90, render: (s: Person['status']) => <Tag color={STATUS_COLORS[s]}>{t(`statuses.${s}`)}</Tag> },
    lastLoginAt: {
      title: t('table.lastLogin'),
      dataIndex: 'lastLoginAt',
      ...sortable('lastLoginAt'),
      width: 160,
      className: 'nowrap',
      render: (at: string | null) => (at ? <TimeText value={at} /> : <Typography.Text type="secondary">{t('table.never')}</Typography.Text>),
    },
    createdAt: { title: t('table.createdAt'), dataIndex: 'createdAt', ...sortable('createdAt'), width: 160, className: 'nowrap', render: (at: string) => <TimeText value={at} /> },
    actions: { title: t('table.actions'), key: 'actions', fixed: pinned.right, width: 140 },
  } satisfies Record<string, ColumnType<Person>>;
  return columns;
}

/** Disable (which logs the person out everywhere) or re-enable an account, after a confirmation. */
export function StatusButton({ person }: { person: Person }) {
  const { t } = useTranslation('people');
  const { modal, message } = App.useApp();
  const setStatus = useSetStatus();
  const disabling = person.status === 'active';
  const key = disabling ? 'disable' : 'enable';

  const confirm = () =>
    modal.confirm({
      title: t(`status.${key}.title`, { name: person.name }),
      content: t(`status.${key}.text`),
      okText: t(`status.${key}.ok`),
      okButtonProps: { danger: disabling },
      onOk: () =>
        setStatus.mutateAsync({ id: person.id, status: disabling ? 'disabled' : 'active' }).then(
          () => void message.success(t(`status.${key}.done`, { name: person.name })),
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });

  return (
    <Button type="link" size="small" danger={disabling} onClick={confirm} data-testid={`status-${person.id}`}>
      {t(`actions.${key}`)}
    </Button>
  );
}
