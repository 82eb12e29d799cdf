import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { fileStatus, files } from './files';

/**
 * What My Files reads besides the files themselves. Both tables are kept by triggers on `files`
 * (end of migration 0002_files.sql), so no code path (the services, the seed, a bulk import) can
 * let them drift:
 * - file_search_words: each word of a booking name, so "smi" finds "John Smith" with a range scan
 *   of one agency's words instead of a scan of its files;
 * - file_counts: the number of files per agency and status, so an unfiltered or status-only
 *   My Files knows its total without counting a large agency's files on every page.
 */
export const fileSearchWords = pgTable(
  'file_search_words',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').notNull(),
    /** Lower case; booking names are split at spaces and punctuation. */
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.word] }),
    index('file_search_words_agency_word_idx').using(
      'btree',
      table.agencyId,
      sql`${table.word} text_pattern_ops`,
      table.fileId,
    ),
    index('file_search_words_word_idx').using(
      'btree',
      sql`${table.word} text_pattern_ops`,
      table.fileId,
    ),
  ],
);

export const fileCounts = pgTable(
  'file_counts',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    status: fileStatus('status').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.status] })],
);
