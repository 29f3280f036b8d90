import { Link } from 'react-router';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyTest } from '@sandtable/shared/contracts/assessments';
import { isOpenAttempt } from '@sandtable/shared/machines/assessment';
import { TimeText } from '../../../components/format';
import { TEST_PATHS } from '../testPaths';
import { StatusTag } from './StatusTag';

/**
 * The caller's tests with their states and what they can do next (take or continue, result, report);
 * `showInstrument` on the all-tests list. With `personId`, a course manager's view of that member's
 * tests (MemberTests): their report once finished, nothing to take.
 */
export function MyTestsTable({ tests, loading, empty, showInstrument = false, personId }: { tests: readonly MyTest[]; loading: boolean; empty: string; showInstrument?: boolean; personId?: number }) {
  const { t } = useTranslation('assessment');
  return (
    <Table<MyTest>
      rowKey="id"
      loading={loading}
      dataSource={[...tests]}
      pagination={tests.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 560 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      columns={[
        ...(showInstrument ? [{ title: t('list.test'), key: 'instrument', render: (_: unknown, r: MyTest) => t(`instrument.${r.instrument}`) }] : []),
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
          render: (_, r) => {
            const paths = TEST_PATHS[r.instrument];
            if (personId !== undefined) {
              return r.status === 'finished' ? (
                <Link to={`${paths.report ?? paths.result}?assessmentId=${r.id}&userId=${personId}`} data-testid={`member-report-${r.instrument}`}>
                  <Button size="small">{t('list.report')}</Button>
                </Link>
              ) : null;
            }
            return (
              <Space wrap>
                {isOpenAttempt(r.status) && (
                  <Link to={`${paths.take}?assessmentId=${r.id}`}>
                    <Button type="primary" size="small" data-testid={`take-${r.instrument}-${r.courseId ?? 'open'}`}>
                      {r.status === 'pending' ? t('list.start') : t('list.resume')}
                    </Button>
                  </Link>
                )}
                {r.status === 'finished' && !r.reportsReleased && (
                  <Typography.Text type="secondary" data-testid={`waiting-${r.instrument}`}>
                    {t('settings.waiting')}
                  </Typography.Text>
                )}
                {r.status === 'finished' && r.reportsReleased && (
                  <>
                    <Link to={`${paths.result}?assessmentId=${r.id}`}>
                      <Button size="small">{t('list.result')}</Button>
                    </Link>
                    {paths.report && (
                      <Link to={`${paths.report}?assessmentId=${r.id}`}>
                        <Button size="small">{t('list.report')}</Button>
                      </Link>
                    )}
                  </>
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
