import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** An i18next instance speaking `strings` as pt-BR, ready at once (for an I18nextProvider). */
export function testI18n(strings: Record<string, unknown>) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { translation: strings } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * Renders a screen's part as the app does: with its strings in pt-BR (the module's locale
 * file, so a test reads the same words a cashier does) and a query client of its own.
 * For component tests in happy-dom (`// @vitest-environment happy-dom` on the file).
 */
export function renderWithApp(ui: ReactElement, strings: Record<string, unknown>) {
  const i18n = testI18n(strings);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
}
