import { Link } from 'react-router';
import { Button, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ObserverTask } from '@sandtable/shared/contracts/assessments';
import { StatusTag } from './StatusTag';

/** The colleagues who asked the caller to rate them, with the way to rate each; `showInstrument` on the all-tests list. */
export function ObserverTasksTable({ tasks, loading, showInstrument = false }: { tasks: readonly ObserverTask[]; loading: boolean; showInstrument?: boolean }) {
  const { t } = useTranslation('assessment');
  return (
    <Table<ObserverTask>
      rowKey="invitationId"
      loading={loading}
      dataSource={[...tasks]}
      pagination={tasks.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 520 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noTasks')} /> }}
      columns={[
        { title: t('list.subject'), dataIndex: 'subjectName' },
        ...(showInstrument ? [{ title: t('list.test'), key: 'instrument', render: (_: unknown, r: ObserverTask) => t(`instrument.${r.instrument}`) }] : []),
        { title: t('list.course'), dataIndex: 'courseName', render: (c: string | null) => c ?? t('list.open') },
        { title: t('list.state'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} kind="observerStatus" /> },
        {
          title: t('list.actions'),
          key: 'actions',
          render: (_, r) =>
            r.status === 'invited' && (
              <Link to={`/belbinOtherTest?invitationId=${r.invitationId}`}>
                <Button size="small" type="primary" data-testid={`rate-${r.invitationId}`}>
                  {t('list.rateOne')}
                </Button>
              </Link>
            ),
        },
      ]}
    />
  );
}
