import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LABEL_COLOURS } from '@portal/shared/contracts/labels';
import { files } from './files';
import { users } from './users';

export const labelColour = pgEnum('label_colour', LABEL_COLOURS);

/** Coloured tags the back office puts on client files ("VIP", "Honeymoon", "Needs visa"). */
export const labels = pgTable('labels', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique('labels_name_key'),
  colour: labelColour('colour').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which labels a file carries. */
export const fileLabels = pgTable(
  'file_labels',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    addedByUserId: integer('added_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.labelId] }),
    index('file_labels_label_idx').on(table.labelId),
  ],
);
