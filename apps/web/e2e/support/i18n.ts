import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The languages the end-to-end journeys run in (a subset of the five UI languages). */
export type TE2eLanguage = 'en' | 'de';

type TParams = Record<string, string | number>;

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');

/**
 * Reads the app's own locale files, so a test finds what a user of that language sees and a
 * changed translation changes the test with it, instead of hard-coded English drifting away.
 */
export function createTranslator(language: TE2eLanguage) {
  const cache = new Map<string, unknown>();

  function load(namespace: string): unknown {
    let messages = cache.get(namespace);
    if (messages === undefined) {
      const file = path.join(localesDir, language, `${namespace}.json`);
      messages = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
      cache.set(namespace, messages);
    }
    return messages;
  }

  function template(namespace: string, key: string): string {
    let node = load(namespace);
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    }
    // A missing key fails the test at once: i18next would show the key, which no locator matches.
    if (typeof node !== 'string') throw new Error(`No ${language} text for ${namespace}:${key}`);
    return node;
  }

  /** The text for a key, with {{param}} placeholders filled in as i18next does. */
  function t(namespace: string, key: string, params: TParams = {}): string {
    return template(namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${namespace}:${key} needs {{${name}}}`);
      return String(value);
    });
  }

  /**
   * The whole text of a key as a pattern, each {{param}} a capture group: it reads a name back
   * out of a label such as "Use {{name}} instead".
   */
  function pattern(namespace: string, key: string): RegExp {
    const parts = template(namespace, key).split(/\{\{\s*\w+\s*\}\}/);
    const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${escaped.join('(.+)')}$`);
  }

  return { language, t, pattern };
}

export type TTranslator = ReturnType<typeof createTranslator>;
