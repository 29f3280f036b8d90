import { useTranslation } from 'react-i18next';
import { useBranding } from '../api/hooks';
import { useLocale } from '../i18n/useLocale';

/** antd's default blue, until (or unless) the partner branding says otherwise. */
export const DEFAULT_PRIMARY_COLOR = '#1677ff';

export interface Brand {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
}

/** The partner brand for this host (spec §1) in the current language; a neutral default offline. */
export function useBrand(): Brand {
  const { data } = useBranding();
  const { t } = useTranslation();
  const locale = useLocale();
  if (!data) return { name: t('brand.defaultName'), logoUrl: null, primaryColor: DEFAULT_PRIMARY_COLOR };
  return { name: locale === 'en-US' ? data.nameEn : data.nameZh, logoUrl: data.logoUrl, primaryColor: data.primaryColor };
}
