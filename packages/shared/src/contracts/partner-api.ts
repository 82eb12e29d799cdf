import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { ZId, ZIdParams, ZQueryId } from './primitives';

/**
 * The partner API's keys and webhooks (docs/partner-api.md). The partner endpoints themselves
 * (/api/partner/v1/…) reuse the agent's contracts and are described by /api/openapi.json.
 *
 * Agency side, `partner-api.manage` (agency administrators):
 * GET    /api/app/api-keys                        -> { data: ZApiKey[] }
 * POST   /api/app/api-keys      ZCreateApiKeyRequest -> 201 ZCreatedApiKey (the key, shown once)
 * POST   /api/app/api-keys/:id/revoke              -> ZApiKey
 * GET    /api/app/webhooks                         -> { data: ZWebhookEndpoint[] }
 * POST   /api/app/webhooks      ZWebhookEndpointRequest -> 201 ZWebhookEndpoint
 * PUT    /api/app/webhooks/:id  ZWebhookEndpointRequest -> ZWebhookEndpoint
 * DELETE /api/app/webhooks/:id                     -> 204
 * GET    /api/app/webhooks/:id/deliveries?page&per_page -> zPaginated(ZWebhookDelivery)
 * GET    /api/app/webhook-deliveries/:id           -> ZWebhookDeliveryDetail
 * POST   /api/app/webhook-deliveries/:id/replay    -> ZWebhookDeliveryDetail
 * Back office, `webhooks.manage`: the same under /api/admin/webhooks and
 * /api/admin/webhook-deliveries, for the operator's own endpoints and every agency's deliveries,
 * and the list of every delivery:
 * GET    /api/admin/webhook-deliveries?page&per_page&status&agencyId
 *                                                  -> zPaginated(ZAdminWebhookDelivery)
 * GET    /api/admin/webhook-deliveries/export.csv?status&agencyId -> text/csv
 */

/** What a key may do. `read` is implied by every other scope. */
export const API_KEY_SCOPES = ['read', 'quote', 'book', 'pay'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { message: 'Choose a scope from the list' });

export const ZCreateApiKeyRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(60, 'This field must be 60 or less characters'),
  scopes: z
    .array(ZApiKeyScope)
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;
export type TCreateApiKeyRequestInput = z.input<typeof ZCreateApiKeyRequest>;

export const ZApiKey = z.object({
  id: ZId,
  name: z.string(),
  /** The key's first characters, to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(ZApiKeyScope),
  /** The agency user the key acts as. */
  userName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZCreatedApiKey = ZApiKey.extend({
  /** The whole key: shown once, in this answer only. */
  key: z.string(),
});
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyList = z.object({ data: z.array(ZApiKey) });

export const ZApiKeyParams = ZIdParams;

/** The events a webhook endpoint can pick. */
export const WEBHOOK_EVENT_TYPES = [
  'file.status_changed',
  'line.confirmed',
  'line.declined',
  'invoice.issued',
  'credit_note.issued',
  'payment.received',
  'booking.amended',
  'booking.cancelled',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  message: 'Choose an event from the list',
});

/** An http(s) address without credentials, checked by zod: this package has no platform `URL`. */
const ZWebAddress = z.url({ protocol: /^https?$/ });

export const ZWebhookEndpointRequest = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(500, 'This field must be 500 or less characters')
    .refine(
      // Credentials in the address would be sent to the receiver and shown in every list.
      (value) => ZWebAddress.safeParse(value).success && !/^[a-z]+:\/\/[^/?#]*@/i.test(value),
      'Must be a web address starting with https://',
    ),
  description: z.string().trim().max(200, 'This field must be 200 or less characters').default(''),
  events: z
    .array(ZWebhookEventType)
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((event) => events.includes(event))),
  isActive: z.boolean().default(true),
});
export type TWebhookEndpointRequest = z.infer<typeof ZWebhookEndpointRequest>;
export type TWebhookEndpointRequestInput = z.input<typeof ZWebhookEndpointRequest>;

export const ZWebhookEndpoint = z.object({
  id: ZId,
  /** Null for the operator's own endpoints. */
  agencyId: ZId.nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEventType),
  isActive: z.boolean(),
  /** The signing secret the receiver verifies with (docs/partner-api.md, "Verifying"). */
  secret: z.string(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ data: z.array(ZWebhookEndpoint) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const ZWebhookDelivery = z.object({
  id: ZId,
  endpointId: ZId,
  endpointUrl: z.string(),
  eventId: z.string(),
  eventType: ZWebhookEventType,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  /** The receiver's answer to the last attempt; null before one, or when it was not reached. */
  lastResponseStatus: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookAttempt = z.object({
  number: z.number().int().min(1),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().min(0),
  /** Who asked for this attempt by replaying; null for scheduled tries. */
  replayedBy: z.string().nullable(),
  attemptedAt: z.string(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookDeliveryDetail = ZWebhookDelivery.extend({
  /** Exactly the JSON body the receiver gets. */
  payload: z.record(z.string(), z.unknown()),
  attemptList: z.array(ZWebhookAttempt),
});
export type TWebhookDeliveryDetail = z.infer<typeof ZWebhookDeliveryDetail>;

export const ZWebhookDeliveryListQuery = ZPageQuery.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type TWebhookDeliveryListQuery = z.infer<typeof ZWebhookDeliveryListQuery>;

export const ZWebhookDeliveryParams = z.object({ id: ZQueryId });

/** The back office's list of every delivery (all agencies' and the operator's own). */
export const ZAdminWebhookDeliveryListQuery = ZWebhookDeliveryListQuery.extend({
  agencyId: ZQueryId.optional(),
});
export type TAdminWebhookDeliveryListQuery = z.infer<typeof ZAdminWebhookDeliveryListQuery>;

/** Its CSV export (…/export.csv): the same filters, every page. */
export const ZAdminWebhookDeliveryCsvQuery = ZAdminWebhookDeliveryListQuery.omit({
  page: true,
  per_page: true,
});
export type TAdminWebhookDeliveryCsvQuery = z.infer<typeof ZAdminWebhookDeliveryCsvQuery>;

export const ZAdminWebhookDelivery = ZWebhookDelivery.extend({
  /** Whose endpoint it went to; null for the operator's own. */
  agencyId: ZId.nullable(),
  agencyName: z.string().nullable(),
});
export type TAdminWebhookDelivery = z.infer<typeof ZAdminWebhookDelivery>;

/**
 * The JSON body of every delivery (docs/partner-api.md, "Webhooks"). `data` always names the file
 * (`reference`, `yourReference`, `status`: the file's status when the event happened) and adds:
 * `file.status_changed` from, to, reason; `booking.cancelled` from, reason; `line.confirmed` and
 * `line.declined` line { id, name, date, status, confirmation } and reason; `booking.amended`
 * version, travelDate, netDeltaCents, sellDeltaCents; `payment.received` payment { id,
 * amountCents, currency, method, reference }; `invoice.issued` invoice { id, number, issuedOn,
 * totalCents, gstCents, depositCents, depositDueOn, balanceDueOn, currency }; `credit_note.issued`
 * creditNote { id, number, invoiceNumber, issuedOn, totalCents, gstCents, reason, currency }.
 */
export const ZWebhookEvent = z.object({
  /** "evt_…": the same for every endpoint told of the event; receivers dedupe on it. */
  id: z.string(),
  type: ZWebhookEventType,
  createdAt: z.string(),
  /** The agency whose file it is. */
  agencyId: ZId,
  data: z.record(z.string(), z.unknown()),
});
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;
