import { useTranslation } from 'react-i18next';
import { personality } from '@sandtable/sim/assessments';
import { ChoiceTestPage } from '../../components/ChoiceTestPage';
import { PersonalityPartForm, type LikertAnswers } from '../../components/PersonalityPartForm';
import { A } from '../../hooks';

/** `/bf-test?assessmentId=`: the personality test, five parts of ten statements on a five-point scale. */
export default function BfTestPage() {
  const { t } = useTranslation('assessment');
  return <ChoiceTestPage<LikertAnswers> instrument="personality" prefix="bf" parts={personality.PARTS.length} report={A.personalityReport} title={t('bf.title')} lead={t('bf.lead')} Part={PersonalityPartForm} />;
}
