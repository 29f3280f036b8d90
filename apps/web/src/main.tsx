import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { AppProviders, TransportBridge } from './app/providers';
import { router } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <TransportBridge router={router} />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
