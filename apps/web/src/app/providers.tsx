import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { TOAST_SHORT_MS } from '@sandtable/shared/rules/constants';
import { bindTransportUi } from '../api/client';
import { useBranding } from '../api/hooks';
import { FullPageSpin } from '../components/FullPageSpin';
import { showToast, ToastRegion } from '../components/plain/toast';
import { i18n } from '../i18n';
import { useBrand } from './brand';
import { useBrandColours } from './brandColours';
import { clearUserQueries, queryClient } from './queryClient';
import { isAuthPath, loginHref } from './routes';
import type { router as appRouter } from './router';

/**
 * Query cache, i18n, the brand's colours and the toast region: no antd, so the login page renders
 * without it (antd's context is app/AntFrame.tsx, loaded with the other pages).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Branded>{children}</Branded>
        <ToastRegion />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function Branded({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const brand = useBrand();
  useBrandColours(brand.primaryColor);
  // Wait for the brand (one small request) rather than flash the default colours first.
  if (branding.isPending) return <FullPageSpin />;
  return children;
}

/** Gives the transport its UI: the app's toasts, and the way to the login page. */
export function TransportBridge({ router }: { router: typeof appRouter }) {
  const { t } = useTranslation();
  useEffect(() => {
    bindTransportUi({
      toast: (kind, text, durationMs) => void showToast(kind, text, { durationMs }),
      sessionExpired: () => {
        clearUserQueries();
        showToast('warning', t('transport.sessionExpired'), { durationMs: TOAST_SHORT_MS, key: 'session-expired' });
        const { pathname, search } = router.state.location;
        void router.navigate(loginHref(pathname + search), { replace: true });
      },
      isOnAuthPage: () => isAuthPath(router.state.location.pathname),
    });
  }, [router, t]);
  return null;
}
