import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n';

/**
 * Every list's CSV download says the same thing (issue 19, point 36: some said "Export CSV",
 * others "Download CSV"): in each language, a feature's own CSV button label, a key named
 * `export`, `exportCsv` or `export.button`, is the shared one (common:export.button).
 */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

type TJson = string | number | boolean | null | TJson[] | { [key: string]: TJson };

function csvButtonLabels(value: TJson, prefix: string, into: Map<string, string>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      csvButtonLabels(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (
    typeof value === 'string' &&
    /\bCSV\b/.test(value) &&
    /(^|\.)(export|exportCsv|export\.button)$/.test(prefix)
  ) {
    into.set(prefix, value);
  }
  return into;
}

describe('CSV download labels', () => {
  it.each(LANGUAGES.map((language) => language.code))('are one label in %s', (language) => {
    const dir = path.join(localesDir, language);
    const read = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TJson;
    const common = read('common.json') as { export: { button: string } };
    const different: string[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      for (const [key, label] of csvButtonLabels(read(file), '', new Map())) {
        if (label !== common.export.button) different.push(`${file} ${key}: ${label}`);
      }
    }
    expect(different).toEqual([]);
  });
});
