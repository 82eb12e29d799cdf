import type { TBannedPhrase, TContentFinding, TContentOptions } from '../contracts/content';
import { CONTENT_LANGUAGES, SOURCE_LANGUAGE, type TContentLanguage } from './content-codes';

/**
 * The content assessment: pure rules that score a description (all its languages at once) from
 * 100 down, one finding per problem, each finding costing the points its weight says. The server
 * stores the result for the worst-first list; the processing batch reads the same findings.
 */

/** What the entity itself says a good description should mention (its source knows). */
export interface TContentFacts {
  /** It starts at a set time (a tour departing 09:30). */
  expectsTime: boolean;
  /** It lasts a known time (a 3-hour cruise, a 7-night package). */
  expectsDuration: boolean;
  /** It is sold with things included (meals, entry, equipment). */
  expectsInclusions: boolean;
  /**
   * The text is a name (a prize's), not a description: length and readability rules would only
   * ever call it too short, so a name is checked for its languages and banned phrases alone.
   */
  isName?: boolean;
}

export type TContentTexts = Partial<Record<TContentLanguage, string>>;

export interface TContentAssessmentResult {
  score: number;
  /** Every penalty added up, before the score is floored at 0: ranks texts that all score 0. */
  penaltyTotal: number;
  findings: TContentFinding[];
  /** Languages with a text of their own (not empty, not a copy of the English). */
  translatedLanguages: TContentLanguage[];
}

/** Sensible defaults for a travel catalogue; the content options screen changes them. */
export const DEFAULT_CONTENT_OPTIONS: TContentOptions = {
  minLength: 120,
  maxLength: 1500,
  minReadingEase: 40,
  maxAverageSentenceWords: 22,
  maxSentenceWords: 35,
  requiredLanguages: [...CONTENT_LANGUAGES],
  checkFacts: { times: true, inclusions: true, duration: true },
  inclusionWords: {
    en: ['includes', 'included', 'including', 'inclusive', 'comes with'],
    de: ['inklusive', 'inkl.', 'enthalten', 'inbegriffen', 'einschließlich', 'beinhaltet'],
    es: ['incluye', 'incluido', 'incluida', 'incluidos', 'incluidas', 'incluyendo'],
    it: ['include', 'incluso', 'inclusa', 'inclusi', 'incluse', 'compreso', 'compresi'],
    fr: ['comprend', 'compris', 'comprise', 'inclus', 'incluse', 'y compris'],
  },
  durationWords: {
    en: [
      'hour',
      'hours',
      'hr',
      'hrs',
      'minute',
      'minutes',
      'min',
      'day',
      'days',
      'night',
      'nights',
      'full-day',
      'half-day',
      'all day',
    ],
    de: [
      'Stunde',
      'Stunden',
      'Std.',
      'Minute',
      'Minuten',
      'Min.',
      'Tag',
      'Tage',
      'Tagen',
      'Nacht',
      'Nächte',
      'Nächten',
      'ganzen Tag',
      'halben Tag',
    ],
    es: [
      'hora',
      'horas',
      'minuto',
      'minutos',
      'min',
      'día',
      'días',
      'noche',
      'noches',
      'medio día',
      'día completo',
    ],
    it: [
      'ora',
      'ore',
      'minuto',
      'minuti',
      'min',
      'giorno',
      'giorni',
      'notte',
      'notti',
      'mezza giornata',
      'giornata intera',
    ],
    fr: [
      'heure',
      'heures',
      'h',
      'minute',
      'minutes',
      'min',
      'jour',
      'jours',
      'nuit',
      'nuits',
      'demi-journée',
      'journée entière',
    ],
  },
  bannedPhrases: [
    {
      phrase: 'best price guaranteed',
      replacement: '',
      language: 'all',
      reason: 'A price promise we cannot keep for every agent',
    },
    {
      phrase: 'book now',
      replacement: '',
      language: 'all',
      reason: 'A sales call: agents sell, the description describes',
    },
    {
      phrase: 'click here',
      replacement: '',
      language: 'all',
      reason: 'Means nothing on a voucher or a printed itinerary',
    },
    {
      phrase: 'once in a lifetime',
      replacement: 'memorable',
      language: 'en',
      reason: 'Cliché',
    },
    { phrase: 'cheap', replacement: 'good-value', language: 'en', reason: 'Cheapens the product' },
    {
      phrase: 'world-famous',
      replacement: 'renowned',
      language: 'en',
      reason: 'An overused superlative',
    },
    {
      phrase: 'COVID-19 restrictions apply',
      replacement: '',
      language: 'all',
      reason: 'Outdated: those rules no longer apply',
    },
    {
      phrase: 'new for 2019',
      replacement: '',
      language: 'en',
      reason: 'Outdated season',
    },
  ],
  weights: {
    missing: 60,
    'too-short': 20,
    'too-long': 10,
    'hard-to-read': 10,
    'long-sentence': 10,
    'missing-time': 8,
    'missing-inclusions': 8,
    'missing-duration': 8,
    'banned-phrase': 15,
    untranslated: 8,
  },
  suggestBelowScore: 80,
};

