import { Link } from 'react-router';
import { Button, Card, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ObserverTask } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { MyTestsTable } from '../../components/MyTestsTable';
import { StatusTag } from '../../components/StatusTag';
import { A } from '../../hooks';
import '../../assessments.css';

/** `/belbin`: the caller's team-role tests with their states, and the colleagues who asked to be rated. */
export default function BelbinPage() {
  const { t } = useTranslation('assessment');
  const tests = useEndpointQuery(A.myTests, {});
  const tasks = useEndpointQuery(A.observerTasks, {});
  const mine = (tests.data ?? []).filter((x) => x.instrument === 'team_role');
  const rate = (tasks.data ?? []).filter((x) => x.instrument === 'team_role');
  return (
    <div className="assessment-page" data-testid="belbin">
      <PageHeading title={t('menu:belbin')} lead={t('list.lead')} />
      <Card className="page-card" title={t('list.mine')}>
        <MyTestsTable tests={mine} loading={tests.isLoading} empty={t('list.empty')} />
      </Card>
      <Card className="page-card" title={t('list.rate')}>
        <Typography.Paragraph type="secondary">{t('list.rateLead')}</Typography.Paragraph>
        <Table<ObserverTask>
          rowKey="invitationId"
          loading={tasks.isLoading}
          dataSource={rate}
          pagination={false}
          scroll={{ x: 520 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noTasks')} /> }}
          columns={[
            { title: t('list.subject'), dataIndex: 'subjectName' },
            { title: t('list.course'), dataIndex: 'courseName', render: (c: string | null) => c ?? t('list.open') },
            { title: t('list.state'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} kind="observerStatus" /> },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_, r) =>
                r.status === 'invited' && (
                  <Link to={`/belbinOtherTest?invitationId=${r.invitationId}`}>
                    <Button size="small" type="primary">
                      {t('list.rateOne')}
                    </Button>
                  </Link>
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
