import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNTING_DOCUMENT_TYPES,
  ACCOUNTING_EXPORT_KINDS,
} from '@portal/shared/domain/accounting-export';
import { brands } from './brands';
import { users } from './users';

export const accountingExportKind = pgEnum('accounting_export_kind', ACCOUNTING_EXPORT_KINDS);
export const accountingDocumentType = pgEnum('accounting_document_type', ACCOUNTING_DOCUMENT_TYPES);

/**
 * The export log: one row per file handed to the accounting system, with the file itself so it can
 * be downloaded again exactly as it was exported.
 */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: accountingExportKind('kind').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Documents exported before were included on purpose. */
    reexport: boolean('reexport').notNull().default(false),
    documentCount: integer('document_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    fileName: text('file_name').notNull(),
    csv: text('csv').notNull(),
    /**
     * The Idempotency-Key the export was asked with and a hash of the request: a retry answers this
     * export, the key with another request is refused (ADR 016).
     */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounting_exports_brand_idx').on(table.brandId, table.createdAt),
    uniqueIndex('accounting_exports_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

/** Which documents each export carried: a later export leaves them out unless re-exporting. */
export const accountingExportDocuments = pgTable(
  'accounting_export_documents',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => accountingExports.id, { onDelete: 'cascade' }),
    documentType: accountingDocumentType('document_type').notNull(),
    documentId: integer('document_id').notNull(),
  },
  (table) => [
    uniqueIndex('accounting_export_documents_key').on(
      table.exportId,
      table.documentType,
      table.documentId,
    ),
    index('accounting_export_documents_document_idx').on(table.documentType, table.documentId),
  ],
);
