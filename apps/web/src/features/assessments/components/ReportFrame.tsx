import type { ReactNode } from 'react';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { A, useAssessmentParams } from '../hooks';
import { LoadFrame } from './LoadFrame';

/** The report calls of `?assessmentId=&userId=` pages: the team-role report (the default), the conflict-handling, the personality, the communication-style, the teamwork-status or the organisation-health one. */
type ReportEndpoint = typeof A.teamRoleReport | typeof A.conflictReport | typeof A.personalityReport | typeof A.communicationReport | typeof A.teamworkReport | typeof A.orgHealthReport;

/** Loads a report for `?assessmentId=&userId=` and hands it to `children`; not found (with the way `back`) and loading states. */
export function ReportFrame<E extends ReportEndpoint = typeof A.teamRoleReport>({
  endpoint,
  back = '/belbin',
  children,
}: {
  endpoint?: E;
  back?: string;
  children: (report: ResponseOf<E>, ids: { assessmentId: number; userId?: number }) => ReactNode;
}) {
  const { assessmentId, userId } = useAssessmentParams();
  const report = useEndpointQuery<ReportEndpoint>(endpoint ?? A.teamRoleReport, { assessmentId: assessmentId ?? 0, userId }, { enabled: assessmentId !== undefined });
  return (
    <LoadFrame query={report} hasId={assessmentId !== undefined} back={back}>
      {(data) => children(data as ResponseOf<E>, { assessmentId: assessmentId!, userId })}
    </LoadFrame>
  );
}
