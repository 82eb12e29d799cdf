import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TAgencyLogoContentType } from '@portal/shared/domain/client-documents';
import { agencies } from './agencies';
import { bytea } from './bytea';

/**
 * An agency's logo for agent-branded client documents: one PNG or JPEG of at most 1 MB, kept in
 * the database like the supplier attachments (one backup, nothing on one server's disk). Its own
 * table so that reading agencies never loads the bytes.
 */
export const agencyLogos = pgTable(
  'agency_logos',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<TAgencyLogoContentType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'agency_logos_content_type_chk',
      sql`${table.contentType} in ('image/png', 'image/jpeg')`,
    ),
  ],
);