// Text measures -----------------------------------------------------------------------------------

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Sentences: split after `.`, `!`, `?` or `…` followed by a space (so "3.5 hours" and "09.30" stay
 * whole) and at line breaks. Empty pieces are dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

/** English syllables by vowel groups, less a silent final e: close enough for reading ease. */
export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length === 0) return 0;
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (ending) =>
    ending.slice(0, 1),
  );
  const groups = trimmed.replace(/^y/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

/** Flesch reading ease (English): 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
export function fleschReadingEase(text: string): number {
  const sentences = splitSentences(text);
  const words = wordsOf(text);
  if (sentences.length === 0 || words.length === 0) return 100;
  const syllables = words.reduce((total, word) => total + countSyllables(word), 0);
  const score =
    206.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syllables / words.length);
  return Math.round(score * 10) / 10;
}

export function averageSentenceWords(text: string): number {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return 0;
  const words = sentences.reduce((total, sentence) => total + wordsOf(sentence).length, 0);
  return Math.round((words / sentences.length) * 10) / 10;
}

/** Letters and digits on neither side: a whole word or phrase, whatever its own punctuation. */
export function phrasePattern(phrase: string, flags = 'iu'): RegExp {
  const escaped = phrase
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, flags);
}

export function containsPhrase(text: string, phrase: string): boolean {
  return phrasePattern(phrase).test(text);
}

/**
 * 09:30, 14h30, 9.30 am, 9 am, 10:15pm, 9 Uhr. A dot alone does not make a time: "12.50" is more
 * often a price.
 */
