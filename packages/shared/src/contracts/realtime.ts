import { z } from 'zod';
import { NOTICE_AUDIENCES } from '../domain/realtime-channels';
import { ZUserKind } from './auth';
import { ZContentBatchProgressEvent } from './content';
import { ZBookingAlertRaisedEvent } from './supplier-requests';
import { ZQuoteAcceptedEvent } from './traveller';

/**
 * Live updates: the events the server pushes and the HTTP calls around them (SPEC section 7:
 * POST /broadcasting/auth and /broadcasting/user-auth). Events carry identifiers and the new
 * state, never a whole record: clients refetch what they show when the payload is not enough.
 */

/** Pusher socket ids are two numbers joined by a dot. */
export const ZSocketId = z
  .string()
  .trim()
  .regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id is not valid.');

/** The characters Pusher allows in a channel name, and its length limit. */
export const ZChannelName = z
  .string()
  .trim()
  .min(1, 'The channel name is required.')
  .max(200)
  .regex(/^[A-Za-z0-9_\-=@,.;]+$/, 'The channel name is not valid.');

/** POST /broadcasting/auth (form-encoded, as pusher-js sends it). */
export const ZChannelAuthRequest = z.object({ socket_id: ZSocketId, channel_name: ZChannelName });
export type TChannelAuthRequest = z.infer<typeof ZChannelAuthRequest>;

export const ZChannelAuthResponse = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
  shared_secret: z.string().optional(),
});
export type TChannelAuthResponse = z.infer<typeof ZChannelAuthResponse>;

/** POST /broadcasting/user-auth (pusher-js user sign-in). */
export const ZUserAuthRequest = z.object({ socket_id: ZSocketId });
export type TUserAuthRequest = z.infer<typeof ZUserAuthRequest>;

export const ZUserAuthResponse = z.object({ auth: z.string(), user_data: z.string() });
export type TUserAuthResponse = z.infer<typeof ZUserAuthResponse>;

/** What presence channels and user sign-in say about a member: no e-mail, no ids of others. */
export const ZRealtimeUserInfo = z.object({
  name: z.string(),
  kind: ZUserKind,
});
export type TRealtimeUserInfo = z.infer<typeof ZRealtimeUserInfo>;

export const REALTIME_DRIVERS = ['builtin', 'pusher'] as const;
export type TRealtimeDriver = (typeof REALTIME_DRIVERS)[number];

/**
 * GET /api/realtime/config: everything pusher-js needs, nothing secret. Null means "the page's
 * own" (host, port, TLS) for the built-in driver, and pusher-js's default for the hosted one.
 */
export const ZRealtimeClientConfig = z.object({
  driver: z.enum(REALTIME_DRIVERS),
  key: z.string(),
  cluster: z.string(),
  wsHost: z.string().nullable(),
  wsPort: z.number().int().nullable(),
  wssPort: z.number().int().nullable(),
  forceTLS: z.boolean().nullable(),
  wsPath: z.string(),
  enabledTransports: z.array(z.enum(['ws', 'wss'])),
});
export type TRealtimeClientConfig = z.infer<typeof ZRealtimeClientConfig>;

const ZIsoDateTime = z.iso.datetime({ offset: true });
const ZReference = z.string().trim().min(1).max(40);
const ZId = z.number().int().positive();
const ZCurrency = z.enum(['NZD', 'AUD']);

export const ZBookingStatusChangedEvent = z.object({
  bookingReference: ZReference,
  agencyId: ZId,
  status: z.string().max(60),
  previousStatus: z.string().max(60).nullable(),
  changedAt: ZIsoDateTime,
});

export const ZServiceLineUpdatedEvent = z.object({
  bookingReference: ZReference,
  agencyId: ZId,
  serviceLineId: ZId,
  status: z.string().max(60),
  changedAt: ZIsoDateTime,
});

/**
 * A client file changed (saved, repriced, a service added or removed, a version restored...):
 * browsers showing it refetch. Status moves also send booking.status-changed.
 */
export const ZFileUpdatedEvent = z.object({
  fileId: ZId,
  bookingReference: ZReference,
  agencyId: ZId,
  /** The file event action (contracts/files.ts FILE_EVENT_ACTIONS). */
  action: z.string().max(60),
  version: z.number().int().min(1),
  changedAt: ZIsoDateTime,
});

export const ZSupplierRequestChangedEvent = z.object({
  supplierRequestId: ZId,
  supplierId: ZId,
  bookingReference: ZReference,
  status: z.string().max(60),
  changedAt: ZIsoDateTime,
});

/** A supplier's rate proposal was made, withdrawn, approved or rejected (supplier and back office). */
export const ZRateProposalChangedEvent = z.object({
  proposalId: ZId,
  supplierId: ZId,
  productId: ZId,
  status: z.string().max(60),
  changedAt: ZIsoDateTime,
});

