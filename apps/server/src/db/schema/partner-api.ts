import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { users } from './users';

/**
 * The partner API (docs/partner-api.md): keys an agency's systems call it with, the endpoints
 * that hear about its bookings (signed webhooks), each delivery and every attempt at it.
 */

/** An agency's API key. Only the SHA-256 of the secret is kept; the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key ("fw_live_ab12…"), so a person can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key: a key is long and random, so a fast hash is enough. */
    secretHash: text('secret_hash').notNull(),
    /** What the key may do: read, quote, book, pay (contracts/partner-api.ts). */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** The agency user the key acts as: its calls are that user's, and stop when the user does. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_idx').on(table.secretHash),
    index('api_keys_agency_idx').on(table.agencyId),
  ],
);

/**
 * A partner POST's Idempotency-Key and the answer it got, so a repeat gets the same answer and
 * does nothing again (Stripe's idempotent requests). Keys are per API key.
 */
export const partnerIdempotency = pgTable(
  'partner_idempotency',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, route and SHA-256 of the body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('partner_idempotency_key_idx').on(table.apiKeyId, table.key)],
);

/** Where an agency (or, with no agency, the operator) wants to hear about events. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null: the operator's own endpoint, which hears about every agency's files. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it wants (contracts/partner-api.ts, WEBHOOK_EVENT_TYPES). */
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret ("whsec_…"); shown to the endpoint's owner, who verifies with it. */
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_agency_idx').on(table.agencyId)],
);

/** One event for one endpoint: queued in the transaction that caused it, sent after commit. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id ("evt_…"): the same for every endpoint told of it, so receivers can dedupe. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (another attempt is due), delivered, failed (gave up after a day). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Another instance's claim on a due delivery, so two never send it at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Every attempt at a delivery, with what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first try; a replay goes on counting. */
    number: integer('number').notNull(),
    /** The HTTP status the receiver answered; null when it could not be reached. */
    responseStatus: integer('response_status'),
    /** The first 1,000 characters of its answer. */
    responseBody: text('response_body'),
    /** Why no answer came (refused, timed out). */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** Who asked for a replay; null for the scheduled tries. */
    replayedByUserId: integer('replayed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.number)],
);