const TIME_PATTERN =
  /(?<![\p{N}.,])(?:(?:[01]?\d|2[0-3])[:h][0-5]\d(?:\s?[ap]\.?m\.?)?|(?:1[0-2]|0?[1-9])(?:\.[0-5]\d)?\s?[ap]\.?m\.?|(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s?Uhr)(?![\p{L}\p{N}])/iu;

export function mentionsTime(text: string): boolean {
  return TIME_PATTERN.test(text);
}

/**
 * A duration: a number followed by one of the words ("3 hours", "2-day", "7 Nächte"), or one of
 * the words that are phrases on their own (with a space or a hyphen: "full-day", "ganzen Tag").
 */
export function mentionsDuration(text: string, words: readonly string[]): boolean {
  return words.some((word) => {
    if (/[\s-]/.test(word.trim()) && containsPhrase(text, word)) return true;
    const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(
      `(?<![\\p{L}\\p{N}])\\d+(?:[.,]\\d+)?\\s?-?\\s?${escaped}(?![\\p{L}\\p{N}])`,
      'iu',
    ).test(text);
  });
}

export function mentionsAny(text: string, words: readonly string[]): boolean {
  return words.some((word) => containsPhrase(text, word));
}

/** The banned phrases of `language` found in the text, each once, in the options' order. */
export function findBannedPhrases(
  text: string,
  language: TContentLanguage,
  phrases: readonly TBannedPhrase[],
): TBannedPhrase[] {
  return phrases.filter(
    (entry) =>
      (entry.language === 'all' || entry.language === language) &&
      containsPhrase(text, entry.phrase),
  );
}

/** Case and spacing aside, the same text: a "translation" that is the English copied over. */
export function isSameText(a: string, b: string): boolean {
  const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(a) === normalise(b);
}

// The assessment ----------------------------------------------------------------------------------

function qualityFindings(
  text: string,
  language: TContentLanguage,
  facts: TContentFacts,
  options: TContentOptions,
): Omit<TContentFinding, 'penalty'>[] {
  if (facts.isName) return bannedPhraseFindings(text, language, options);
  const found: Omit<TContentFinding, 'penalty'>[] = [];
  const length = Array.from(text.trim()).length;
  if (length < options.minLength) {
    found.push({ code: 'too-short', language, params: { length, limit: options.minLength } });
  }
  if (length > options.maxLength) {
    found.push({ code: 'too-long', language, params: { length, limit: options.maxLength } });
  }

  const words = wordsOf(text).length;
  // Reading measures mean little on a line or two.
  if (words >= 8) {
    if (language === 'en') {
      const readingEase = fleschReadingEase(text);
      if (readingEase < options.minReadingEase) {
        found.push({
          code: 'hard-to-read',
          language,
          params: { readingEase, limit: options.minReadingEase },
        });
      }
    } else {
      const averageWords = averageSentenceWords(text);
      if (averageWords > options.maxAverageSentenceWords) {
        found.push({
          code: 'hard-to-read',
          language,
          params: { averageWords, limit: options.maxAverageSentenceWords },
        });
      }
    }
  }
  const longest = Math.max(0, ...splitSentences(text).map((s) => wordsOf(s).length));
  if (longest > options.maxSentenceWords) {
    found.push({
      code: 'long-sentence',
      language,
      params: { words: longest, limit: options.maxSentenceWords },
    });
  }

  if (options.checkFacts.times && facts.expectsTime && !mentionsTime(text)) {
    found.push({ code: 'missing-time', language, params: {} });
  }
  if (
    options.checkFacts.inclusions &&
    facts.expectsInclusions &&
    !mentionsAny(text, options.inclusionWords[language])
  ) {
    found.push({ code: 'missing-inclusions', language, params: {} });
  }
  if (
    options.checkFacts.duration &&
    facts.expectsDuration &&
    !mentionsDuration(text, options.durationWords[language])
  ) {
    found.push({ code: 'missing-duration', language, params: {} });
  }
  found.push(...bannedPhraseFindings(text, language, options));
  return found;
}

function bannedPhraseFindings(
  text: string,
  language: TContentLanguage,
  options: TContentOptions,
): Omit<TContentFinding, 'penalty'>[] {
  return findBannedPhrases(text, language, options.bannedPhrases).map((banned) => ({
    code: 'banned-phrase',
    language,
    params: { phrase: banned.phrase },
  }));
}

/**
 * Scores one field of one entity in every language. English is the source: without it the text
 * is `missing`. Each other required language without a text of its own (empty, or the English
 * copied) is `untranslated`; every language that has a text is checked for length, readability,
 * the facts its entity should mention and banned phrases.
 */
export function assessContent(
  texts: TContentTexts,
  facts: TContentFacts,
  options: TContentOptions,
): TContentAssessmentResult {
  const findings: TContentFinding[] = [];
  const add = (finding: Omit<TContentFinding, 'penalty'>) =>
    findings.push({ ...finding, penalty: options.weights[finding.code] });
  const english = (texts[SOURCE_LANGUAGE] ?? '').trim();
  const translatedLanguages: TContentLanguage[] = [];

  for (const language of CONTENT_LANGUAGES) {
    const text = (texts[language] ?? '').trim();
    const isRequired = options.requiredLanguages.includes(language);
    if (language === SOURCE_LANGUAGE) {
      if (text === '') {
        add({ code: 'missing', language, params: {} });
        continue;
      }
    } else {
      const isCopy = text !== '' && english !== '' && isSameText(text, english);
      if (text === '' || isCopy) {
        if (isRequired) {
          add({ code: 'untranslated', language, params: { reason: isCopy ? 'copy' : 'missing' } });
        }
        continue;
      }
      translatedLanguages.push(language);
    }
    for (const finding of qualityFindings(text, language, facts, options)) add(finding);
  }

  const penaltyTotal = findings.reduce((total, finding) => total + finding.penalty, 0);
  return {
    score: Math.max(0, Math.min(100, 100 - penaltyTotal)),
    penaltyTotal,
    findings,
    translatedLanguages,
  };
}