/** What changed a supplier invoice or payment run (the audit action, without its entity). */
export const SUPPLIER_PAYABLES_ACTIONS = [
  'entered',
  'imported',
  'line-matched',
  'line-unmatched',
  'approved',
  'unapproved',
  'voided',
  'paid',
] as const;

/**
 * Supplier payables moved (back office only): an invoice entered, imported, matched, approved,
 * voided or paid by a run. Each moves figures on every payables list, so the screens refetch.
 */
export const ZSupplierPayablesChangedEvent = z.object({
  action: z.enum(SUPPLIER_PAYABLES_ACTIONS),
  /** The invoice changed; null for an import or a run (many at once). */
  supplierInvoiceId: ZId.nullable(),
  paymentRunId: ZId.nullable(),
  changedAt: ZIsoDateTime,
});

export const ZInvoiceCreatedEvent = z.object({
  invoiceId: ZId,
  invoiceNumber: z.string().max(40),
  bookingReference: ZReference,
  agencyId: ZId,
  totalCents: z.number().int(),
  currency: ZCurrency,
  createdAt: ZIsoDateTime,
});

export const ZPaymentRecordedEvent = z.object({
  paymentId: ZId,
  bookingReference: ZReference,
  agencyId: ZId,
  amountCents: z.number().int(),
  currency: ZCurrency,
  recordedAt: ZIsoDateTime,
});

export const ZCreditNoteCreatedEvent = z.object({
  creditNoteId: ZId,
  creditNoteNumber: z.string().max(40),
  bookingReference: ZReference,
  agencyId: ZId,
  totalCents: z.number().int(),
  currency: ZCurrency,
  createdAt: ZIsoDateTime,
});

export const ZVersionDeployedEvent = z.object({
  version: z.string().min(1).max(100),
  deployedAt: ZIsoDateTime,
});

export const NOTICE_LEVELS = ['info', 'warning', 'critical'] as const;
export type TNoticeLevel = (typeof NOTICE_LEVELS)[number];

export const ZNotice = z.object({
  id: z.string().min(1).max(64),
  message: z.string().min(1).max(500),
  level: z.enum(NOTICE_LEVELS),
  audience: z.enum(NOTICE_AUDIENCES),
  publishedAt: ZIsoDateTime,
});
export type TNotice = z.infer<typeof ZNotice>;

/**
 * A notice was sent and kept: the back office's list of notices sent follows it. Separate from
 * 'notice.published', which goes to the notice's audience before the record exists.
 */
export const ZNoticeRecordedEvent = z.object({
  id: ZId,
  noticeId: z.string().min(1).max(64),
  publishedAt: ZIsoDateTime,
});

/** The event name is the key; the value validates its payload on both ends. */
export const REALTIME_EVENT_SCHEMAS = {
  'booking.status-changed': ZBookingStatusChangedEvent,
  'service-line.updated': ZServiceLineUpdatedEvent,
  'file.updated': ZFileUpdatedEvent,
  'supplier-request.changed': ZSupplierRequestChangedEvent,
  'rate-proposal.changed': ZRateProposalChangedEvent,
  'supplier-payables.changed': ZSupplierPayablesChangedEvent,
  'booking-alert.raised': ZBookingAlertRaisedEvent,
  'invoice.created': ZInvoiceCreatedEvent,
  'payment.recorded': ZPaymentRecordedEvent,
  'credit-note.created': ZCreditNoteCreatedEvent,
  'version.deployed': ZVersionDeployedEvent,
  'notice.published': ZNotice,
  'notice.recorded': ZNoticeRecordedEvent,
  'quote.accepted': ZQuoteAcceptedEvent,
  'content.batch-progress': ZContentBatchProgressEvent,
} as const;

export type TRealtimeEventName = keyof typeof REALTIME_EVENT_SCHEMAS;
export type TRealtimeEventPayload<E extends TRealtimeEventName> = z.infer<
  (typeof REALTIME_EVENT_SCHEMAS)[E]
>;
export const REALTIME_EVENT_NAMES = Object.keys(REALTIME_EVENT_SCHEMAS) as TRealtimeEventName[];

/** POST /api/admin/notices. */
export const ZPublishNoticeRequest = z
  .object({
    message: z.string().trim().min(1).max(500),
    level: z.enum(NOTICE_LEVELS).default('info'),
    audience: z.enum(NOTICE_AUDIENCES),
    agencyId: ZId.nullish(),
    supplierId: ZId.nullish(),
  })
  .refine((body) => !body.agencyId || body.audience === 'agents', {
    path: ['agencyId'],
    message: 'An agency can only be chosen for the agents audience.',
  })
  .refine((body) => !body.supplierId || body.audience === 'suppliers', {
    path: ['supplierId'],
    message: 'A supplier can only be chosen for the suppliers audience.',
  });
export type TPublishNoticeRequest = z.input<typeof ZPublishNoticeRequest>;

export const ZPublishNoticeResponse = z.object({ notice: ZNotice, channel: z.string() });
export type TPublishNoticeResponse = z.infer<typeof ZPublishNoticeResponse>;
