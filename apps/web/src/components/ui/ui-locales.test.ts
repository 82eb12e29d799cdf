import { getBrand } from '@portal/shared/domain/brands';
import { ROOM_TYPES } from '@portal/shared/domain/room-types';
import { SERVICE_TYPES } from '@portal/shared/domain/service-types';
import { formatGstMessage } from '@portal/shared/format/money';
import { VALIDATION_MESSAGES } from '@portal/shared/validation/messages';
import { VALIDATION_MESSAGE_KEYS } from '@portal/shared/validation/rules';
import { describe, expect, it } from 'vitest';
import { createTestI18n, loadUiResources, UI_NAMESPACES } from './test-utils';

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const resources = loadUiResources();
const LANGUAGES = ['en', 'de', 'es', 'it', 'fr'];

function namespace(language: string, ns: string): Record<string, string> {
  return flatten((resources[language]?.[ns] ?? {}) as TTree);
}

describe.each(UI_NAMESPACES)('the %s namespace', (ns) => {
  const english = namespace('en', ns);

  it('exists in English', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every key in %s, with the same placeholders and real text',
    (language) => {
      const translated = namespace(language, ns);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(translated[key] ?? ''), `${language} ${ns}:${key}`).toEqual(
          placeholders(text),
        );
        expect(translated[key]?.trim(), `${language} ${ns}:${key}`).not.toBe('');
      }
    },
  );
});

describe('English text matches the spec and the shared helpers', () => {
  it('validation messages are word for word the server messages', () => {
    const english = namespace('en', 'validation');
    expect(Object.keys(english).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    for (const key of VALIDATION_MESSAGE_KEYS) {
      expect(english[key]?.replace(/\{\{(\w+)\}\}/g, '{$1}')).toBe(VALIDATION_MESSAGES[key]);
    }
  });

  it('service and room type names match the shared tables', () => {
    const english = namespace('en', 'ui-kit');
    for (const [code, name] of Object.entries(SERVICE_TYPES)) {
      // SU has no name (SPEC section 3), so it has no translation either.
      expect(english[`serviceTypes.${code}`]).toBe(name === '' ? undefined : name);
    }
    for (const [code, name] of Object.entries(ROOM_TYPES)) {
      expect(english[`roomTypes.${code}`]).toBe(name);
    }
  });

  it.each([1, 2, 99])('the GST message for brand %i matches formatGstMessage', (brandId) => {
    const i18n = createTestI18n('en');
    const brand = getBrand(brandId);
    expect(
      i18n.t('gst', { ns: 'ui-kit', currency: brand.currency, percent: brand.gstPercent }),
    ).toBe(formatGstMessage(brandId));
  });
});
