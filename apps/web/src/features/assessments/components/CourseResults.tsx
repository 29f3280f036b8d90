import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Drawer, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { assessmentEndpoints, type CourseResults, type Instrument } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { useLocale } from '../../../i18n/useLocale';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { headlineNames } from '../headline';
import { langOf } from '../hooks';
import { TEST_PATHS } from '../testPaths';
import { StatusTag } from './StatusTag';

type Row = CourseResults['rows'][number];

/**
 * A course test's results for the course's managers, every member at once: state, what stands out
 * once submitted, and the member's report — the course-wide table beside one member's tests
 * (MemberTests) and the leadership test's own results page.
 */
export function CourseResultsButton({ assessmentId, instrument, name }: { assessmentId: number; instrument: Instrument; name: string }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const [open, setOpen] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const results = useEndpointQuery(assessmentEndpoints.courseResults, { assessmentId }, { enabled: open });
  const paths = TEST_PATHS[instrument];
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`results-${instrument}`}>
        {t('courseResults.open')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('courseResults.title', { name })} size={isPhone ? '100%' : 720} destroyOnHidden>
        {results.data && (
          <Typography.Paragraph type="secondary">{t('courseResults.finished', { finished: results.data.finished, members: results.data.rows.length })}</Typography.Paragraph>
        )}
        <Table<Row>
          rowKey="userId"
          size="small"
          loading={results.isFetching}
          dataSource={results.data?.rows}
          pagination={(results.data?.rows.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 560 }}
          data-testid={`course-results-${instrument}`}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('courseResults.empty')} /> }}
          columns={[
            { title: t('courseResults.member'), key: 'name', render: (_, r) => r.name },
            { title: t('courseResults.team'), key: 'team', render: (_, r) => r.teamName ?? '—' },
            { title: t('list.state'), key: 'status', render: (_, r) => <StatusTag status={r.status} /> },
            { title: t('scores.standsOut'), key: 'headline', render: (_, r) => headlineNames(instrument, r.headline, lang) || '—' },
            {
              title: t('list.actions'),
              key: 'report',
              render: (_, r) =>
                r.status === 'finished' ? (
                  <Link to={`${paths.report ?? paths.result}?assessmentId=${assessmentId}&userId=${r.userId}`} aria-label={`${t('list.report')}: ${r.name}`}>
                    <Button size="small">{t('list.report')}</Button>
                  </Link>
                ) : null,
            },
          ]}
        />
      </Drawer>
    </>
  );
}
