import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { attachmentKind } from './catalogue-enums';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * Supplier contracts, fact sheets and rate sheets. Files are at most 5 MB, so they live in the
 * database with the rest of the supplier's data: one backup, one transaction, nothing on disk
 * that a second server would not see.
 */
export const supplierAttachments = pgTable(
  'supplier_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: attachmentKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    description: text('description').notNull().default(''),
    content: bytea('content').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('supplier_attachments_supplier_idx').on(table.supplierId)],
);
