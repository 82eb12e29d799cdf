import { index, integer, pgEnum, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { fileServiceLines } from './files-lines';
import { suppliers } from './suppliers';

export const SUPPLIER_REQUEST_KINDS = ['new', 'amend', 'cancel'] as const;
/** Created pending; the supplier issue moves them on (sent, answered...). */
export const SUPPLIER_REQUEST_STATUSES = [
  'pending',
  'sent',
  'confirmed',
  'declined',
  'cancelled',
] as const;

export const supplierRequestKind = pgEnum('supplier_request_kind', SUPPLIER_REQUEST_KINDS);
export const supplierRequestStatus = pgEnum('supplier_request_status', SUPPLIER_REQUEST_STATUSES);

/**
 * What a supplier must be asked about a service line: book it (new), change it (amend) or release
 * it (cancel). Written in the same transaction as the booking change that needs it; the supplier
 * area and its mail pick them up from here.
 */
export const supplierRequests = pgTable(
  'supplier_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    serviceLineId: integer('service_line_id')
      .notNull()
      .references(() => fileServiceLines.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    kind: supplierRequestKind('kind').notNull(),
    status: supplierRequestStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('supplier_requests_supplier_status_idx').on(table.supplierId, table.status),
    index('supplier_requests_file_idx').on(table.fileId),
    index('supplier_requests_line_idx').on(table.serviceLineId),
  ],
);
