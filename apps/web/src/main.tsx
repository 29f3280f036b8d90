import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { AppProviders, TransportBridge } from './app/providers';
import { router } from './app/router';
import { queryClient } from './app/queryClient';
import { exposeSettled } from './app/settled';
import { brandingQuery } from './api/hooks';
import { coreTextsLoaded } from './i18n';
import { focusableScrollRegions } from './lib/scrollRegions';
import { focusDrawerPanels } from './lib/drawerFocus';
import { returnFocusFromMenus } from './lib/menuFocus';

focusableScrollRegions();
focusDrawerPanels();
returnFocusFromMenus();
exposeSettled(router, queryClient);

// Every page waits for the branding (app/providers.tsx): asked for now, beside the core texts, not
// once they have come and the providers render (a round trip less before the first paint, §17).
void queryClient.prefetchQuery(brandingQuery);

// The first render waits for the core texts (one small chunk); if they fail to arrive, the page's
// own loading retries them and shows the chunk error.
void coreTextsLoaded.catch(() => undefined).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <TransportBridge router={router} />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
