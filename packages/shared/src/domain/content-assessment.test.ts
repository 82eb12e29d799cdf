import { describe, expect, it } from 'vitest';
import { ZContentOptions, type TContentOptions } from '../contracts/content';
import {
  DEFAULT_CONTENT_OPTIONS,
  assessContent,
  averageSentenceWords,
  countSyllables,
  findBannedPhrases,
  fleschReadingEase,
  isSameText,
  mentionsDuration,
  mentionsTime,
  splitSentences,
  type TContentFacts,
} from './content-assessment';

const ALL_FACTS: TContentFacts = {
  expectsTime: true,
  expectsDuration: true,
  expectsInclusions: true,
};
const NO_FACTS: TContentFacts = {
  expectsTime: false,
  expectsDuration: false,
  expectsInclusions: false,
};

const GOOD_EN =
  'Board the catamaran at 09:30 for a three-hour cruise of the Bay of Islands. Your skipper ' +
  'looks for dolphins on the way to the Hole in the Rock. Lunch, snorkelling gear and hot ' +
  'drinks are included. The cruise lasts 4 hours and returns to Paihia at 13:30.';
const GOOD = {
  en: GOOD_EN,
  de: 'Um 09:30 Uhr legt der Katamaran zu einer Fahrt durch die Bay of Islands ab. Der Skipper hält Ausschau nach Delfinen. Mittagessen und Schnorchelausrüstung sind inbegriffen. Die Fahrt dauert 4 Stunden und endet um 13:30 in Paihia.',
  es: 'El catamarán zarpa a las 09:30 para recorrer la Bahía de las Islas. El patrón busca delfines por el camino. El almuerzo y el equipo de esnórquel están incluidos. La excursión dura 4 horas y vuelve a Paihia a las 13:30.',
  it: 'Il catamarano parte alle 09:30 per una crociera nella Baia delle Isole. Lo skipper cerca i delfini lungo il percorso. Pranzo e attrezzatura da snorkeling sono inclusi. La crociera dura 4 ore e rientra a Paihia alle 13:30.',
  fr: 'Le catamaran part à 09h30 pour une croisière dans la baie des Îles. Le skipper cherche les dauphins en chemin. Le déjeuner et le matériel de plongée sont inclus. La croisière dure 4 heures et revient à Paihia à 13h30.',
};

function options(overrides: Partial<TContentOptions> = {}): TContentOptions {
  return { ...DEFAULT_CONTENT_OPTIONS, ...overrides };
}

function codes(result: ReturnType<typeof assessContent>) {
  return result.findings.map((finding) => `${finding.language}:${finding.code}`);
}

describe('text measures', () => {
  it('splits sentences at end punctuation and line breaks, not inside numbers', () => {
    expect(splitSentences('Depart 9.30 am. Return at 3.5 hours!\nDinner? Yes')).toEqual([
      'Depart 9.30 am.',
      'Return at 3.5 hours!',
      'Dinner?',
      'Yes',
    ]);
    expect(splitSentences('  ')).toEqual([]);
  });

  it('counts English syllables closely enough', () => {
    expect(countSyllables('the')).toBe(1);
    expect(countSyllables('cruise')).toBe(1);
    expect(countSyllables('dolphin')).toBe(2);
    expect(countSyllables('unforgettable')).toBe(5);
    expect(countSyllables('123')).toBe(0);
  });

  it('gives plain English a high reading ease and dense prose a low one', () => {
    expect(fleschReadingEase('The boat is big. We go out to sea. It is fun.')).toBeGreaterThan(90);
    expect(
      fleschReadingEase(
        'Comprehensive multidimensional interpretative experiences incorporating indigenous ' +
          'environmental conservation perspectives characterise this extraordinarily sophisticated excursion.',
      ),
    ).toBeLessThan(0);
  });

  it('averages words per sentence', () => {
    expect(averageSentenceWords('One two three. Four five six seven eight.')).toBe(4);
    expect(averageSentenceWords('')).toBe(0);
  });

  it('finds times in the usual notations, and not in other numbers', () => {
    for (const text of ['at 09:30', 'at 9.30 am', 'à 14h30', 'at 9 am', 'by 10:15pm', 'um 9 Uhr']) {
      expect(mentionsTime(text), text).toBe(true);
    }
    for (const text of ['228 km', 'NZ$ 12.50 each', 'Room 1204', 'in 2026', 'at 9.30']) {
      expect(mentionsTime(text), text).toBe(false);
    }
  });

  it('finds a duration as a number with a unit or a phrase of its own', () => {
    const words = DEFAULT_CONTENT_OPTIONS.durationWords.en;
    expect(mentionsDuration('A 3-hour walk', words)).toBe(true);
    expect(mentionsDuration('It lasts 2.5 hours', words)).toBe(true);
    expect(mentionsDuration('A full-day tour', words)).toBe(true);
    expect(mentionsDuration('Seven nights', words)).toBe(false);
    expect(mentionsDuration('A day to remember', words)).toBe(false);
    expect(mentionsDuration('7 Nächte im Hotel', DEFAULT_CONTENT_OPTIONS.durationWords.de)).toBe(
      true,
    );
  });

  it('finds banned phrases as whole words, in their language or in all', () => {
    const phrases = DEFAULT_CONTENT_OPTIONS.bannedPhrases;
    expect(
      findBannedPhrases('Cheap! Book  now for the best price guaranteed.', 'en', phrases).map(
        (entry) => entry.phrase,
      ),
    ).toEqual(['best price guaranteed', 'book now', 'cheap']);
    // "cheapest" is not "cheap"; English-only phrases do not apply to German.
    expect(findBannedPhrases('The cheapest seat', 'en', phrases)).toEqual([]);
    expect(findBannedPhrases('Cheap Preise', 'de', phrases)).toEqual([]);
  });

  it('treats a copy with other spacing or case as the same text', () => {
    expect(isSameText(' A  walk.', 'a walk.')).toBe(true);
    expect(isSameText('A walk.', 'Ein Spaziergang.')).toBe(false);
  });
});

