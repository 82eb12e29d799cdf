/**
 * The vocabulary of the content store (descriptions of catalogue entities in five languages) and
 * of its assessment and processing. Contracts, the assessment rules, the server and the screens
 * all read these lists, so a new entry here is a new entry everywhere.
 */

/** The languages descriptions are kept in; English is the source every other one translates. */
export const CONTENT_LANGUAGES = ['en', 'de', 'es', 'it', 'fr'] as const;
export type TContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const SOURCE_LANGUAGE: TContentLanguage = 'en';

export function isContentLanguage(value: unknown): value is TContentLanguage {
  return CONTENT_LANGUAGES.some((language) => language === value);
}

/**
 * The kinds of entity whose texts the store holds ("content sources"). Adding one is adding its name here, a source on the server (modules/content/content-source-registry.ts) and a
 * label in the content locale files (`kinds.<kind>`); docs/decisions/011-content-store.md.
 */
export const CONTENT_KINDS = ['product', 'package', 'tour', 'prize'] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];

/** The most days a scheduled tour has (the tours contract and the tours table say the same). */
export const CONTENT_MAX_DAYS = 60;

/** The text of day `n` of an itinerary (a tour's day 3 is `day-3`), numbered from 1. */
export type TContentDayField = `day-${number}`;

/**
 * The text fields an entity may have; each source says which of them it uses (a product only its
 * description; a tour its overview, inclusions and one field per itinerary day; a prize its name
 * and description).
 */
export const CONTENT_FIELDS = [
  'name',
  'description',
  'overview',
  'inclusions',
  ...Array.from({ length: CONTENT_MAX_DAYS }, (_, index): TContentDayField => `day-${index + 1}`),
] as const;
export type TContentField = 'name' | 'description' | 'overview' | 'inclusions' | TContentDayField;

export function contentDayField(dayNumber: number): TContentDayField {
  return `day-${dayNumber}`;
}

/** The day a field holds (3 for `day-3`), or null for a field that is not a day's. */
export function contentFieldDay(field: string): number | null {
  const match = /^day-([1-9]\d*)$/.exec(field);
  const day = match ? Number(match[1]) : null;
  return day !== null && day <= CONTENT_MAX_DAYS ? day : null;
}

export function isContentField(value: unknown): value is TContentField {
  return CONTENT_FIELDS.some((field) => field === value);
}

/** The longest text a field holds (the catalogue forms' limit). */
export const CONTENT_TEXT_MAX = 4000;

/** What the assessment can find wrong with a description, one code per rule. */
export const CONTENT_FINDING_CODES = [
  'missing',
  'too-short',
  'too-long',
  'hard-to-read',
  'long-sentence',
  'missing-time',
  'missing-inclusions',
  'missing-duration',
  'banned-phrase',
  'untranslated',
] as const;
export type TContentFindingCode = (typeof CONTENT_FINDING_CODES)[number];

/** Where a version of a text came from. */
export const CONTENT_VERSION_SOURCES = ['import', 'manual', 'suggestion', 'restore'] as const;
export type TContentVersionSource = (typeof CONTENT_VERSION_SOURCES)[number];

/**
 * What a processing batch proposes for one language of one text:
 * - `rewrite`: a new text for a language that has one;
 * - `translation`: a text for a language that has none (or only a copy of the English);
 * - `needs-translation`: the provider cannot translate honestly, so it only says one is needed;
 * - `checklist`: the provider cannot fix the text itself (facts it does not know), only list what
 *   a person should add.
 * The last two carry no text: a reviewer may type one and accept it.
 */
export const CONTENT_SUGGESTION_TYPES = [
  'rewrite',
  'translation',
  'needs-translation',
  'checklist',
] as const;
export type TContentSuggestionType = (typeof CONTENT_SUGGESTION_TYPES)[number];

export const CONTENT_SUGGESTION_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'superseded',
] as const;
export type TContentSuggestionStatus = (typeof CONTENT_SUGGESTION_STATUSES)[number];

/** What a suggestion changed or asks for, so the screen can say it in the reviewer's language. */
export const CONTENT_CHANGE_CODES = [
  'write-text',
  'replaced-phrase',
  'removed-phrase',
  'split-sentence',
  'add-time',
  'add-inclusions',
  'add-duration',
  'lengthen',
  'shorten',
  'model-rewrite',
  'model-translation',
] as const;
export type TContentChangeCode = (typeof CONTENT_CHANGE_CODES)[number];

export const CONTENT_BATCH_STATUSES = [
  'queued',
  'running',
  'completed',
  'cancelled',
  'failed',
] as const;
export type TContentBatchStatus = (typeof CONTENT_BATCH_STATUSES)[number];

/** A batch in one of these is still being (or about to be) worked on. */
export const ACTIVE_BATCH_STATUSES: readonly TContentBatchStatus[] = ['queued', 'running'];

export const CONTENT_ITEM_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type TContentItemStatus = (typeof CONTENT_ITEM_STATUSES)[number];

/** The language-model providers a batch can run with. */
export const CONTENT_PROVIDERS = ['rules', 'openai-compatible'] as const;
export type TContentProviderName = (typeof CONTENT_PROVIDERS)[number];
