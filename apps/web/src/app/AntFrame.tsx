import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// Not exported by antd's index: how App.useApp() finds its API, so the toasts can be our own.
import AppContext from 'antd/es/app/context';
// The ES modules: antd/locale/* are CommonJS and bring a second copy of the picker locales.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '@sandtable/shared/i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/useMediaQuery';
import { useBrand } from './brand';
import { politeMessages } from './politeMessages';
import { accessibleTheme } from './theme';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } satisfies Record<Locale, unknown>;

/**
 * antd's context: the branded theme in the current locale and App (modal, notification), with
 * `message` answered by the app's polite toast region. A chunk of its own, loaded with every page
 * but the login page (which is drawn without antd: docs/decisions/performance.md §12) and with the
 * shell, around which it sits. A person who asked their system for less motion gets antd without
 * its transitions (zero durations, no enter/leave motion), as the plain shell's CSS already does.
 */
export function AntFrame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const brand = useBrand();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(() => {
    const accessible = accessibleTheme(brand.primaryColor);
    return reducedMotion ? { ...accessible, token: { ...accessible.token, motion: false } } : accessible;
  }, [brand.primaryColor, reducedMotion]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
      <AntApp>
        <PoliteMessages>{children}</PoliteMessages>
      </AntApp>
    </ConfigProvider>
  );
}

function PoliteMessages({ children }: { children: ReactNode }) {
  const app = AntApp.useApp();
  const value = useMemo(() => ({ ...app, message: politeMessages }), [app]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
