import { teamwork } from '@sandtable/sim/assessments';
import type { PartFormProps } from '../usePartedAttempt';
import { AgreementPartForm, type AgreementAnswers } from './AgreementPartForm';

export type { AgreementAnswers };

/** One part of the teamwork-status test (1..3): ten statements about the team on the agreement scale (AgreementPartForm). */
export function TeamworkPartForm(props: PartFormProps<AgreementAnswers> & { part: number }) {
  return <AgreementPartForm prefix="tw" bank={teamwork} {...props} />;
}
