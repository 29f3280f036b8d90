import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointQuery } from '../../../../../api/endpointHooks';
import { PageHeading } from '../../../../../components/PageHeading';
import { TimeText } from '../../../../../components/format';
import { ServerTable } from '../../../../../components/ServerTable';
import { useServerTable, usePinnedColumns } from '../../../../../lib/serverTable';
import { useDebounced } from '../../../../../lib/useDebounced';
import { CourseStatusTag } from '../../../detail/components/CourseTags';
import '../../../detail/detail.css';
import '../../invite.css';

type Row = ResponseOf<typeof api.invitations.inviteCourseList>['list'][number];

/** `/initiate-invitation-page`: the courses open for invitations, with their codes and invitations. */
export default function InvitationCoursesPage() {
  const { t } = useTranslation('courseDetail');
  const table = useServerTable<{ keyword: string }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const courses = useEndpointQuery(api.invitations.inviteCourseList, table.request);
  const pinned = usePinnedColumns();

  const columns: ColumnsType<Row> = [
    {
      title: t('course:field.name'),
      key: 'name',
      fixed: pinned.left,
      width: 220,
      render: (_, row) => (
        <Link to={`/general-coursedetails?id=${row.id}`} data-testid={`invite-course-${row.id}`}>
          {row.name}
        </Link>
      ),
    },
    { title: t('invite.status.title'), key: 'status', width: 110, render: (_, row) => <CourseStatusTag status={row.status} /> },
    { title: t('course:field.gameId'), key: 'game', width: 120, render: (_, row) => t(`course:game.${row.gameId}`) },
    { title: t('course:field.kind'), key: 'kind', width: 120, render: (_, row) => t(`course:kind.${row.kind}`) },
    { title: t('course:field.startAt'), key: 'start', width: 150, render: (_, row) => <TimeText value={row.startAt} /> },
    { title: t('course:field.registrationDeadline'), key: 'deadline', width: 150, render: (_, row) => <TimeText value={row.registrationDeadline} /> },
    { title: t('course:field.seats'), key: 'seats', width: 90, render: (_, row) => <span className="tabular">{`${row.seatsTaken} / ${row.participants}`}</span> },
    { title: t('invite.codesCount'), dataIndex: 'codes', key: 'codes', width: 90 },
    { title: t('invite.invitedCount'), dataIndex: 'invited', key: 'invited', width: 90 },
    {
      title: t('invite.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 200,
      render: (_, row) => (
        <Space size={0} wrap>
          <Link to={`/initiate-invitation?courseId=${row.id}`}>
            <Button type="link" size="small" data-testid={`invite-${row.id}`}>
              {t('invite.inviteAction')}
            </Button>
          </Link>
          <Link to={`/has-invite-participants/${row.id}`}>
            <Button type="link" size="small">
              {t('invite.invitedAction')}
            </Button>
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title={t('menu:initiateInvitationPage')}
        lead={t('invite.pageLead')}
        extra={
          <Link to="/initiate-invitation">
            <Button type="primary">{t('invite.new')}</Button>
          </Link>
        }
      />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('invite.searchCourses')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <ServerTable<Row> query={courses} table={table} columns={columns} scrollX={1340} testId="invite-courses" emptyText={keyword ? t('invite.noMatch') : t('invite.noCourses')} />
        <Typography.Paragraph type="secondary" className="table-note">
          {t('invite.pageNote')}
        </Typography.Paragraph>
      </Card>
    </>
  );
}
