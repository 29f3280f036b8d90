import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@sandtable/shared/i18n/locales';
import { setLocale } from '../i18n';
import { useLocale } from '../i18n/useLocale';
import { buttonClass } from './plain/Button';
import { GlobalIcon } from './plain/icons';
import { useMenuButton } from './plain/useMenuButton';
import './plain/plain.css';

/**
 * Switches the language in place (no reload) and remembers it. A menu button without antd (it is
 * on the login page: docs/decisions/performance.md §12; useMenuButton): `menu` of `menuitem`s (the current one `aria-current`), opened by
 * click, Enter, Space or the arrow keys; arrows, Home and End move, Escape and Tab close.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useMenuButton(LOCALES.length);
  const choose = (next: Locale) => {
    menu.close(true);
    void setLocale(next);
  };

  return (
    <div className="menu-button" ref={menu.root}>
      <button
        ref={menu.button}
        type="button"
        className={buttonClass({ variant: 'text' })}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        // The visible language name is the accessible name; the icon-only form needs a label.
        aria-label={compact ? t('language.switch') : undefined}
        title={t('language.switch')}
        data-testid="language-switcher"
        onClick={() => menu.toggle(Math.max(0, LOCALES.indexOf(locale)))}
        onKeyDown={menu.onButtonKey}
      >
        <GlobalIcon />
        {compact ? null : t(`language.${locale}`)}
      </button>
      {menu.open && (
        <div className="menu" role="menu" id={menu.menuId} aria-label={t('language.switch')} onKeyDown={menu.onMenuKey}>
          {LOCALES.map((l, i) => (
            <button
              key={l}
              ref={menu.item(i)}
              type="button"
              role="menuitem"
              aria-current={l === locale || undefined}
              tabIndex={-1}
              className="menu__item"
              lang={l}
              onClick={() => choose(l)}
            >
              {t(`language.${l}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
