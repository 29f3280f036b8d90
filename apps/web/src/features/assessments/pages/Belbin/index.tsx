import { Link } from 'react-router';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyTest, ObserverTask } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { TimeText } from '../../../../components/format';
import { StatusTag } from '../../components/StatusTag';
import { A } from '../../hooks';
import { isOpenAttempt } from '@sandtable/shared/machines/assessment';
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
        <Table<MyTest>
          rowKey="id"
          loading={tests.isLoading}
          dataSource={mine}
          pagination={false}
          scroll={{ x: 560 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
          columns={[
            {
              title: t('list.course'),
              key: 'course',
              render: (_, r) => (
                <div>
                  <Typography.Text strong>{r.courseName ?? t('list.open')}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">{r.deadline ? <>{t('list.deadline', { date: '' })}<TimeText value={r.deadline} /></> : t('list.noDeadline')}</Typography.Text>
                  </div>
                </div>
              ),
            },
            { title: t('list.state'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_, r) => (
                <Space wrap>
                  {isOpenAttempt(r.status) && (
                    <Link to={`/belbinTest?assessmentId=${r.id}`}>
                      <Button type="primary" size="small" data-testid={`take-${r.courseId ?? 'open'}`}>
                        {r.status === 'pending' ? t('list.start') : t('list.resume')}
                      </Button>
                    </Link>
                  )}
                  {r.status === 'finished' && (
                    <>
                      <Link to={`/belbinResult?assessmentId=${r.id}`}>
                        <Button size="small">{t('list.result')}</Button>
                      </Link>
                      <Link to={`/belbinReport?assessmentId=${r.id}`}>
                        <Button size="small">{t('list.report')}</Button>
                      </Link>
                    </>
                  )}
                </Space>
              ),
            },
          ]}
        />
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
