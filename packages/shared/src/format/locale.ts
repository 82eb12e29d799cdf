/** The interface languages (SPEC section 1); English is the default. */
export const FORMAT_LOCALES = ['en', 'de', 'es', 'it', 'fr'] as const;
export type TFormatLocale = (typeof FORMAT_LOCALES)[number];

/**
 * The Intl locale for a language. English means US English: the spec formats amounts "in the US
 * English style". Anything unknown (or a region such as "de-CH") falls back to its language, then
 * to English.
 */
export function toIntlLocale(locale: string | undefined): string {
  const language = (locale ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  if (language === 'en' || !(FORMAT_LOCALES as readonly string[]).includes(language))
    return 'en-US';
  return language;
}

export function isEnglish(locale: string | undefined): boolean {
  return toIntlLocale(locale) === 'en-US';
}
