import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTICE_LEVELS } from '@portal/shared/contracts/realtime';
import { NOTICE_AUDIENCES } from '@portal/shared/domain/realtime-channels';
import { agencies } from './agencies';
import { suppliers } from './suppliers';
import { users } from './users';

export const noticeLevel = pgEnum('notice_level', NOTICE_LEVELS);
export const noticeAudience = pgEnum('notice_audience', NOTICE_AUDIENCES);

/**
 * Every live notice an administrator published (/admin/notices): browsers only show a notice
 * while they are open, so this is the back office's record of what went out, to whom and by whom.
 * The publisher's name is kept with the row so it still reads well after the user is gone.
 */
export const publishedNotices = pgTable(
  'published_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The id browsers received with notice.published. */
    noticeId: text('notice_id').notNull().unique('published_notices_notice_id_key'),
    message: text('message').notNull(),
    level: noticeLevel('level').notNull(),
    audience: noticeAudience('audience').notNull(),
    /** The one channel it went to (one agency's or supplier's, when targeted). */
    channel: text('channel').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    publishedByUserId: integer('published_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('published_notices_published_at_idx').on(table.publishedAt, table.id)],
);
