import { Fragment, type ReactNode } from 'react';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { A, useAssessmentParams } from '../hooks';
import { LoadFrame } from './LoadFrame';

/**
 * A test page's frame: loads the caller's attempt of `?assessmentId=` and renders `children` with it,
 * afresh for each attempt; not found (with the way `back`) and loading states.
 */
export function AttemptFrame({ back, children }: { back: string; children: (assessmentId: number, attempt: Attempt) => ReactNode }) {
  const { assessmentId } = useAssessmentParams();
  const attempt = useEndpointQuery(A.attempt, { assessmentId: assessmentId ?? 0 }, { enabled: assessmentId !== undefined });
  return (
    <LoadFrame query={attempt} hasId={assessmentId !== undefined} back={back}>
      {(data) => <Fragment key={data.id}>{children(assessmentId!, data)}</Fragment>}
    </LoadFrame>
  );
}
