import { Link } from 'react-router';
import { Button, Card, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyScore } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { headlineNames } from '../../headline';
import { A, langOf } from '../../hooks';
import { TEST_PATHS } from '../../testPaths';
import '../../assessments.css';

/**
 * `/evaluate-score`: the caller's results across every test they have finished, newest first — what
 * stands out in each (their strong team roles, leading styles, dominant conflict modes, personality
 * domains banded high, communication style) — each opening its full report.
 */
export default function EvaluateScorePage() {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const scores = useEndpointQuery(A.myScores, {});
  return (
    <>
      <PageHeading title={t('menu:evaluateScore')} lead={t('scores.lead')} />
      <Card className="page-card">
        <Table<MyScore>
          rowKey="attemptId"
          loading={scores.isFetching}
          dataSource={scores.data}
          pagination={(scores.data?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 640 }}
          data-testid="scores"
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scores.empty')}>
                <Link to="/test">{t('scores.toTests')}</Link>
              </Empty>
            ),
          }}
          columns={[
            { title: t('list.test'), key: 'instrument', render: (_, r) => <Typography.Text strong>{t(`instrument.${r.instrument}`)}</Typography.Text> },
            {
              title: t('scores.standsOut'),
              key: 'headline',
              render: (_, r) =>
                r.reportsReleased ? (
                  <span data-testid={`headline-${r.instrument}`}>{headlineNames(r.instrument, r.headline, lang) || '—'}</span>
                ) : (
                  <Typography.Text type="secondary" data-testid={`headline-${r.instrument}`}>{t('settings.waiting')}</Typography.Text>
                ),
            },
            { title: t('list.course'), key: 'course', render: (_, r) => r.courseName ?? t('list.open') },
            { title: t('scores.submitted'), key: 'submitted', render: (_, r) => <TimeText value={r.submittedAt} /> },
            {
              title: t('list.actions'),
              key: 'report',
              render: (_, r) =>
                r.reportsReleased ? (
                  <Link to={`${TEST_PATHS[r.instrument].result}?assessmentId=${r.id}`} data-testid={`score-report-${r.instrument}`}>
                    <Button size="small">{t('list.report')}</Button>
                  </Link>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
