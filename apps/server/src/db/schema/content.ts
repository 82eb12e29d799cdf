import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  TContentChange,
  TContentFinding,
  TContentOptions,
} from '@portal/shared/contracts/content';
import {
  CONTENT_BATCH_STATUSES,
  CONTENT_ITEM_STATUSES,
  CONTENT_LANGUAGES,
  CONTENT_PROVIDERS,
  CONTENT_SUGGESTION_STATUSES,
  CONTENT_SUGGESTION_TYPES,
  CONTENT_VERSION_SOURCES,
} from '@portal/shared/domain/content-codes';
import { users } from './users';

export const contentLanguage = pgEnum('content_language', CONTENT_LANGUAGES);
export const contentVersionSource = pgEnum('content_version_source', CONTENT_VERSION_SOURCES);
export const contentBatchStatus = pgEnum('content_batch_status', CONTENT_BATCH_STATUSES);
export const contentItemStatus = pgEnum('content_item_status', CONTENT_ITEM_STATUSES);
export const contentSuggestionType = pgEnum('content_suggestion_type', CONTENT_SUGGESTION_TYPES);
export const contentSuggestionStatus = pgEnum(
  'content_suggestion_status',
  CONTENT_SUGGESTION_STATUSES,
);
export const contentProvider = pgEnum('content_provider', CONTENT_PROVIDERS);

/**
 * The content store: the current text of one field of one catalogue entity in one language. The
 * entity is named by kind and id, not a foreign key, so any module can register a kind (see
 * modules/content/content-source-registry.ts). Every write also appends a content_versions row.
 */
export const contentTexts = pgTable(
  'content_texts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityKind: text('entity_kind').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    language: contentLanguage('language').notNull(),
    text: text('text').notNull().default(''),
    /** The number of the latest version (content_versions.version). */
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedByLabel: text('updated_by_label'),
  },
  (table) => [
    unique('content_texts_entity_key').on(
      table.entityKind,
      table.entityId,
      table.field,
      table.language,
    ),
    check('content_texts_version_chk', sql`${table.version} >= 1`),
  ],
);

/** Every text a field has had, oldest first: nothing is overwritten without leaving its version. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    textId: integer('text_id')
      .notNull()
      .references(() => contentTexts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    source: contentVersionSource('source').notNull(),
    /** The accepted suggestion this version came from. */
    suggestionId: integer('suggestion_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByLabel: text('created_by_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('content_versions_text_version_key').on(table.textId, table.version)],
);

/** The assessment rules and thresholds: one row (id 1), edited on the content options screen. */
export const contentOptions = pgTable(
  'content_options',
  {
    id: integer('id').primaryKey(),
    options: jsonb('options').$type<TContentOptions>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedByLabel: text('updated_by_label'),
    /**
     * What the stored assessments were computed from (options, texts and entities as of then);
     * a different stamp now means they are recomputed before they are read.
     */
    assessmentStamp: text('assessment_stamp'),
  },
  (table) => [check('content_options_single_row_chk', sql`${table.id} = 1`)],
);

/** The assessment of each field of each entity (all languages together), worst first. */
export const contentAssessments = pgTable(
  'content_assessments',
  {
    entityKind: text('entity_kind').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    score: integer('score').notNull(),
    penaltyTotal: integer('penalty_total').notNull(),
    findings: jsonb('findings').$type<TContentFinding[]>().notNull(),
    findingCodes: text('finding_codes').array().notNull(),
    findingLanguages: text('finding_languages').array().notNull(),
    translatedLanguages: text('translated_languages').array().notNull(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entityKind, table.entityId, table.field] }),
    index('content_assessments_rank_idx').on(table.score, table.penaltyTotal),
  ],
);

/** A processing run: the worst texts at the time, each an item, worked through in the background. */
export const contentBatches = pgTable(
  'content_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    status: contentBatchStatus('status').notNull().default('queued'),
    provider: contentProvider('provider').notNull(),
    kinds: text('kinds').array().notNull(),
    languages: text('languages').array().notNull(),
    maxScore: integer('max_score').notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    lastError: text('last_error'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('content_batches_status_idx').on(table.status)],
);

/**
 * One field of one entity in a batch. A worker claims it with a conditional update (pending, or
 * running under a claim gone stale) and writes its result only while its claim token still holds.
 */
export const contentBatchItems = pgTable(
  'content_batch_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => contentBatches.id, { onDelete: 'cascade' }),
    entityKind: text('entity_kind').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    /** As the assessment listed the entity when the batch was made. */
    entityCode: text('entity_code').notNull(),
    entityName: text('entity_name').notNull(),
    status: contentItemStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimToken: text('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('content_batch_items_entity_key').on(
      table.batchId,
      table.entityKind,
      table.entityId,
      table.field,
    ),
    index('content_batch_items_batch_status_idx').on(table.batchId, table.status),
  ],
);

/** What a provider proposed for one language of one text, waiting for a person's decision. */
export const contentSuggestions = pgTable(
  'content_suggestions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => contentBatches.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentBatchItems.id, { onDelete: 'cascade' }),
    entityKind: text('entity_kind').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    language: contentLanguage('language').notNull(),
    type: contentSuggestionType('type').notNull(),
    status: contentSuggestionStatus('status').notNull().default('pending'),
    provider: contentProvider('provider').notNull(),
    baseText: text('base_text').notNull(),
    baseVersion: integer('base_version').notNull(),
    suggestedText: text('suggested_text'),
    changes: jsonb('changes').$type<TContentChange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedByLabel: text('decided_by_label'),
    acceptedVersion: integer('accepted_version'),
  },
  (table) => [
    index('content_suggestions_batch_status_idx').on(table.batchId, table.status),
    index('content_suggestions_entity_idx').on(
      table.entityKind,
      table.entityId,
      table.field,
      table.language,
      table.status,
    ),
  ],
);
