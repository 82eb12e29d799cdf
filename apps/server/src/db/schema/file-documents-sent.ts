import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FILE_DOCUMENT_KINDS } from '@portal/shared/contracts/fit-tracker';
import { files } from './files';
import { users } from './users';

export const fileDocumentKind = pgEnum('file_document_kind', FILE_DOCUMENT_KINDS);

/**
 * Documents the back office sent for a booking (the FIT finalisation tracker's "documents sent"):
 * one row per sending, so a resend keeps the earlier ones as history.
 */
export const fileDocumentsSent = pgTable(
  'file_documents_sent',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: fileDocumentKind('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address the documents went to, as it was then. */
    to: text('to').notNull(),
  },
  (table) => [index('file_documents_sent_file_idx').on(table.fileId, table.kind, table.sentAt)],
);
