import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** Renders realtime components with Mantine, a query client and the `realtime` namespace. */

const localeModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/realtime.json',
  { eager: true },
);

function realtimeResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(localeModules)) {
    const language = /locales\/(\w+)\//.exec(path)?.[1];
    if (language) resources[language] = { realtime: module.default };
  }
  return resources;
}

export function renderRealtime(
  ui: ReactElement,
  {
    language = 'en',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  } = {},
) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: realtimeResources(),
    lng: language,
    fallbackLng: 'en',
    ns: ['realtime'],
    defaultNS: 'realtime',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, i18n, queryClient };
}
