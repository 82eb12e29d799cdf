import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage, LANGUAGES, NAMESPACES } from './i18n';
import { LANGUAGE_STORAGE_KEY } from '../config/env';

/**
 * Every locale must carry every key English has, none empty, with the same {{placeholders}}
 * (STYLE habit 12). Walks every namespace file under src/locales, so a namespace another feature
 * adds is checked too.
 */

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

type TJson = string | number | boolean | null | TJson[] | { [key: string]: TJson };

function readJson(file: string): TJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TJson;
}

/** Flattens nested objects to "a.b.c" → value. */
function flatten(value: TJson, prefix = '', into = new Map<string, TJson>()): Map<string, TJson> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(value: TJson | undefined): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function namespaceFiles(language: string): string[] {
  const dir = path.join(localesDir, language);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

describe('locales', () => {
  const englishFiles = namespaceFiles('en');

  it('has a folder per supported language and English namespaces to compare with', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
    expect(fs.readdirSync(localesDir).sort()).toEqual(
      LANGUAGES.map((language) => language.code).sort(),
    );
  });

  it('loads every English namespace file into i18next', () => {
    expect([...NAMESPACES].sort()).toEqual(englishFiles.map((file) => file.replace(/\.json$/, '')));
  });

  for (const file of englishFiles) {
    const english = flatten(readJson(path.join(localesDir, 'en', file)));

    it(`en/${file} has no empty value`, () => {
      const empty = [...english].filter(([, value]) => typeof value !== 'string' || !value.trim());
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
      it(`${code}/${file} has every English key, filled in, with the same placeholders`, () => {
        const localeFile = path.join(localesDir, code, file);
        expect(fs.existsSync(localeFile), `${code}/${file} is missing`).toBe(true);
        const translated = flatten(readJson(localeFile));

        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const empty = [...translated].filter(
          ([, value]) => typeof value !== 'string' || !value.trim(),
        );
        const unknown = [...translated.keys()].filter((key) => !english.has(key));
        const placeholderMismatch = [...english.keys()].filter(
          (key) =>
            translated.has(key) &&
            placeholders(english.get(key)).join() !== placeholders(translated.get(key)).join(),
        );

        expect({ missing, empty: empty.map(([key]) => key), unknown, placeholderMismatch }).toEqual(
          {
            missing: [],
            empty: [],
            unknown: [],
            placeholderMismatch: [],
          },
        );
      });
    }
  }

  // Issue 19: "Single Room (1 adults)". A number before a counted noun needs i18next's plural
  // forms (_one/_other), and no language may fall back on "day(s)" or "Tag(en)".
  const COUNTED =
    /\{\{\s*(?!room\b)\w+\s*\}\}\s+(adults?|children|nights?|days?|dates?|seats?|results?|rooms?)\b/;
  const OPTIONAL_PLURAL = /\p{L}\((s|e|n|en|es|i|x)\)/u;

  it('writes counted nouns with plural forms, not "(1 adults)"', () => {
    const unplural = englishFiles
      .filter((file) => file !== 'validation.json') // SPEC section 5's messages, word for word
      .flatMap((file) =>
        [...flatten(readJson(path.join(localesDir, 'en', file)))]
          .filter(([, value]) => typeof value === 'string' && COUNTED.test(value))
          .filter(([key]) => !/_(one|other)$/.test(key))
          .map(([key, value]) => `${file}:${key} = ${String(value)}`),
      );
    expect(unplural).toEqual([]);
  });

  it('has no "(s)"-style optional plural in any language', () => {
    const optional = LANGUAGES.flatMap(({ code }) =>
      namespaceFiles(code).flatMap((file) =>
        [...flatten(readJson(path.join(localesDir, code, file)))]
          .filter(([, value]) => typeof value === 'string' && OPTIONAL_PLURAL.test(value))
          .map(([key, value]) => `${code}/${file}:${key} = ${String(value)}`),
      ),
    );
    expect(optional).toEqual([]);
  });

  it('has no namespace in another language that English lacks', () => {
    for (const { code } of LANGUAGES) {
      for (const file of namespaceFiles(code)) {
        expect(englishFiles, `${code}/${file}`).toContain(file);
      }
    }
  });
});

describe('language switching', () => {
  it('loads another language on demand and keeps the choice', async () => {
    await changeLanguage('fr');
    try {
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
      expect(i18n.t('notFound.title')).toBe('Oups');
      expect(document.documentElement.lang).toBe('fr');
    } finally {
      await changeLanguage('en');
    }
  });
});
