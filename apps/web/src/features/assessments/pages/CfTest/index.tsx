import { useTranslation } from 'react-i18next';
import { conflict } from '@sandtable/sim/assessments';
import { ChoiceTestPage } from '../../components/ChoiceTestPage';
import { ConflictPartForm, type PairAnswers } from '../../components/ConflictPartForm';
import { A } from '../../hooks';

/** `/cf-test?assessmentId=`: the conflict-handling test, three parts of ten forced-choice pairs. */
export default function CfTestPage() {
  const { t } = useTranslation('assessment');
  return <ChoiceTestPage<PairAnswers> instrument="conflict" prefix="cf" parts={conflict.PARTS.length} report={A.conflictReport} title={t('cf.title')} lead={t('cf.lead')} Part={ConflictPartForm} />;
}
