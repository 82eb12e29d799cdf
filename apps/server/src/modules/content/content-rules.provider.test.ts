import { describe, expect, it } from 'vitest';
import type { TContentFinding } from '@portal/shared/contracts/content';
import {
  DEFAULT_CONTENT_OPTIONS,
  assessContent,
  type TContentFacts,
} from '@portal/shared/domain/content-assessment';
import { CONTENT_LANGUAGES, type TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TContentProviderInput } from './content-provider';
import {
  replaceBannedPhrases,
  rulesContentProvider,
  splitLongSentences,
} from './content-rules.provider';

const PHRASES = DEFAULT_CONTENT_OPTIONS.bannedPhrases;
const FACTS: TContentFacts = { expectsTime: true, expectsDuration: true, expectsInclusions: true };

function inputFor(
  texts: Partial<Record<TContentLanguage, string>>,
  languages: readonly TContentLanguage[] = CONTENT_LANGUAGES,
): TContentProviderInput {
  const all = Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [language, texts[language] ?? '']),
  ) as Record<TContentLanguage, string>;
  const findings: TContentFinding[] = assessContent(all, FACTS, DEFAULT_CONTENT_OPTIONS).findings;
  return {
    kind: 'product',
    entityId: 1,
    code: 'WHALE',
    name: 'Whale cruise',
    field: 'description',
    texts: all,
    facts: FACTS,
    findings: findings.filter((finding) => languages.includes(finding.language)),
    languages,
    options: DEFAULT_CONTENT_OPTIONS,
  };
}

describe('replaceBannedPhrases', () => {
  it('replaces a phrase in the case it was written, and reports it', () => {
    expect(replaceBannedPhrases('Cheap seats. A cheap tour.', 'en', PHRASES)).toEqual({
      text: 'Good-value seats. A good-value tour.',
      changes: [
        { code: 'replaced-phrase', params: { phrase: 'cheap', replacement: 'good-value' } },
      ],
    });
  });

  it('removes phrases without a replacement and drops what no longer makes a sentence', () => {
    const result = replaceBannedPhrases(
      'Whale cruise from Kaikoura. Best price guaranteed, book now and click here. Enjoy the view, book now, and relax on deck.',
      'en',
      PHRASES,
    );
    expect(result.text).toBe('Whale cruise from Kaikoura. Enjoy the view, and relax on deck.');
    expect(result.changes.map((change) => change.params.phrase)).toEqual([
      'best price guaranteed',
      'book now',
      'click here',
    ]);
  });

  it('leaves other languages alone for English-only phrases, and text without phrases as it is', () => {
    expect(replaceBannedPhrases('Cheap ist nicht billig.', 'de', PHRASES).changes).toEqual([]);
    const text = 'A calm  cruise.\nTwo hours.';
    expect(replaceBannedPhrases(text, 'en', PHRASES)).toEqual({ text, changes: [] });
  });
});

describe('splitLongSentences', () => {
  it('cuts a long sentence near its middle at a comma or an "and", as often as needed', () => {
    const long =
      'Walk past the geysers and the mud pools, see the carving school and the weaving school, visit the kiwi house and the hot springs, and then stroll back along the river to the car park.';
    const result = splitLongSentences(long, 'en', 12);
    expect(result.changes.every((change) => change.code === 'split-sentence')).toBe(true);
    expect(result.changes.length).toBeGreaterThan(0);
    for (const sentence of result.text.split(/(?<=\.)\s+/)) {
      expect(sentence.split(' ').length).toBeLessThanOrEqual(14);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
    expect(result.text.replace(/[.,]/g, '').toLowerCase()).toContain('walk past the geysers');
  });

  it('leaves short sentences, and long ones with nowhere to cut, unchanged', () => {
    expect(splitLongSentences('A short one. Another.', 'en', 5)).toEqual({
      text: 'A short one. Another.',
      changes: [],
    });
    const unbroken = 'word '.repeat(20).trim() + '.';
    expect(splitLongSentences(unbroken, 'en', 5)).toEqual({ text: unbroken, changes: [] });
  });
});

describe('rulesContentProvider', () => {
  it('rewrites what rules can fix and lists the facts a person must add', async () => {
    const suggestions = await rulesContentProvider.suggest(
      inputFor({ en: 'CHEAP whale tour!!! Once in a lifetime. Best price guaranteed, book now.' }, [
        'en',
      ]),
    );
    expect(suggestions).toEqual([
      {
        language: 'en',
        type: 'rewrite',
        text: 'Good-value whale tour!!! Memorable.',
        changes: [
          { code: 'removed-phrase', params: { phrase: 'best price guaranteed' } },
          { code: 'removed-phrase', params: { phrase: 'book now' } },
          {
            code: 'replaced-phrase',
            params: { phrase: 'once in a lifetime', replacement: 'memorable' },
          },
          { code: 'replaced-phrase', params: { phrase: 'cheap', replacement: 'good-value' } },
          { code: 'lengthen', params: { length: 72, limit: 120 } },
          { code: 'add-time', params: {} },
          { code: 'add-inclusions', params: {} },
          { code: 'add-duration', params: {} },
        ],
      },
    ]);
  });

  it('flags missing translations instead of inventing them, and a checklist when only facts are missing', async () => {
    const english =
      'A calm cruise along the Kaikoura coast to watch sperm whales and dusky dolphins with a marine guide on board the whole way.';
    const suggestions = await rulesContentProvider.suggest(inputFor({ en: english, de: english }));
    expect(suggestions).toEqual([
      {
        language: 'en',
        type: 'checklist',
        text: null,
        changes: [
          { code: 'add-time', params: {} },
          { code: 'add-inclusions', params: {} },
          { code: 'add-duration', params: {} },
        ],
      },
      { language: 'de', type: 'needs-translation', text: null, changes: [] },
      { language: 'es', type: 'needs-translation', text: null, changes: [] },
      { language: 'it', type: 'needs-translation', text: null, changes: [] },
      { language: 'fr', type: 'needs-translation', text: null, changes: [] },
    ]);
  });

  it('asks for a text when there is no English, and suggests only for the languages asked', async () => {
    const suggestions = await rulesContentProvider.suggest(inputFor({}, ['en', 'fr']));
    expect(suggestions.map((s) => `${s.language}:${s.type}`)).toEqual([
      'en:checklist',
      'fr:needs-translation',
    ]);
    expect(suggestions[0]?.changes[0]).toEqual({ code: 'write-text', params: {} });
  });

  it('is deterministic', async () => {
    const input = inputFor({ en: 'Cheap tour. Book now!' });
    expect(await rulesContentProvider.suggest(input)).toEqual(
      await rulesContentProvider.suggest(input),
    );
  });
});
