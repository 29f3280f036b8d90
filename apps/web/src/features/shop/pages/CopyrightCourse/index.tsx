import { Link } from 'react-router';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Catalogue } from '../../components/Catalogue';

/**
 * `/copyright-course`: the licensed courses — the shop's course items: seats a company's courses
 * are paid with (its course credits), or a seat in one open session. What a licence gives is said
 * above the list; the classic cases the games are played on are a link away.
 */
export default function CopyrightCoursePage() {
  const { t } = useTranslation('shop');
  return (
    <Catalogue title={t('menu:copyrightCourse')} lead={t('licensed.lead')} only="course">
      <Card className="page-card" size="small" title={t('licensed.what')} data-testid="licensed-what">
        <Typography.Paragraph className="licensed-what">
          {t('licensed.whatText')} <Link to="/classicDetail">{t('licensed.cases')}</Link>
        </Typography.Paragraph>
      </Card>
    </Catalogue>
  );
}
