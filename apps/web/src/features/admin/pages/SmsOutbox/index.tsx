import { useEffect, useState } from 'react';
import { Card, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '@sandtable/shared/contracts/index';
import type { smsMessageSchema } from '@sandtable/shared/contracts/signin';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PhoneText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { useServerTable } from '../../../../lib/serverTable';
import { useDebounced } from '../../../../lib/useDebounced';
import '../../admin.css';
import { ServerTable } from '../../../../components/ServerTable';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

type Sms = z.infer<typeof smsMessageSchema>;

/**
 * `/sms-outbox` (not in the spec): the texts the portal sent, newest first. With the embedded SMS
 * provider nothing leaves the server, so this is where verification codes are read in the demo.
 */
export default function SmsOutboxPage() {
  const { t } = useTranslation('people');
  const table = useServerTable<{ mobile: string }>({ mobile: '' });
  const [typed, setTyped] = useState('');
  const mobile = useDebounced(typed.replace(/\D/g, ''));
  const { setFilters } = table;
  useEffect(() => setFilters({ mobile }), [setFilters, mobile]);
  const messages = useEndpointQuery(api.signin.outbox, table.request);

  const columns: ColumnsType<Sms> = [
    { title: t('outbox.sentAt'), dataIndex: 'createdAt', width: 160, className: 'nowrap', render: (at: string) => <TimeText value={at} /> },
    { title: t('fields:mobile'), dataIndex: 'mobile', width: 130, className: 'nowrap', render: (m: string) => <PhoneText phone={m} /> },
    { title: t('outbox.purpose'), dataIndex: 'purpose', width: 130, render: (p: Sms['purpose']) => <Tag>{t(`outbox.purposes.${p}`)}</Tag> },
    { title: t('outbox.body'), dataIndex: 'body', render: (body: string) => <span className="outbox__body">{body}</span> },
    {
      title: t('table.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: Sms['status'], sms) => (
        <Tag color={s === 'sent' ? 'success' : 'error'} title={sms.provider}>
          {t(`outbox.statuses.${s}`)}
        </Tag>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('menu:smsOutbox')} lead={t('outbox.lead')} />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search
            className="table-toolbar__search"
            allowClear
            inputMode="numeric"
            maxLength={TEXT_MAX.mobileSearch}
            placeholder={t('outbox.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="outbox-search"
          />
        </div>
        <ServerTable<Sms> query={messages} table={table} columns={columns} scrollX={900} testId="outbox-table" emptyText={mobile ? t('outbox.noMatch') : t('outbox.empty')} />
        <Typography.Paragraph type="secondary" className="outbox__footnote">
          {t('outbox.privacy')}
        </Typography.Paragraph>
      </Card>
    </>
  );
}
