import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@portal/shared/contracts/reviews';
import { files } from './files';
import { users } from './users';

export const TRAVELLER_LINK_KINDS = ['travel-app', 'quote'] as const;
export const travellerLinkKind = pgEnum('traveller_link_kind', TRAVELLER_LINK_KINDS);

/**
 * Bearer links the agent hands to the traveller (travel app, public quote). The token is stored
 * as is so the same link can be shown again; it is 24 random bytes, url-safe base64. One live
 * (not revoked) link per file and kind.
 */
export const travellerLinks = pgTable(
  'traveller_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: travellerLinkKind('kind').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('traveller_links_live_file_kind_key')
      .on(table.fileId, table.kind)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** The traveller's emergency contact (SPEC section 5), one per file, edited from the travel app. */
export const travellerEmergencyContacts = pgTable('traveller_emergency_contacts', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  fullName: text('full_name').notNull(),
  relationship: text('relationship').notNull().default(''),
  phone: text('phone').notNull(),
  email: text('email').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pending until the back office publishes or hides it (contracts/reviews.ts). */
export const TRAVELLER_REVIEW_STATUSES = REVIEW_STATUSES;
export const travellerReviewStatus = pgEnum('traveller_review_status', TRAVELLER_REVIEW_STATUSES);

export interface TServiceRating {
  serviceLineId: number;
  rating: number;
}

/**
 * Feedback left in the travel app: one per booking, pending until moderated. The back office may
 * reply (the traveller reads it in the travel app); who moderated and replied is kept by name as
 * well, so it reads the same after a user is renamed or removed.
 */
export const travellerReviews = pgTable(
  'traveller_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    tripRating: integer('trip_rating').notNull(),
    comment: text('comment').notNull().default(''),
    serviceRatings: jsonb('service_ratings').$type<TServiceRating[]>().notNull().default([]),
    status: travellerReviewStatus('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedByUserId: integer('moderated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    moderatedByName: text('moderated_by_name'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByUserId: integer('replied_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    repliedByName: text('replied_by_name'),
  },
  (table) => [
    index('traveller_reviews_status_idx').on(table.status, table.submittedAt),
    // The moderation list without a status filter, newest first.
    index('traveller_reviews_submitted_idx').on(table.submittedAt, table.id),
    check('traveller_reviews_rating_chk', sql`${table.tripRating} between 1 and 5`),
  ],
);

/** The traveller accepted the public quote: once per file. */
export const quoteAcceptances = pgTable('quote_acceptances', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  comment: text('comment').notNull().default(''),
  ip: text('ip').notNull().default(''),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});
