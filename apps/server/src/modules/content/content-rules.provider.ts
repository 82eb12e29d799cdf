import type {
  TBannedPhrase,
  TContentChange,
  TContentFinding,
} from '@portal/shared/contracts/content';
import { phrasePattern, wordsOf } from '@portal/shared/domain/content-assessment';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import {
  factChecklist,
  findingsOf,
  isUntranslated,
  type TContentProvider,
  type TProviderSuggestion,
} from './content-provider';

/**
 * The built-in rule-based provider: offline and deterministic, so content processing works with no
 * model at all. It only does what rules can do honestly: swap or drop the banned phrases the
 * options name, split sentences that run too long, and list the facts a person must add. It never
 * translates (it flags "needs translation") and never invents a fact.
 */

/** The replacement in the case of what it replaces: "Cheap" becomes "Good-value". */
function inCaseOf(match: string, replacement: string): string {
  const first = match.charAt(0);
  return first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/** Words that join two clauses: dropped at a split or when what they joined is gone. */
const JOINING_WORDS: Record<TContentLanguage, readonly string[]> = {
  en: ['and', 'or'],
  de: ['und', 'oder'],
  es: ['y', 'o'],
  it: ['e', 'o'],
  fr: ['et', 'ou'],
};

/** Pieces of text with the spaces after them, so the text can be put back together as it was. */
function sentencesWithSpacing(text: string): { sentence: string; spacing: string }[] {
  const parts = text.split(/((?<=[.!?…])\s+|\n+)/u);
  const pieces: { sentence: string; spacing: string }[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    pieces.push({ sentence: parts[index] ?? '', spacing: parts[index + 1] ?? '' });
  }
  return pieces;
}

function join(pieces: readonly { sentence: string; spacing: string }[]): string {
  return pieces
    .map((piece, index) =>
      index === pieces.length - 1 ? piece.sentence : piece.sentence + piece.spacing,
    )
    .join('')
    .trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What is left of a sentence once a phrase is cut out of it: spaces and commas closed up, and a
 * dangling "and" or comma at either end dropped. Fewer than three words left: the sentence goes.
 */
function tidySentence(sentence: string, language: TContentLanguage): string {
  const ending = /[.!?…]+$/u.exec(sentence.trim())?.[0] ?? '.';
  const joining = JOINING_WORDS[language].join('|');
  const dangling = new RegExp(
    `^(?:(?:${joining})(?![\\p{L}\\p{N}])[\\s,;:]*)+|(?:[\\s,;:]*(?<![\\p{L}\\p{N}])(?:${joining}))+$`,
    'giu',
  );
  let body = sentence
    .trim()
    .replace(/[.!?…]+$/u, '')
    .replace(/\s+([,;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '');
  for (let pass = 0; pass < 3; pass += 1) {
    body = body.replace(dangling, '').replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '');
  }
  if (wordsOf(body).length < 3) return '';
  return capitalise(body) + ending;
}

/** Replaces (or removes) the banned phrases of the options, reporting each change. */
export function replaceBannedPhrases(
  text: string,
  language: TContentLanguage,
  phrases: readonly TBannedPhrase[],
): { text: string; changes: TContentChange[] } {
  const changes: TContentChange[] = [];
  let pieces = sentencesWithSpacing(text).map((piece) => ({ ...piece, isCut: false }));
  for (const entry of phrases) {
    if (entry.language !== 'all' && entry.language !== language) continue;
    const pattern = phrasePattern(entry.phrase, 'giu');
    let isFound = false;
    pieces = pieces.map((piece) => {
      if (!phrasePattern(entry.phrase).test(piece.sentence)) return piece;
      isFound = true;
      return {
        ...piece,
        sentence: piece.sentence.replace(pattern, (match) =>
          entry.replacement === '' ? '' : inCaseOf(match, entry.replacement),
        ),
        isCut: piece.isCut || entry.replacement === '',
      };
    });
    if (!isFound) continue;
    changes.push(
      entry.replacement === ''
        ? { code: 'removed-phrase', params: { phrase: entry.phrase } }
        : {
            code: 'replaced-phrase',
            params: { phrase: entry.phrase, replacement: entry.replacement },
          },
    );
  }
  const tidied = pieces
    .map((piece) =>
      piece.isCut ? { ...piece, sentence: tidySentence(piece.sentence, language) } : piece,
    )
    .filter((piece) => piece.sentence.trim() !== '');
  return { text: join(tidied), changes };
}

/** Where a long sentence may be cut, best first when two are as near the middle. */
const BREAKS: Record<TContentLanguage, readonly { pattern: RegExp; keepsWord: boolean }[]> = {
  en: [
    { pattern: /;\s+/g, keepsWord: true },
    { pattern: /,\s+and\s+/g, keepsWord: false },
    { pattern: /,\s+(?=but\s|then\s)/g, keepsWord: true },
    { pattern: /,\s+/g, keepsWord: true },
    { pattern: /\s+and\s+/g, keepsWord: false },
  ],
  de: [
    { pattern: /;\s+/g, keepsWord: true },
    { pattern: /,\s+und\s+/g, keepsWord: false },
    { pattern: /,\s+(?=aber\s|dann\s)/g, keepsWord: true },
    { pattern: /,\s+/g, keepsWord: true },
    { pattern: /\s+und\s+/g, keepsWord: false },
  ],
  es: [
    { pattern: /;\s+/g, keepsWord: true },
    { pattern: /,\s+y\s+/g, keepsWord: false },
    { pattern: /,\s+(?=pero\s|luego\s)/g, keepsWord: true },
    { pattern: /,\s+/g, keepsWord: true },
    { pattern: /\s+y\s+/g, keepsWord: false },
  ],
  it: [
    { pattern: /;\s+/g, keepsWord: true },
    { pattern: /,\s+e\s+/g, keepsWord: false },
    { pattern: /,\s+(?=ma\s|poi\s)/g, keepsWord: true },
    { pattern: /,\s+/g, keepsWord: true },
    { pattern: /\s+e\s+/g, keepsWord: false },
  ],
  fr: [
    { pattern: /;\s+/g, keepsWord: true },
    { pattern: /,\s+et\s+/g, keepsWord: false },
    { pattern: /,\s+(?=mais\s|puis\s)/g, keepsWord: true },
    { pattern: /,\s+/g, keepsWord: true },
    { pattern: /\s+et\s+/g, keepsWord: false },
  ],
};

/** Cuts one sentence at the break nearest its middle, leaving at least 3 words each side. */
function splitOnce(sentence: string, language: TContentLanguage): [string, string] | null {
  const total = wordsOf(sentence).length;
  let best: { start: number; end: number; distance: number } | null = null;
  for (const { pattern } of BREAKS[language]) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const before = wordsOf(sentence.slice(0, start)).length;
      if (before < 3 || total - wordsOf(sentence.slice(0, end)).length < 3) continue;
      const distance = Math.abs(before - total / 2);
      if (!best || distance < best.distance) best = { start, end, distance };
    }
  }
  if (!best) return null;
  const ending = /[.!?…]+$/u.exec(sentence)?.[0] ?? '.';
  const first = sentence.slice(0, best.start).replace(/[\s,;:]+$/u, '');
  const second = sentence.slice(best.end).trim();
  return [`${first}.`, capitalise(second.endsWith(ending) ? second : `${second}${ending}`)];
}

/** Splits every sentence longer than `maxWords` (again and again) where it can. */
export function splitLongSentences(
  text: string,
  language: TContentLanguage,
  maxWords: number,
): { text: string; changes: TContentChange[] } {
  const changes: TContentChange[] = [];
  const pieces = sentencesWithSpacing(text).flatMap((piece) => {
    const queue = [piece.sentence];
    const done: string[] = [];
    while (queue.length > 0) {
      const sentence = queue.shift() as string;
      const words = wordsOf(sentence).length;
      const halves = words > maxWords ? splitOnce(sentence, language) : null;
      if (!halves) {
        done.push(sentence);
        continue;
      }
      changes.push({ code: 'split-sentence', params: { words } });
      queue.unshift(...halves);
    }
    return done.map((sentence, index) => ({
      sentence,
      spacing: index === done.length - 1 ? piece.spacing : ' ',
    }));
  });
  return { text: changes.length > 0 ? join(pieces) : text, changes };
}

function lengthChecklist(findings: readonly TContentFinding[]): TContentChange[] {
  const changes: TContentChange[] = [];
  for (const finding of findings) {
    if (finding.code === 'too-short') changes.push({ code: 'lengthen', params: finding.params });
    if (finding.code === 'too-long') changes.push({ code: 'shorten', params: finding.params });
  }
  return changes;
}

export const rulesContentProvider: TContentProvider = {
  name: 'rules',
  async suggest(input) {
    const suggestions: TProviderSuggestion[] = [];
    for (const language of input.languages) {
      const findings = findingsOf(input, language);
      if (findings.length === 0) continue;
      if (isUntranslated(findings)) {
        // A rule cannot translate; saying so beats inventing a text.
        suggestions.push({ language, type: 'needs-translation', text: null, changes: [] });
        continue;
      }
      if (findings.some((finding) => finding.code === 'missing')) {
        suggestions.push({
          language,
          type: 'checklist',
          text: null,
          changes: [{ code: 'write-text', params: {} }, ...factChecklist(findings)],
        });
        continue;
      }
      const original = input.texts[language];
      const replaced = replaceBannedPhrases(original, language, input.options.bannedPhrases);
      const split = splitLongSentences(replaced.text, language, input.options.maxSentenceWords);
      const checklist = [...lengthChecklist(findings), ...factChecklist(findings)];
      const textChanges = [...replaced.changes, ...split.changes];
      if (textChanges.length > 0 && split.text.trim() !== original.trim()) {
        suggestions.push({
          language,
          type: 'rewrite',
          text: split.text,
          changes: [...textChanges, ...checklist],
        });
      } else if (checklist.length > 0) {
        suggestions.push({ language, type: 'checklist', text: null, changes: checklist });
      }
    }
    return suggestions;
  },
};
