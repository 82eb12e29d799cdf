import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as TI18n, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/**
 * Component tests render with Mantine (env "test": no transitions, no portals) and a local i18next holding this layer's namespaces in all
 * five languages, read from the same JSON files the app loads.
 */
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/{validation,ui-kit,common}.json',
  { eager: true },
);

export const UI_NAMESPACES = ['validation', 'ui-kit', 'common'] as const;

export function loadUiResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(localeModules)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] ??= {};
    (resources[match[1]] as Record<string, unknown>)[match[2]] = module.default;
  }
  return resources;
}

export function createTestI18n(language = 'en'): TI18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: loadUiResources(),
    lng: language,
    fallbackLng: 'en',
    ns: [...UI_NAMESPACES],
    defaultNS: 'ui-kit',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithUi(
  ui: ReactElement,
  { language = 'en' }: { language?: string } = {},
): RenderResult & { i18n: TI18n } {
  const i18n = createTestI18n(language);
  const result = render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, i18n };
}
