import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The user agreement and privacy policy links of every footer. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <span className="legal-links">
      <Link to="/agreement">{t('menu:agreement')}</Link>
      <Link to="/privacy">{t('menu:privacy')}</Link>
    </span>
  );
}
