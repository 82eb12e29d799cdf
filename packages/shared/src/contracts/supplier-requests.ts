import { z } from 'zod';
import { ZQueryId } from './primitives';
import { ZPageQuery, zPaginated } from './pagination';

/**
 * Supplier requests (issue 7): what a supplier is asked about one service line of a booking —
 * book it (new), change it (amend), release it (cancel) or know it is booked (notice) — and the supplier's answer. Suppliers
 * answer either signed in (/supplier-app, /api/supplier/...) or from the emailed link
 * (/supplier/service/{token}, /api/supplier-links/{token}/...), which needs no login: the token is
 * bound to one request, expires after the service date and can be revoked by the back office.
 */

const ZId = z.number().int().positive();
const ZIsoDate = z.iso.date();
const ZIsoDateTime = z.string();

/**
 * new: book it; amend: change it; cancel: release it; notice: it was booked from the supplier's
 * allotment or free sell and is confirmed already (docs/pricing.md, "Instant confirmation"): the
 * supplier is told, not asked, and may still decline it before the service date.
 */
export const SUPPLIER_REQUEST_KINDS = ['new', 'amend', 'cancel', 'notice'] as const;
export const ZSupplierRequestKind = z.enum(SUPPLIER_REQUEST_KINDS);
export type TSupplierRequestKind = z.infer<typeof ZSupplierRequestKind>;

/**
 * pending: written with the booking change, not yet mailed; sent: mailed, waiting for the
 * supplier; confirmed / provisional / waitlisted / declined: the supplier's answer to a new or
 * amend request (TripCreator's Confirmed, Provisional, Waitlisted, Declined; provisional holds
 * the service until an option expiry date);
 * released: the supplier acknowledged a cancel request; cancelled: overtaken (the booking was
 * cancelled before the supplier answered).
 */
export const SUPPLIER_REQUEST_STATUSES = [
  'pending',
  'sent',
  'confirmed',
  'waitlisted',
  'declined',
  'released',
  'cancelled',
  'provisional',
] as const;
export const ZSupplierRequestStatus = z.enum(SUPPLIER_REQUEST_STATUSES);
export type TSupplierRequestStatus = z.infer<typeof ZSupplierRequestStatus>;

/** The three lists of the supplier app. */
export const SUPPLIER_REQUEST_LISTS = ['current', 'confirmed', 'cancelled'] as const;
export const ZSupplierRequestList = z.enum(SUPPLIER_REQUEST_LISTS);
export type TSupplierRequestList = z.infer<typeof ZSupplierRequestList>;

/** Which statuses each list of the supplier app shows. */
export const SUPPLIER_REQUEST_LIST_STATUSES: Record<
  TSupplierRequestList,
  readonly TSupplierRequestStatus[]
> = {
  current: ['pending', 'sent', 'waitlisted', 'provisional'],
  confirmed: ['confirmed'],
  cancelled: ['declined', 'released', 'cancelled'],
};

/** The guests and rooms of the booking as the supplier needs them for its own system. */
export const ZSupplierRequestGuest = z.object({
  title: z.string().nullable(),
  fullName: z.string(),
  isChild: z.boolean(),
});

export type TSupplierRequestGuest = z.infer<typeof ZSupplierRequestGuest>;

/** A guest as a supplier reads the name: "Mr Tom Walker". */
export function guestDisplayName(guest: Pick<TSupplierRequestGuest, 'title' | 'fullName'>): string {
  return [guest.title, guest.fullName].filter(Boolean).join(' ');
}

export const ZSupplierRequestRoom = z.object({
  roomType: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  guests: z.array(ZSupplierRequestGuest),
});

/**
 * What the supplier is asked: frozen when the request is sent (the snapshot shows it as sent).
 * A supplier deals with the operator only: it is told the trading name of the brand that sold the
 * booking, never the travel agency (a supplier told the agency could go round the operator), and
 * only the file's note to suppliers, never the agent's notes (written for the operator).
 */
