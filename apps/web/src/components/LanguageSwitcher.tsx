import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@sandtable/shared/i18n/locales';
import { setLocale } from '../i18n';
import { useLocale } from '../i18n/useLocale';

/**
 * Renders a header dropdown next to its trigger rather than in <body>, so it stays attached to a
 * sticky header when the page scrolls underneath.
 */
export const popupBesideTrigger = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

/** Switches the language in place (no reload) and remembers it. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={popupBesideTrigger}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((l) => ({ key: l, label: t(`language.${l}`) })),
        onClick: ({ key }) => void setLocale(key as Locale),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        // The visible language name is the accessible name; the icon-only form needs a label.
        aria-label={compact ? t('language.switch') : undefined}
        title={t('language.switch')}
        data-testid="language-switcher"
      >
        {compact ? null : t(`language.${locale}`)}
      </Button>
    </Dropdown>
  );
}
