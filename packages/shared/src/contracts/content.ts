import { z } from 'zod';
import { ZId, ZQueryId } from './primitives';
import {
  CONTENT_BATCH_STATUSES,
  CONTENT_CHANGE_CODES,
  CONTENT_FIELDS,
  CONTENT_FINDING_CODES,
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  CONTENT_PROVIDERS,
  CONTENT_SUGGESTION_STATUSES,
  CONTENT_SUGGESTION_TYPES,
  CONTENT_TEXT_MAX,
  CONTENT_VERSION_SOURCES,
  SOURCE_LANGUAGE,
  type TContentFindingCode,
} from '../domain/content-codes';
import { ZPageQuery, zPaginated } from './pagination';

/**
 * Content: descriptions of catalogue entities in five languages, their assessment, the rules the
 * assessment applies, and processing batches that suggest rewrites and translations for a person
 * to accept (issue 10). Every route needs `content.manage` unless said otherwise.
 *
 * GET  /api/admin/content/options                        -> ZContentOptionsView
 * PUT  /api/admin/content/options      ZContentOptions   -> ZContentOptionsView (audited)
 * GET  /api/admin/content/assessments?kind&language&finding&q&max_score&page&per_page
 *                                                        -> zPaginated(ZContentAssessment), worst first
 * GET  /api/admin/content/assessments/export.csv?(same filters)      -> text/csv
 * GET  /api/admin/content/entities/:kind/:id             -> ZContentEntity
 *      (also `catalogue.view`: the product and package screens show the texts)
 * PUT  /api/admin/content/entities/:kind/:id/texts  ZSaveContentTextRequest -> ZContentEntity
 *      (also the entity's own manage permission: catalogue.manage or packages.manage)
 * GET  /api/admin/content/entities/:kind/:id/versions?field&language&page -> zPaginated(ZContentVersion)
 * POST /api/admin/content/entities/:kind/:id/versions/:versionId/restore  -> ZContentEntity
 * GET  /api/admin/content/batches?status&page            -> zPaginated(ZContentBatch)
 * GET  /api/admin/content/batches/export.csv?status      -> text/csv
 * POST /api/admin/content/batches  ZCreateContentBatchRequest -> 201 ZContentBatch
 * GET  /api/admin/content/batches/:id                    -> ZContentBatch
 * POST /api/admin/content/batches/:id/cancel             -> ZContentBatch
 * GET  /api/admin/content/suggestions?batch_id&status&kind&language&type&page -> zPaginated(ZContentSuggestion)
 * GET  /api/admin/content/suggestions/export.csv?(same filters)      -> text/csv
 * POST /api/admin/content/suggestions/:id/accept  ZAcceptContentSuggestionRequest -> ZContentSuggestion
 * POST /api/admin/content/suggestions/:id/reject         -> ZContentSuggestion
 * Live: `content.batch-progress` on the back-office channel after every item of a batch.
 */

export const ZContentLanguage = z.enum(CONTENT_LANGUAGES);
export const ZContentKind = z.enum(CONTENT_KINDS);
export const ZContentField = z.enum(CONTENT_FIELDS);
export const ZContentFindingCode = z.enum(CONTENT_FINDING_CODES);

const ZIsoDateTime = z.string();

// Options ------------------------------------------------------------------------------------------

const ZWord = z.string().trim().min(1, 'A word cannot be empty').max(40);
const ZWordList = z
  .array(ZWord)
  .max(60, 'At most 60 words')
  .refine(
    (words) => new Set(words.map((word) => word.toLowerCase())).size === words.length,
    'A word is listed twice',
  );
const ZWordsByLanguage = z.object({
  en: ZWordList,
  de: ZWordList,
  es: ZWordList,
  it: ZWordList,
  fr: ZWordList,
});

export const ZBannedPhrase = z.object({
  phrase: z
    .string()
    .trim()
    .min(2, 'This field must be 2 or more characters')
    .max(80, 'This field must be 80 or less characters'),
  /** What a rewrite puts in its place; empty removes it. */
  replacement: z.string().trim().max(80, 'This field must be 80 or less characters').default(''),
  language: z.enum(['all', ...CONTENT_LANGUAGES]).default('all'),
  reason: z.string().trim().max(200, 'This field must be 200 or less characters').default(''),
});
export type TBannedPhrase = z.infer<typeof ZBannedPhrase>;

