import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamRoleReportView } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { failureText } from '../../../lib/forms';
import { A, useAssessmentParams } from '../hooks';

/** Loads `/belbin/report.json` for `?assessmentId=&userId=` and hands it to `children`; not found and loading states. */
export function ReportFrame({ children }: { children: (report: TeamRoleReportView, ids: { assessmentId: number; userId?: number }) => ReactNode }) {
  const { t } = useTranslation('assessment');
  const { assessmentId, userId } = useAssessmentParams();
  const report = useEndpointQuery(A.teamRoleReport, { assessmentId: assessmentId ?? 0, userId }, { enabled: assessmentId !== undefined });
  if (!assessmentId || report.isError) {
    return (
      <Card>
        <Result status="warning" title={t('test.notFound')} subTitle={failureText(report.error)} extra={<Link to="/belbin">{t('test.backToList')}</Link>} />
      </Card>
    );
  }
  if (!report.data) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  return <>{children(report.data, { assessmentId, userId })}</>;
}