export const ZSupplierRequestDetails = z.object({
  bookingReference: z.string(),
  bookingName: z.string(),
  /** The selling brand's trading name (settings `brands`). */
  operatorName: z.string(),
  serviceName: z.string(),
  serviceTypeCode: z.string(),
  date: ZIsoDate,
  endDate: ZIsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  span: z.number().int(),
  quantity: z.number().int(),
  pax: z.object({ adults: z.number().int(), children: z.number().int() }),
  rooms: z.array(ZSupplierRequestRoom),
  /**
   * Every named guest of the booking, the lead guest first, for every kind of service (a car or a
   * ferry needs the names as much as a hotel). Requests frozen before names were sent have none.
   */
  guests: z.array(ZSupplierRequestGuest).default([]),
  /** What the operator pays the supplier for this line, in the brand's currency. */
  costCents: z.number().int(),
  currency: z.enum(['NZD', 'AUD']),
  /** The file's "Note to suppliers" as it was when the request was sent. */
  supplierNote: z.string(),
});
export type TSupplierRequestDetails = z.infer<typeof ZSupplierRequestDetails>;

/**
 * Details as a request stores them (`supplier_requests.details`). Requests frozen before suppliers
 * were told the operator carry the agency's name and the agent's notes instead of `operatorName`
 * and `supplierNote`, and the oldest no guests: whatever shows them to a supplier reads them
 * field by field (the server's presentDetails), so neither old field ever leaves the server.
 */
export type TStoredSupplierRequestDetails = Omit<
  TSupplierRequestDetails,
  'operatorName' | 'supplierNote' | 'guests'
> &
  Partial<Pick<TSupplierRequestDetails, 'operatorName' | 'supplierNote' | 'guests'>> & {
    /** Frozen before the operator's name replaced it; never shown to a supplier. */
    agencyName?: string;
    /** The agent's notes, frozen before the note to suppliers replaced them; never shown. */
    notes?: string;
  };

export const SUPPLIER_REQUEST_ACTOR_KINDS = ['user', 'token', 'system', 'admin'] as const;

/** One entry of a request's history: sent, reminded, answered, reconfirmed, link revoked... */
export const ZSupplierRequestEvent = z.object({
  id: ZId,
  action: z.string(),
  actorKind: z.enum(SUPPLIER_REQUEST_ACTOR_KINDS),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: ZIsoDateTime,
});
export type TSupplierRequestEvent = z.infer<typeof ZSupplierRequestEvent>;