const ZWeight = z.number().int().min(0, 'At least 0').max(100, 'At most 100');
export const ZFindingWeights = z.object(
  Object.fromEntries(CONTENT_FINDING_CODES.map((code) => [code, ZWeight])) as Record<
    TContentFindingCode,
    typeof ZWeight
  >,
);
export type TFindingWeights = z.infer<typeof ZFindingWeights>;

/** The assessment's rules and thresholds (the content options screen). */
export const ZContentOptions = z
  .object({
    /** Characters; a shorter text is `too-short`, a longer one `too-long`. */
    minLength: z.number().int().min(0).max(CONTENT_TEXT_MAX),
    maxLength: z.number().int().min(20).max(CONTENT_TEXT_MAX),
    /** English: the lowest Flesch reading ease accepted (0 hard, 100 easy). */
    minReadingEase: z.number().int().min(0).max(100),
    /** Other languages: the longest average sentence, in words. */
    maxAverageSentenceWords: z.number().int().min(5).max(80),
    /** Any language: a sentence longer than this is `long-sentence`. */
    maxSentenceWords: z.number().int().min(8).max(150),
    /** Languages every text must have; English is always required. */
    requiredLanguages: z
      .array(ZContentLanguage)
      .min(1)
      .max(CONTENT_LANGUAGES.length)
      .refine((list) => new Set(list).size === list.length, 'A language is listed twice')
      .refine((list) => list.includes(SOURCE_LANGUAGE), 'English is always required'),
    /** Which facts a text must mention when its entity has them. */
    checkFacts: z.object({ times: z.boolean(), inclusions: z.boolean(), duration: z.boolean() }),
    /** Words that say what is included ("includes", "inklusive"...), by language. */
    inclusionWords: ZWordsByLanguage,
    /** Units of time that follow a number ("hours", "Tage"...) and whole phrases ("full-day"). */
    durationWords: ZWordsByLanguage,
    bannedPhrases: z
      .array(ZBannedPhrase)
      .max(200, 'At most 200 phrases')
      .superRefine((phrases, ctx) => {
        const seen = new Set<string>();
        phrases.forEach((entry, index) => {
          const key = `${entry.language}:${entry.phrase.toLowerCase()}`;
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'phrase'],
              message: 'This phrase is listed twice',
            });
          }
          seen.add(key);
        });
      }),
    /** Points each finding takes off the score of 100. */
    weights: ZFindingWeights,
    /** A new batch takes texts scoring below this unless told otherwise. */
    suggestBelowScore: z.number().int().min(1).max(100),
  })
  .superRefine((options, ctx) => {
    if (options.minLength >= options.maxLength) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxLength'],
        message: 'The longest length must be greater than the shortest',
      });
    }
    if (options.maxAverageSentenceWords > options.maxSentenceWords) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxAverageSentenceWords'],
        message: 'The average cannot be above the longest sentence allowed',
      });
    }
  });
export type TContentOptions = z.infer<typeof ZContentOptions>;
export type TContentOptionsInput = z.input<typeof ZContentOptions>;

