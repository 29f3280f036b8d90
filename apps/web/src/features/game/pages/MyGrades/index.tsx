import { Link } from 'react-router';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/PageHeading';
import { GradesList } from '../../components/GradesList';
import '../../game.css';

/** `/myGrades`: every game the caller plays or played, with score and rank. */
export default function MyGradesPage() {
  const { t } = useTranslation('game');
  return (
    <div data-testid="my-grades">
      <PageHeading
        title={t('menu:myGrades')}
        lead={t('grades.lead')}
        extra={
          <Link to="/historyGrade">
            <Button icon={<HistoryOutlined />}>{t('menu:historyGrade')}</Button>
          </Link>
        }
      />
      <GradesList />
    </div>
  );
}