/** A request as the supplier (signed in or by link) and the back office see it. */
export const ZSupplierRequestView = z.object({
  id: ZId,
  kind: ZSupplierRequestKind,
  status: ZSupplierRequestStatus,
  supplierId: ZId,
  supplierName: z.string(),
  /** The service line now (its status follows the answers). */
  serviceLineId: ZId,
  lineStatus: z.string(),
  details: ZSupplierRequestDetails,
  /** As the supplier typed it; screens show it through `stripConfirmationSuffix`. */
  confirmation: z.string().nullable(),
  remarks: z.string(),
  /** Why the supplier declined, or what it offers instead (waitlisted). */
  reason: z.string(),
  /** A provisional answer holds the service until this date (the option expiry). */
  optionExpiresOn: ZIsoDate.nullable(),
  /** The supplier's cancellation number, given when it released the service. */
  cancellationNumber: z.string().nullable(),
  sentAt: ZIsoDateTime.nullable(),
  answeredAt: ZIsoDateTime.nullable(),
  reconfirmRequestedAt: ZIsoDateTime.nullable(),
  reconfirmedAt: ZIsoDateTime.nullable(),
  /** Which answers the caller may give now. */
  canAnswer: z.boolean(),
  /**
   * Whether the supplier may still correct the answer it gave (confirmed, declined, provisional):
   * until the service date, unless a later change of the booking overtook the request.
   */
  canCorrect: z.boolean(),
  canReconfirm: z.boolean(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TSupplierRequestView = z.infer<typeof ZSupplierRequestView>;

/** The snapshot page: the request as sent, and everything that happened to it since. */
export const ZSupplierRequestSnapshot = z.object({
  request: ZSupplierRequestView,
  history: z.array(ZSupplierRequestEvent),
});
export type TSupplierRequestSnapshot = z.infer<typeof ZSupplierRequestSnapshot>;

/** A row of Current Requests / Confirmed Bookings / Cancelled Bookings. */
export const ZSupplierRequestListItem = z.object({
  id: ZId,
  kind: ZSupplierRequestKind,
  status: ZSupplierRequestStatus,
  bookingReference: z.string(),
  bookingName: z.string(),
  serviceName: z.string(),
  serviceTypeCode: z.string(),
  date: ZIsoDate,
  endDate: ZIsoDate,
  pax: z.object({ adults: z.number().int(), children: z.number().int() }),
  /** The lead guest's name as sent ("Mr Tom Walker"), null when the booking named nobody. */
  leadGuest: z.string().nullable(),
  confirmation: z.string().nullable(),
  sentAt: ZIsoDateTime.nullable(),
  answeredAt: ZIsoDateTime.nullable(),
});
export type TSupplierRequestListItem = z.infer<typeof ZSupplierRequestListItem>;

/** GET /api/supplier/requests: one of the three lists, searched and filtered. */
export const ZSupplierRequestListQuery = ZPageQuery.extend({
  list: ZSupplierRequestList.default('current'),
  /** Booking reference, booking name or service name, part of a word. */
  q: z.string().trim().max(100).optional(),
  kind: ZSupplierRequestKind.optional(),
  date_from: ZIsoDate.optional(),
  date_to: ZIsoDate.optional(),
});
export type TSupplierRequestListQuery = z.infer<typeof ZSupplierRequestListQuery>;
export type TSupplierRequestListQueryInput = z.input<typeof ZSupplierRequestListQuery>;

/**
 * The supplier's answer (Confirm Service). confirm: a confirmation number (suffixes such as " -cl"
 * are kept as typed and removed for display), optional remarks; provisional: held until an option
 * expiry date, with the supplier's reference if it gives one; decline (Unable) and wait
 * (Wait / On Request) need a reason. A cancel request is answered with `release` and the
 * supplier's cancellation number. Until the service date a supplier may send a different answer
 * to correct the one it gave.
 */
/**
 * A correction names the answer it replaces, so that a second answer sent at the same moment (or
 * from a page left open) is refused rather than taken for a correction.
 */
export const CORRECTABLE_REQUEST_STATUSES = ['confirmed', 'declined', 'provisional'] as const;
const ZReplaces = z.enum(CORRECTABLE_REQUEST_STATUSES).optional();

export const ZSupplierAnswerRequest = z.discriminatedUnion('answer', [
  z.object({
    answer: z.literal('confirm'),
    confirmation: z.string().trim().min(1, 'This field is required').max(60),
    remarks: z.string().trim().max(1000).default(''),
    replaces: ZReplaces,
  }),
  z.object({
    answer: z.literal('provisional'),
    optionExpiresOn: z.iso.date({ message: 'This field must be a date' }),
    confirmation: z.string().trim().max(60).default(''),
    remarks: z.string().trim().max(1000).default(''),
    replaces: ZReplaces,
  }),
  z.object({
    answer: z.literal('decline'),
    reason: z.string().trim().min(1, 'This field is required').max(1000),
    replaces: ZReplaces,
  }),
  z.object({
    answer: z.literal('wait'),
    reason: z.string().trim().min(1, 'This field is required').max(1000),
    replaces: ZReplaces,
  }),
  z.object({
    answer: z.literal('release'),
    cancellationNumber: z.string().trim().min(1, 'This field is required').max(60),
    remarks: z.string().trim().max(1000).default(''),
  }),
]);
export type TSupplierAnswerRequest = z.infer<typeof ZSupplierAnswerRequest>;
export type TSupplierAnswerRequestInput = z.input<typeof ZSupplierAnswerRequest>;

/** POST .../reconfirm: the supplier reconfirms the service before travel. */
export const ZSupplierReconfirmRequest = z.object({
  remarks: z.string().trim().max(1000).default(''),
});
export type TSupplierReconfirmRequest = z.infer<typeof ZSupplierReconfirmRequest>;

/** Path parameters. Link tokens are url-safe base64 (32 random bytes → 43 characters). */
export const ZSupplierLinkParams = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.'),
});
export const ZSupplierRequestParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Back-office alerts: things a consultant must act on (a supplier declined, a request went
 * unanswered past its reminders). GET /api/admin/booking-alerts, POST .../{id}/resolve.
 */
export const BOOKING_ALERT_KINDS = ['supplier-declined', 'supplier-unanswered'] as const;
export const ZBookingAlert = z.object({
  id: ZId,
  kind: z.enum(BOOKING_ALERT_KINDS),
  message: z.string(),
  bookingReference: z.string(),
  fileId: ZId,
  supplierRequestId: ZId.nullable(),
  supplierName: z.string().nullable(),
  createdAt: ZIsoDateTime,
  resolvedAt: ZIsoDateTime.nullable(),
  resolvedByName: z.string().nullable(),
});
export type TBookingAlert = z.infer<typeof ZBookingAlert>;

export const ZBookingAlertListQuery = ZPageQuery.extend({
  state: z.enum(['open', 'resolved', 'all']).default('open'),
  q: z.string().trim().max(100).optional(),
});
export type TBookingAlertListQuery = z.infer<typeof ZBookingAlertListQuery>;
/** GET /api/admin/booking-alerts/export.csv: the list's filters, every page. */
export const ZBookingAlertCsvQuery = ZBookingAlertListQuery.omit({ page: true, per_page: true });
export type TBookingAlertCsvQuery = z.infer<typeof ZBookingAlertCsvQuery>;

/** Live: a back-office alert was raised (private-backoffice). */
export const ZBookingAlertRaisedEvent = z.object({
  alertId: ZId,
  kind: z.enum(BOOKING_ALERT_KINDS),
  bookingReference: z.string(),
  message: z.string(),
  raisedAt: ZIsoDateTime,
});

/** Booking settings the supplier workflow reads (settings key `bookings`; edited in issue 10). */
export const ZSupplierWorkflowSettings = z.object({
  /** Ask suppliers to reconfirm this many days before the service date. */
  reconfirmDaysBefore: z.number().int().min(0).max(60),
  /** Remind a supplier of an unanswered request after this many hours. */
  reminderAfterHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  /** Stop reminding (and raise an alert) after this many reminders. */
  maxReminders: z.number().int().min(0).max(10),
});
export type TSupplierWorkflowSettings = z.infer<typeof ZSupplierWorkflowSettings>;
export const DEFAULT_SUPPLIER_WORKFLOW_SETTINGS: TSupplierWorkflowSettings = {
  reconfirmDaysBefore: 7,
  reminderAfterHours: 24,
  maxReminders: 3,
};

/** GET /api/admin/supplier-requests: every supplier's requests, filtered. */
export const ZAdminSupplierRequestListQuery = ZPageQuery.extend({
  status: ZSupplierRequestStatus.optional(),
  supplier_id: ZQueryId.optional(),
  /** Part of a booking reference. */
  reference: z.string().trim().max(40).optional(),
  kind: ZSupplierRequestKind.optional(),
});
export type TAdminSupplierRequestListQuery = z.infer<typeof ZAdminSupplierRequestListQuery>;
export type TAdminSupplierRequestListQueryInput = z.input<typeof ZAdminSupplierRequestListQuery>;
/** GET /api/admin/supplier-requests/export.csv: the list's filters, every page. */
export const ZAdminSupplierRequestCsvQuery = ZAdminSupplierRequestListQuery.omit({
  page: true,
  per_page: true,
});
export type TAdminSupplierRequestCsvQuery = z.infer<typeof ZAdminSupplierRequestCsvQuery>;

/** A row of the back office's request list: the supplier's row plus who and how the line stands. */
export const ZAdminSupplierRequestListItem = ZSupplierRequestListItem.extend({
  supplierId: ZId,
  supplierName: z.string(),
  lineStatus: z.string(),
  reminderCount: z.number().int(),
});
export type TAdminSupplierRequestListItem = z.infer<typeof ZAdminSupplierRequestListItem>;

export const ZSupplierRequestListResponse = zPaginated(ZSupplierRequestListItem);
export const ZAdminSupplierRequestListResponse = zPaginated(ZAdminSupplierRequestListItem);
export const ZBookingAlertListResponse = zPaginated(ZBookingAlert);
export const ZSupplierRequestViewList = z.array(ZSupplierRequestView);
export const ZBookingAlertParams = z.object({ id: z.coerce.number().int().positive() });
