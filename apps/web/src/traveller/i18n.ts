import i18next, { type BackendModule, type i18n as TI18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../config/env';

/**
 * i18next for the traveller pages: its own instance with only the namespaces these pages use, so
 * the bundle carries two small English files instead of the main app's every namespace. The locale
 * files are the main app's (`src/locales/<language>/<namespace>.json`), and the language choice is
 * the same stored one.
 */

export const TRAVELLER_NAMESPACES = ['traveller', 'validation'] as const;

export const TRAVELLER_LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'es', nativeName: 'Español' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'fr', nativeName: 'Français' },
] as const;
export type TTravellerLanguage = (typeof TRAVELLER_LANGUAGES)[number]['code'];

interface TLocaleModule {
  default: ResourceKey;
}

const englishTraveller = import.meta.glob<TLocaleModule>('../locales/en/traveller.json', {
  eager: true,
});
const englishValidation = import.meta.glob<TLocaleModule>('../locales/en/validation.json', {
  eager: true,
});
const otherLocaleLoaders = import.meta.glob<TLocaleModule>([
  '../locales/*/traveller.json',
  '../locales/*/validation.json',
  '!../locales/en/*.json',
]);

function firstModule(modules: Record<string, TLocaleModule>): ResourceKey {
  const module = Object.values(modules)[0];
  if (!module) throw new Error('The English traveller locale files are missing.');
  return module.default;
}

export function isTravellerLanguage(value: unknown): value is TTravellerLanguage {
  return TRAVELLER_LANGUAGES.some((language) => language.code === value);
}

export function detectTravellerLanguage(): TTravellerLanguage {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled: use the browser's language.
  }
  if (isTravellerLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isTravellerLanguage(browser) ? browser : 'en';
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = otherLocaleLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

export function createTravellerI18n(language: string = detectTravellerLanguage()): TI18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      resources: {
        en: {
          traveller: firstModule(englishTraveller),
          validation: firstModule(englishValidation),
        },
      },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: TRAVELLER_LANGUAGES.map((entry) => entry.code),
      load: 'languageOnly',
      ns: [...TRAVELLER_NAMESPACES],
      defaultNS: 'traveller',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  const applyLanguage = (code: string) => {
    document.documentElement.lang = code;
  };
  applyLanguage(instance.language);
  instance.on('languageChanged', applyLanguage);
  return instance;
}

export async function changeTravellerLanguage(
  instance: TI18n,
  language: TTravellerLanguage,
): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await instance.changeLanguage(language);
}
