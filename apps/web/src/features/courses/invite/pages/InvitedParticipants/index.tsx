import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Input, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointQuery } from '../../../../../api/endpointHooks';
import { PageHeading } from '../../../../../components/PageHeading';
import { PhoneText, TimeText } from '../../../../../components/format';
import { ServerTable } from '../../../../../components/ServerTable';
import { useServerTable } from '../../../../../lib/serverTable';
import { useDebounced } from '../../../../../lib/useDebounced';
import { useCourse } from '../../../../../api/courses';
import '../../../detail/detail.css';
import '../../invite.css';

type Invited = ResponseOf<typeof api.invitations.invitationMemberQuery>['list'][number];
type Joined = ResponseOf<typeof api.invitations.selectHis>['list'][number];

/** `/has-invite-participants/:courseId`: who was invited by mobile and whether they joined; who joined with a code. */
export default function InvitedParticipantsPage() {
  const { t } = useTranslation('courseDetail');
  const courseId = Number(useParams().courseId) || 0;
  const course = useCourse(courseId, { live: true, select: (d) => d.course }).data;

  return (
    <>
      <PageHeading
        title={t('menu:hasInviteParticipants')}
        lead={course ? <Link to={`/general-coursedetails?id=${course.id}`}>{course.name}</Link> : t('invited.lead')}
        extra={
          <Link to={`/initiate-invitation?courseId=${courseId}`}>
            <Button type="primary" icon={<MailOutlined />}>
              {t('manage.invite')}
            </Button>
          </Link>
        }
      />
      <Card className="page-card">
        <Tabs
          destroyOnHidden
          items={[
            { key: 'invited', label: t('invited.byMobile'), children: <InvitedTable courseId={courseId} /> },
            { key: 'joined', label: t('invited.byCode'), children: <JoinedTable courseId={courseId} /> },
          ]}
        />
      </Card>
    </>
  );
}

function InvitedTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseDetail');
  const table = useServerTable<{ keyword: string }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const rows = useEndpointQuery(api.invitations.invitationMemberQuery, { courseId, ...table.request });
  const columns: ColumnsType<Invited> = [
    { title: t('fields:mobile'), key: 'mobile', width: 130, render: (_, r) => <PhoneText phone={r.mobile} /> },
    { title: t('fields:name'), key: 'name', width: 120, render: (_, r) => r.name ?? <Typography.Text type="secondary">{t('invited.noAccount')}</Typography.Text> },
    { title: t('invite.code'), key: 'code', width: 120, render: (_, r) => <span className="code-cell">{r.code}</span> },
    { title: t('invited.invitedAt'), key: 'invitedAt', width: 150, render: (_, r) => <TimeText value={r.invitedAt} /> },
    {
      title: t('invited.joined'),
      key: 'joined',
      width: 170,
      render: (_, r) =>
        r.joinedAt ? (
          <span className="nowrap">
            <Tag color="success">{t('invited.yes')}</Tag>
            <TimeText value={r.joinedAt} />
          </span>
        ) : (
          <Tag>{t('invited.notJoined')}</Tag>
        ),
    },
    { title: t('course:field.team'), key: 'team', width: 120, render: (_, r) => r.teamName ?? '—' },
  ];
  return (
    <>
      <div className="table-toolbar">
        <Input.Search className="table-toolbar__search" allowClear placeholder={t('invited.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <ServerTable<Invited> rowKey="code" query={rows} table={table} columns={columns} scrollX={810} testId="invited-table" emptyText={t('invited.none')} />
    </>
  );
}

function JoinedTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseDetail');
  const table = useServerTable<Record<string, never>>({});
  const rows = useEndpointQuery(api.invitations.selectHis, { courseId, ...table.request });
  const columns: ColumnsType<Joined> = [
    { title: t('fields:name'), dataIndex: 'name', key: 'name', width: 120 },
    { title: t('fields:mobile'), key: 'mobile', width: 130, render: (_, r) => <PhoneText phone={r.mobile} /> },
    { title: t('invite.code'), key: 'code', width: 120, render: (_, r) => <span className="code-cell">{r.code}</span> },
    { title: t('course:field.team'), key: 'team', width: 120, render: (_, r) => r.teamName ?? '—' },
    { title: t('invited.usedAt'), key: 'usedAt', width: 150, render: (_, r) => <TimeText value={r.usedAt} /> },
  ];
  return <ServerTable<Joined> rowKey="userId" query={rows} table={table} columns={columns} scrollX={640} testId="joined-table" emptyText={t('invited.noneJoined')} />;
}