export const ZContentOptionsView = z.object({
  options: ZContentOptions,
  updatedAt: ZIsoDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type TContentOptionsView = z.infer<typeof ZContentOptionsView>;

// Assessment ---------------------------------------------------------------------------------------

export const ZContentFinding = z.object({
  code: ZContentFindingCode,
  language: ZContentLanguage,
  /** Points taken off the score. */
  penalty: z.number().int().min(0),
  /** What the message needs: the phrase found, the length and limit, the reading ease... */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TContentFinding = z.infer<typeof ZContentFinding>;

export const ZContentAssessment = z.object({
  kind: ZContentKind,
  entityId: ZId,
  field: ZContentField,
  code: z.string(),
  name: z.string(),
  /** 100 is a text with nothing to improve; 0 the worst. */
  score: z.number().int().min(0).max(100),
  findings: z.array(ZContentFinding),
  /** The languages with a text of their own (not empty, not a copy of the English). */
  translatedLanguages: z.array(ZContentLanguage),
  assessedAt: ZIsoDateTime,
});
export type TContentAssessment = z.infer<typeof ZContentAssessment>;

export const ZContentAssessmentQuery = ZPageQuery.extend({
  kind: ZContentKind.optional(),
  language: ZContentLanguage.optional(),
  finding: ZContentFindingCode.optional(),
  q: z.string().trim().max(100).optional(),
  max_score: z.coerce.number().int().min(0).max(100).optional(),
});
export type TContentAssessmentQuery = z.infer<typeof ZContentAssessmentQuery>;
export const ZContentAssessmentCsvQuery = ZContentAssessmentQuery.omit({
  page: true,
  per_page: true,
});
export type TContentAssessmentCsvQuery = z.infer<typeof ZContentAssessmentCsvQuery>;
export const ZContentAssessmentList = zPaginated(ZContentAssessment);

// Texts and versions -------------------------------------------------------------------------------

export const ZContentEntityParams = z.object({ kind: ZContentKind, id: ZQueryId });
export type TContentEntityParams = z.infer<typeof ZContentEntityParams>;

export const ZContentText = z.object({
  language: ZContentLanguage,
  text: z.string(),
  /** 0 while the language has never had a text. */
  version: z.number().int().min(0),
  updatedAt: ZIsoDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type TContentText = z.infer<typeof ZContentText>;

export const ZContentEntity = z.object({
  kind: ZContentKind,
  entityId: ZId,
  code: z.string(),
  name: z.string(),
  /** Each text field in the order the entity has them (a tour: overview, inclusions, each day). */
  fields: z.array(
    z.object({
      field: ZContentField,
      texts: z.array(ZContentText),
      assessment: ZContentAssessment,
    }),
  ),
  /** The lowest-scoring field's assessment: what the entity is ranked by. */
  assessment: ZContentAssessment.nullable(),
});
export type TContentEntity = z.infer<typeof ZContentEntity>;

export const ZSaveContentTextRequest = z.object({
  field: ZContentField.default('description'),
  language: ZContentLanguage,
  text: z
    .string()
    .trim()
    .max(CONTENT_TEXT_MAX, `This field must be ${CONTENT_TEXT_MAX} or less characters`),
  /** The version the editor started from: a text saved meanwhile by someone else is a 409. */
  baseVersion: z.number().int().min(0),
});
export type TSaveContentTextRequest = z.infer<typeof ZSaveContentTextRequest>;
export type TSaveContentTextInput = z.input<typeof ZSaveContentTextRequest>;

export const ZContentVersion = z.object({
  id: ZId,
  field: ZContentField,
  language: ZContentLanguage,
  version: z.number().int().min(1),
  text: z.string(),
  source: z.enum(CONTENT_VERSION_SOURCES),
  suggestionId: ZId.nullable(),
  createdBy: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TContentVersion = z.infer<typeof ZContentVersion>;

export const ZContentVersionQuery = ZPageQuery.extend({
  field: ZContentField.default('description'),
  language: ZContentLanguage.optional(),
});
export type TContentVersionQuery = z.infer<typeof ZContentVersionQuery>;
export const ZContentVersionList = zPaginated(ZContentVersion);
export const ZRestoreContentVersionParams = ZContentEntityParams.extend({ versionId: ZQueryId });

// Batches ------------------------------------------------------------------------------------------

export const ZContentBatchStatus = z.enum(CONTENT_BATCH_STATUSES);

export const ZCreateContentBatchRequest = z.object({
  kinds: z
    .array(ZContentKind)
    .min(1, 'Choose at least one kind')
    .refine((list) => new Set(list).size === list.length, 'A kind is listed twice')
    .default([...CONTENT_KINDS]),
  languages: z
    .array(ZContentLanguage)
    .min(1, 'Choose at least one language')
    .refine((list) => new Set(list).size === list.length, 'A language is listed twice')
    .default([...CONTENT_LANGUAGES]),
  /** Texts scoring below this; the options' `suggestBelowScore` when absent. */
  maxScore: z.number().int().min(1).max(100).optional(),
  /** The worst `limit` texts. */
  limit: z.number().int().min(1).max(500).default(50),
});
export type TCreateContentBatchRequest = z.infer<typeof ZCreateContentBatchRequest>;
export type TCreateContentBatchInput = z.input<typeof ZCreateContentBatchRequest>;

export const ZContentBatch = z.object({
  id: ZId,
  status: ZContentBatchStatus,
  provider: z.enum(CONTENT_PROVIDERS),
  kinds: z.array(ZContentKind),
  languages: z.array(ZContentLanguage),
  maxScore: z.number().int(),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  failed: z.number().int().min(0),
  suggestionCount: z.number().int().min(0),
  pendingSuggestions: z.number().int().min(0),
  /** The first item failure, to show why (e.g. the model provider's answer). */
  lastError: z.string().nullable(),
  createdBy: z.string(),
  createdAt: ZIsoDateTime,
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
});
export type TContentBatch = z.infer<typeof ZContentBatch>;

export const ZContentBatchQuery = ZPageQuery.extend({ status: ZContentBatchStatus.optional() });
export type TContentBatchQuery = z.infer<typeof ZContentBatchQuery>;
export const ZContentBatchCsvQuery = ZContentBatchQuery.omit({ page: true, per_page: true });
export type TContentBatchCsvQuery = z.infer<typeof ZContentBatchCsvQuery>;
export const ZContentBatchList = zPaginated(ZContentBatch);
export const ZContentIdParams = z.object({ id: ZQueryId });

export const ZContentBatchProgressEvent = z.object({
  batchId: ZId,
  status: ZContentBatchStatus,
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  failed: z.number().int().min(0),
  changedAt: z.iso.datetime({ offset: true }),
});
export type TContentBatchProgressEvent = z.infer<typeof ZContentBatchProgressEvent>;

// Suggestions --------------------------------------------------------------------------------------

export const ZContentChange = z.object({
  code: z.enum(CONTENT_CHANGE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TContentChange = z.infer<typeof ZContentChange>;

export const ZContentSuggestionType = z.enum(CONTENT_SUGGESTION_TYPES);
export const ZContentSuggestionStatus = z.enum(CONTENT_SUGGESTION_STATUSES);

export const ZContentSuggestion = z.object({
  id: ZId,
  batchId: ZId,
  kind: ZContentKind,
  entityId: ZId,
  entityCode: z.string(),
  entityName: z.string(),
  field: ZContentField,
  language: ZContentLanguage,
  type: ZContentSuggestionType,
  status: ZContentSuggestionStatus,
  provider: z.enum(CONTENT_PROVIDERS),
  /** The text when the suggestion was made, and its version (0: there was none). */
  baseText: z.string(),
  baseVersion: z.number().int().min(0),
  /** The text now: when its version moved on, accepting is refused (someone changed it). */
  currentText: z.string(),
  currentVersion: z.number().int().min(0),
  /** Null for `needs-translation` and `checklist`: the reviewer writes the text. */
  suggestedText: z.string().nullable(),
  changes: z.array(ZContentChange),
  createdAt: ZIsoDateTime,
  decidedAt: ZIsoDateTime.nullable(),
  decidedBy: z.string().nullable(),
  /** The version an acceptance wrote. */
  acceptedVersion: z.number().int().nullable(),
});
export type TContentSuggestion = z.infer<typeof ZContentSuggestion>;

export const ZContentSuggestionQuery = ZPageQuery.extend({
  batch_id: ZQueryId.optional(),
  status: ZContentSuggestionStatus.optional(),
  kind: ZContentKind.optional(),
  language: ZContentLanguage.optional(),
  type: ZContentSuggestionType.optional(),
});
export type TContentSuggestionQuery = z.infer<typeof ZContentSuggestionQuery>;
export const ZContentSuggestionCsvQuery = ZContentSuggestionQuery.omit({
  page: true,
  per_page: true,
});
export type TContentSuggestionCsvQuery = z.infer<typeof ZContentSuggestionCsvQuery>;
export const ZContentSuggestionList = zPaginated(ZContentSuggestion);

export const ZAcceptContentSuggestionRequest = z.object({
  /** The reviewer's own edit of the suggested text (required when the suggestion has none). */
  text: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(CONTENT_TEXT_MAX, `This field must be ${CONTENT_TEXT_MAX} or less characters`)
    .optional(),
});
export type TAcceptContentSuggestionRequest = z.infer<typeof ZAcceptContentSuggestionRequest>;
