import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../config/env';

/**
 * i18next for the whole web app. Strings live in `src/locales/<language>/<namespace>.json`; adding a
 * namespace is adding one file per language, nothing to register here. Only the English strings of
 * the sign-in pages (common, auth, validation) are bundled with the app; every other file loads on
 * demand, one chunk each: a page's `useTranslation(namespace)` waits for its namespace, and the
 * signed-in areas load them all with their layout (app/router.tsx). That keeps the login page
 * within its JavaScript budget (docs/decisions/012-front-end-budgets.md).
 */

/** Endonyms: a language switcher names each language in that language, whatever the UI language. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'es', nativeName: 'Español' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'fr', nativeName: 'Français' },
] as const;

export type TLanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: TLanguageCode = 'en';
export const DEFAULT_NAMESPACE = 'common';

interface TLocaleModule {
  default: ResourceKey;
}

/** What the sign-in pages show; the glob patterns below must name the same files. */
export const BUNDLED_NAMESPACES = ['common', 'auth', 'validation'] as const;

const bundledEnglish = import.meta.glob<TLocaleModule>(
  '../locales/en/{common,auth,validation}.json',
  {
    eager: true,
  },
);
const localeLoaders = import.meta.glob<TLocaleModule>([
  '../locales/*/*.json',
  '!../locales/en/{common,auth,validation}.json',
]);

function namespaceOf(modulePath: string): string {
  return modulePath.slice(modulePath.lastIndexOf('/') + 1, -'.json'.length);
}

const englishResources: Record<string, ResourceKey> = Object.fromEntries(
  Object.entries(bundledEnglish).map(([modulePath, module]) => [
    namespaceOf(modulePath),
    module.default,
  ]),
);

/** Every namespace: one file per namespace in each language folder. */
export const NAMESPACES = [
  ...new Set(
    [...Object.keys(bundledEnglish), ...Object.keys(localeLoaders)]
      .filter((modulePath) => modulePath.startsWith('../locales/en/'))
      .map(namespaceOf),
  ),
];

/** Loads every namespace of the current language (and English, the fallback). */
export async function loadAllNamespaces(): Promise<void> {
  await i18n.loadNamespaces(NAMESPACES);
}

export function isLanguageCode(value: unknown): value is TLanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, embedded browsers): fall back to the browser language.
    return null;
  }
}

/** The saved choice, else the browser's language when we have it, else English. */
export function detectLanguage(): TLanguageCode {
  const stored = readStoredLanguage();
  if (isLanguageCode(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguageCode(browser) ? browser : DEFAULT_LANGUAGE;
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      // No file for this pair: i18next falls back to English key by key.
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

void i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources: { en: englishResources },
    partialBundledLanguages: true,
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((language) => language.code),
    load: 'languageOnly',
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
  });

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** Switches the interface language and keeps the choice for the next visit. */
export async function changeLanguage(language: TLanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language);
}

export default i18n;
