import { useTranslation } from 'react-i18next';
import { orgHealth } from '@sandtable/sim/assessments';
import { ChoiceTestPage } from '../../components/ChoiceTestPage';
import { AgreementPartForm, type AgreementAnswers } from '../../components/AgreementPartForm';
import type { PartFormProps } from '../../usePartedAttempt';
import { A } from '../../hooks';

/** One part of the organisation-health test (1..3): eighteen statements about one's organisation on the agreement scale. */
function OrgHealthPartForm(props: PartFormProps<AgreementAnswers> & { part: number }) {
  return <AgreementPartForm prefix="oh" bank={orgHealth} {...props} />;
}

/** `/oh-test?assessmentId=`: the organisation-health test, three parts of eighteen statements about one's organisation on a five-point agreement scale. */
export default function OhTestPage() {
  const { t } = useTranslation('assessment');
  return <ChoiceTestPage<AgreementAnswers> instrument="org_health" prefix="oh" parts={orgHealth.PARTS.length} report={A.orgHealthReport} title={t('oh.title')} lead={t('oh.lead')} Part={OrgHealthPartForm} />;
}
