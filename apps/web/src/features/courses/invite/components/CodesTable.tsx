import { useState } from 'react';
import { App, Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QrcodeOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { INVITATION_STATUSES, type Invitation } from '@sandtable/shared/contracts/invitations';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PhoneText, TimeText } from '../../../../components/format';
import { ServerTable } from '../../../../components/ServerTable';
import { failureText } from '../../../../lib/forms';
import { useServerTable, usePinnedColumns } from '../../../../lib/serverTable';
import { useRevokeCode } from '../hooks';
import { absoluteUrl } from '../links';
import { QrDialog } from './QrDialog';

type Status = (typeof INVITATION_STATUSES)[number];
export const INVITATION_COLOURS: Record<Status, string> = { active: 'success', used_up: 'default', expired: 'warning', revoked: 'error' };

/** A course's invite codes: status, uses, expiry; copy the code or its link, show the QR, revoke. */
export function CodesTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseDetail');
  const { modal, message } = App.useApp();
  const table = useServerTable<{ status?: Status }>({});
  const codes = useEndpointQuery(api.invitations.select, { courseId, ...table.request });
  const revoke = useRevokeCode();
  const pinned = usePinnedColumns();
  const [qr, setQr] = useState<string | null>(null);

  const confirmRevoke = (code: Invitation) =>
    modal.confirm({
      title: t('invite.revokeTitle', { code: code.code }),
      content: t('invite.revokeText'),
      okText: t('invite.revoke'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-revoke' },
      onOk: () =>
        revoke.mutateAsync({ id: code.id }).then(
          () => void message.success(t('invite.revoked', { code: code.code })),
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });

  const columns: ColumnsType<Invitation> = [
    {
      title: t('invite.code'),
      key: 'code',
      fixed: pinned.left,
      width: 150,
      render: (_, row) => (
        <Typography.Text copyable={{ text: row.code, tooltips: [t('invite.copyCode'), t('invite.copied')] }} className="code-cell" data-testid="invite-code">
          {row.code}
        </Typography.Text>
      ),
    },
    { title: t('invite.status.title'), key: 'status', width: 100, render: (_, row) => <Tag color={INVITATION_COLOURS[row.status]}>{t(`invite.status.${row.status}`)}</Tag> },
    { title: t('invite.uses'), key: 'uses', width: 90, render: (_, row) => <span className="tabular">{`${row.used} / ${row.uses}`}</span> },
    { title: t('course:field.team'), key: 'team', width: 120, render: (_, row) => row.teamName ?? <Typography.Text type="secondary">{t('invite.anyTeam')}</Typography.Text> },
    { title: t('invite.sentTo'), key: 'mobile', width: 130, render: (_, row) => (row.mobile ? <PhoneText phone={row.mobile} /> : '—') },
    { title: t('invite.expiresAt'), key: 'expiresAt', width: 150, render: (_, row) => <TimeText value={row.expiresAt} /> },
    { title: t('invite.createdAt'), key: 'createdAt', width: 150, render: (_, row) => <TimeText value={row.createdAt} /> },
    {
      title: t('invite.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 280,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<QrcodeOutlined />} onClick={() => setQr(row.code)} data-testid={`qr-${row.code}`}>
            {t('invite.qr')}
          </Button>
          <Typography.Text copyable={{ text: absoluteUrl(row.joinUrl), icon: [t('invite.copyLink'), t('invite.copied')], tooltips: false }} className="link-copy" />
          {row.status === 'active' && (
            <Tooltip title={t('invite.revokeHint')}>
              <Button type="link" size="small" danger icon={<StopOutlined />} onClick={() => confirmRevoke(row)} data-testid={`revoke-${row.code}`}>
                {t('invite.revoke')}
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="table-toolbar">
        <Select
          allowClear
          placeholder={t('invite.allStatuses')}
          value={table.state.filters.status}
          onChange={(status) => table.setFilters({ status })}
          options={INVITATION_STATUSES.map((s) => ({ value: s, label: t(`invite.status.${s}`) }))}
        />
      </div>
      <ServerTable<Invitation> query={codes} table={table} columns={columns} scrollX={1170} testId="codes-table" emptyText={t('invite.noCodes')} />
      <QrDialog code={qr} onClose={() => setQr(null)} />
    </>
  );
}
