import { useTranslation } from 'react-i18next';
import { teamwork } from '@sandtable/sim/assessments';
import { ChoiceTestPage } from '../../components/ChoiceTestPage';
import { TeamworkPartForm, type AgreementAnswers } from '../../components/TeamworkPartForm';
import { A } from '../../hooks';

/** `/tw-test?assessmentId=`: the teamwork-status test, three parts of ten statements about one's team on a five-point agreement scale. */
export default function TwTestPage() {
  const { t } = useTranslation('assessment');
  return <ChoiceTestPage<AgreementAnswers> instrument="teamwork" prefix="tw" parts={teamwork.PARTS.length} report={A.teamworkReport} title={t('tw.title')} lead={t('tw.lead')} Part={TeamworkPartForm} />;
}
