import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES modules: antd/locale/* are CommonJS and bring a second copy of the picker locales.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '@sandtable/shared/i18n/locales';
import { TOAST_SHORT_MS } from '@sandtable/shared/rules/constants';
import { bindTransportUi } from '../api/client';
import { useBranding } from '../api/hooks';
import { FullPageSpin } from '../components/FullPageSpin';
import { i18n } from '../i18n';
import { useLocale } from '../i18n/useLocale';
import { useBrand } from './brand';
import { accessibleTheme } from './theme';
import { clearUserQueries, queryClient } from './queryClient';
import { isAuthPath, loginHref } from './routes';
import type { router as appRouter } from './router';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } satisfies Record<Locale, unknown>;

/** Query cache, i18n, the branded antd theme in the current locale, and antd's App context. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandedConfig>{children}</BrandedConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function BrandedConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const branding = useBranding();
  const brand = useBrand();
  // Wait for the brand (one small request) rather than flash the default colours first.
  if (branding.isPending) return <FullPageSpin />;
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={accessibleTheme(brand.primaryColor)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Gives the transport its UI: antd toasts in the app's theme, and the way to the login page. */
export function TransportBridge({ router }: { router: typeof appRouter }) {
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    bindTransportUi({
      toast: (kind, text, durationMs) => void message.open({ type: kind, content: text, duration: durationMs / 1000 }),
      sessionExpired: () => {
        clearUserQueries();
        void message.warning({ content: t('transport.sessionExpired'), duration: TOAST_SHORT_MS / 1000, key: 'session-expired' });
        const { pathname, search } = router.state.location;
        void router.navigate(loginHref(pathname + search), { replace: true });
      },
      isOnAuthPage: () => isAuthPath(router.state.location.pathname),
    });
  }, [message, router, t]);
  return null;
}
