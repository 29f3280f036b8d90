import type { ReactNode } from 'react';
import type { TeamRoleReportView } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { A, useAssessmentParams } from '../hooks';
import { LoadFrame } from './LoadFrame';

/** Loads `/belbin/report.json` for `?assessmentId=&userId=` and hands it to `children`; not found and loading states. */
export function ReportFrame({ children }: { children: (report: TeamRoleReportView, ids: { assessmentId: number; userId?: number }) => ReactNode }) {
  const { assessmentId, userId } = useAssessmentParams();
  const report = useEndpointQuery(A.teamRoleReport, { assessmentId: assessmentId ?? 0, userId }, { enabled: assessmentId !== undefined });
  return (
    <LoadFrame query={report} hasId={assessmentId !== undefined} back="/belbin">
      {(data) => children(data, { assessmentId: assessmentId!, userId })}
    </LoadFrame>
  );
}
