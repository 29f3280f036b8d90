import { useTranslation } from 'react-i18next';
import { communication } from '@sandtable/sim/assessments';
import { ChoiceTestPage } from '../../components/ChoiceTestPage';
import { CommunicationPartForm, type ScaleAnswers } from '../../components/CommunicationPartForm';
import { A } from '../../hooks';

/** `/comm-test?assessmentId=`: the communication-style test, three parts of eight statements on a five-point scale. */
export default function CommTestPage() {
  const { t } = useTranslation('assessment');
  return <ChoiceTestPage<ScaleAnswers> instrument="communication" prefix="cs" parts={communication.PARTS.length} report={A.communicationReport} title={t('cs.title')} lead={t('cs.lead')} Part={CommunicationPartForm} />;
}
