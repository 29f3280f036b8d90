import { Outlet, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { BrowserBanner } from '../../components/BrowserBanner';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LegalLinks } from '../../components/LegalLinks';
import { useBrand } from '../brand';
import { useMediaQuery, PHONE_QUERY } from '../../lib/useMediaQuery';
import '../../components/plain/plain.css';

/** The frame of the public pages (login, agreement, privacy): brand, language, legal footer; no antd. */
export function PublicLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <div className="public-layout plain-root">
      <BrowserBanner />
      <header className="public-header">
        <Link to="/" className="public-header__brand" aria-label={t('action.home')}>
          <BrandMark />
        </Link>
        <LanguageSwitcher compact={isPhone} />
      </header>
      <main className="public-main">
        <Outlet />
      </main>
      <footer className="page-footer">
        <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
        <LegalLinks />
      </footer>
    </div>
  );
}
