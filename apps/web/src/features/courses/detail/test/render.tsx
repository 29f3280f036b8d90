import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { i18n } from '../../../../i18n';

/** Renders a course component with what the app gives it: queries, texts, antd's App, a router. */
export function renderWithApp(ui: ReactElement, { path = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AntApp>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
