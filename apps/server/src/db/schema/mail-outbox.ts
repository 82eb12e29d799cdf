import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@portal/shared/contracts/outbox';
import { files } from './files';

/** A document sent with a message (a remittance advice, a statement), kept until it is sent. */
export interface TMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/**
 * Transactional outbox for email: rows are written in the caller's transaction and delivered
 * after commit, so no mail leaves for a change that rolled back. `fileId` is the quote or booking
 * the message is about (the back office's file timeline lists it); null for account mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<TMailAttachment[]>().notNull().default([]),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_status_next_attempt_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_to_idx').on(table.to),
    index('mail_outbox_file_id_idx').on(table.fileId),
  ],
);