describe('assessContent', () => {
  it('scores a complete, translated, factual description 100 with no findings', () => {
    const result = assessContent(GOOD, ALL_FACTS, options());
    expect(codes(result)).toEqual([]);
    expect(result.score).toBe(100);
    expect(result.translatedLanguages).toEqual(['de', 'es', 'it', 'fr']);
  });

  it('flags a missing English text and every untranslated language', () => {
    const result = assessContent({ de: GOOD.de }, NO_FACTS, options());
    expect(codes(result)).toEqual([
      'en:missing',
      'es:untranslated',
      'it:untranslated',
      'fr:untranslated',
    ]);
    expect(result.score).toBe(100 - 60 - 3 * 8);
  });

  it('counts a copy of the English as untranslated, and skips languages that are not required', () => {
    const result = assessContent(
      { en: GOOD.en, de: ` ${GOOD.en.toUpperCase()} `, es: GOOD.es },
      ALL_FACTS,
      options({ requiredLanguages: ['en', 'de', 'es'] }),
    );
    expect(codes(result)).toEqual(['de:untranslated']);
    expect(result.findings[0]?.params).toEqual({ reason: 'copy' });
    expect(result.translatedLanguages).toEqual(['es']);
  });

  it('flags length bounds with the length and the limit', () => {
    const short = assessContent(
      { en: 'A short walk.' },
      NO_FACTS,
      options({ requiredLanguages: ['en'] }),
    );
    expect(short.findings).toEqual([
      { code: 'too-short', language: 'en', penalty: 20, params: { length: 13, limit: 120 } },
    ]);
    const long = assessContent(
      { en: 'Walk on. '.repeat(30) },
      NO_FACTS,
      options({ requiredLanguages: ['en'], maxLength: 100, minLength: 0 }),
    );
    expect(codes(long)).toEqual(['en:too-long']);
  });

  it('checks English by reading ease and other languages by sentence length', () => {
    const dense =
      'Comprehensive multidimensional interpretative experiences incorporating indigenous ' +
      'environmental conservation perspectives characterise this extraordinarily sophisticated excursion.';
    const english = assessContent(
      { en: dense },
      NO_FACTS,
      options({ requiredLanguages: ['en'], minLength: 0 }),
    );
    expect(codes(english)).toEqual(['en:hard-to-read']);
    expect(english.findings[0]?.params.limit).toBe(40);

    const wordy = `${'Wir fahren heute sehr lange mit dem Bus durch das schöne Land '.repeat(2)}und essen.`;
    const german = assessContent(
      { en: GOOD.en, de: wordy },
      ALL_FACTS,
      options({
        requiredLanguages: ['en', 'de'],
        minLength: 0,
        maxSentenceWords: 100,
        checkFacts: { times: false, inclusions: false, duration: false },
      }),
    );
    expect(codes(german)).toEqual(['de:hard-to-read']);
    expect(german.findings[0]?.params).toEqual({ averageWords: 26, limit: 22 });
  });

  it('flags the longest sentence above the limit once per language', () => {
    const result = assessContent(
      { en: `${'word '.repeat(40).trim()}. ${'word '.repeat(50).trim()}.` },
      NO_FACTS,
      options({ requiredLanguages: ['en'], minLength: 0, minReadingEase: 0 }),
    );
    expect(result.findings.filter((f) => f.code === 'long-sentence')).toEqual([
      { code: 'long-sentence', language: 'en', penalty: 10, params: { words: 50, limit: 35 } },
    ]);
  });

  it('asks for the facts the entity has, and only those, when the options check them', () => {
    const text =
      'A lovely cruise on the bay with a friendly crew and plenty to see along the coast, every single day of the summer season.';
    const all = assessContent({ en: text }, ALL_FACTS, options({ requiredLanguages: ['en'] }));
    expect(codes(all)).toEqual(['en:missing-time', 'en:missing-inclusions', 'en:missing-duration']);
    const timeOnly = assessContent(
      { en: text },
      { ...NO_FACTS, expectsTime: true },
      options({ requiredLanguages: ['en'] }),
    );
    expect(codes(timeOnly)).toEqual(['en:missing-time']);
    const unchecked = assessContent(
      { en: text },
      ALL_FACTS,
      options({
        requiredLanguages: ['en'],
        checkFacts: { times: false, inclusions: false, duration: false },
      }),
    );
    expect(codes(unchecked)).toEqual([]);
  });

  it('takes each banned phrase once and floors the score at 0, keeping the full penalty', () => {
    const result = assessContent(
      { en: 'Cheap tour! Best price guaranteed. Book now, book now. Click here.' },
      ALL_FACTS,
      options(),
    );
    expect(
      result.findings.filter((f) => f.code === 'banned-phrase').map((f) => f.params.phrase),
    ).toEqual(['best price guaranteed', 'book now', 'click here', 'cheap']);
    expect(result.score).toBe(0);
    expect(result.penaltyTotal).toBe(20 + 3 * 8 + 4 * 15 + 4 * 8);
  });

  it("checks a name (a prize's) for its translations and banned phrases only, never its length", () => {
    const name = assessContent(
      { en: 'Merino wool beanie', de: 'Mütze aus Merinowolle', fr: 'Merino wool beanie' },
      { ...ALL_FACTS, isName: true },
      options({ requiredLanguages: ['en', 'de', 'fr'] }),
    );
    expect(codes(name)).toEqual(['fr:untranslated']);
    const banned = assessContent(
      { en: 'Cheap beanie' },
      { ...NO_FACTS, isName: true },
      options({ requiredLanguages: ['en'] }),
    );
    expect(codes(banned)).toEqual(['en:banned-phrase']);
  });

  it('weighs findings by the options', () => {
    const weights = { ...DEFAULT_CONTENT_OPTIONS.weights, 'too-short': 55 };
    const result = assessContent(
      { en: 'Short.' },
      NO_FACTS,
      options({ requiredLanguages: ['en'], weights }),
    );
    expect(result.score).toBe(45);
  });
});

describe('ZContentOptions', () => {
  it('accepts the defaults', () => {
    expect(ZContentOptions.safeParse(DEFAULT_CONTENT_OPTIONS).success).toBe(true);
  });

  it('refuses crossed bounds, a duplicate phrase, English left out and out-of-range weights', () => {
    const result = ZContentOptions.safeParse({
      ...DEFAULT_CONTENT_OPTIONS,
      minLength: 500,
      maxLength: 400,
      maxAverageSentenceWords: 40,
      maxSentenceWords: 30,
      requiredLanguages: ['de'],
      bannedPhrases: [
        { phrase: 'Book now', replacement: '', language: 'all', reason: '' },
        { phrase: 'book NOW', replacement: '', language: 'all', reason: '' },
      ],
      weights: { ...DEFAULT_CONTENT_OPTIONS.weights, missing: 101 },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['requiredLanguages', 'bannedPhrases.1.phrase', 'weights.missing']),
    );
  });

  it('refuses crossed length bounds on an otherwise valid document', () => {
    const result = ZContentOptions.safeParse({
      ...DEFAULT_CONTENT_OPTIONS,
      minLength: 500,
      maxLength: 400,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['maxLength']);
  });
});
