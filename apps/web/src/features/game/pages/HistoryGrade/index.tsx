import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/PageHeading';
import { GradesList } from '../../components/GradesList';
import '../../game.css';

/** `/historyGrade`: the caller's finished games only. */
export default function HistoryGradePage() {
  const { t } = useTranslation('game');
  return (
    <div data-testid="history-grades">
      <PageHeading title={t('menu:historyGrade')} lead={t('grades.historyLead')} />
      <GradesList finished />
    </div>
  );
}
