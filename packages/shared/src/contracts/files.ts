import { z } from 'zod';
import { FILE_STATUSES, SERVICE_LINE_STATUSES, type TFileStatus } from '../domain/file-states';
import {
  CLIENT_MARKUP_MAX_BASIS_POINTS,
  TRAVELLER_PAYMENT_COLLECTORS,
} from '../domain/client-price';
import {
  ZAccommodationClass,
  ZPackageDrivingNote,
  ZPricingBasis,
  ZPricingModel,
  ZRoomTypeCode,
  ZServiceTypeCode,
} from './catalogue';
import { ZEventFact } from './events';
import { ZMailStatus } from './outbox';
import { ZPageQuery, zPaginated } from './pagination';
import { ZChildAges, ZRoomRequest, ZTaxCode } from './pricing';
import { ZBrandId, ZHhmmTime, ZId, ZIsoDate, ZQueryBoolean, ZQueryId } from './primitives';

/**
 * Client files: quotes and bookings (issue 6). A file is saved from a priced package, customised
 * (services added, removed, replaced; dates and rooms changed; repriced), copied, and requested as
 * a booking; back-office staff move it on through the state machine in domain/file-states.ts.
 *
 * Endpoints (agents: permission files.view to read, files.manage to change; only their own
 * agency's files: any other file is 404, never 403):
 * POST   /api/app/files                             ZCreateFileRequest -> 201 ZFileView
 * POST   /api/app/files/custom                      ZCreateCustomFileRequest -> 201 ZFileView
 * GET    /api/app/files?reference&yourReference&bookingName&travelDateFrom&travelDateTo&status
 *        &sort&direction&page&per_page               -> zPaginated(ZFileListItem)   (My Files)
 * GET    /api/app/files/:ref                        -> ZFileView
 * PATCH  /api/app/files/:ref                        ZUpdateFileRequest -> ZFileChangeResponse
 * POST   /api/app/files/:ref/lines                  ZAddServiceLineRequest -> ZFileChangeResponse
 * DELETE /api/app/files/:ref/lines/:lineId          -> ZFileChangeResponse
 * PUT    /api/app/files/:ref/lines/:lineId/replace  ZReplaceServiceLineRequest -> ZFileChangeResponse
 * POST   /api/app/files/:ref/reprice?dryRun=true    -> ZFileChangeResponse (dryRun: nothing saved)
 * GET    /api/app/files/:ref/versions               -> ZFileVersionList
 * GET    /api/app/files/:ref/versions/diff?from&to  -> ZFileVersionDiff
 * POST   /api/app/files/:ref/versions/:n/restore    -> ZFileChangeResponse
 * POST   /api/app/files/:ref/copy                   ZCopyFileRequest -> 201 ZFileView
 * POST   /api/app/files/:ref/request-booking/preview -> ZRequestBookingPreview
 * POST   /api/app/files/:ref/request-booking        ZRequestBookingRequest -> ZFileView
 *        (optional Idempotency-Key header: the same key sent again answers the booking it made)
 * POST   /api/app/files/:ref/cancel                 -> ZFileView
 * GET    /api/app/files/:ref/events?page&per_page   -> zPaginated(ZFileEvent)
 *
 * Back office (files.view-all to read, files.manage-all to change; every agency):
 * GET    /api/admin/files?...same filters...&agencyId -> zPaginated(ZAdminFileListItem)
 * GET    /api/admin/files/:ref                      -> ZAdminFileView (with supplier cost and margin)
 * POST   /api/admin/files/:ref/status               ZChangeFileStatusRequest -> ZAdminFileView
 * POST   /api/admin/files/:ref/lines/:lineId/status ZChangeLineStatusRequest -> ZAdminFileView
 * GET    /api/admin/files/:ref/events?page&per_page -> zPaginated(ZAdminFileTimelineEntry): the
 *        file's events and the emails queued for it, newest first
 * POST   /api/admin/files/:ref/credit-approval      ZApproveCreditRequest -> ZAdminFileView
 *        (finance.manage; optional Idempotency-Key): lifts a booking's credit hold; 409 when the
 *        booking is not on hold (docs/pricing.md, "Credit limits")
 *
 * Errors: 404 unknown reference (or another agency's); 409 `{ message }` for a move the state
 * machine refuses, for a change to a file that is no longer a quote, when allotment ran out while
 * requesting, or when prices changed since the preview (`expectedSellCents`); 422 for invalid
 * input (a product with no rate on the date: `productId`).
 *
 * Money is integer cents. Agents never see supplier cost; `sellCents` is the gross (client) price,
 * `commissionCents` the agency's commission and `netCents` what the agency pays. The web's client
 * view hides commission and net.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

export const ZFileStatus = z.enum(FILE_STATUSES);
export const ZServiceLineStatus = z.enum(SERVICE_LINE_STATUSES);

/** Brand prefix, dash, number: NZ-100234. Stored upper case; the path accepts any case. */
export const FILE_REFERENCE_PATTERN = /^[A-Z]{2}-\d{6,9}$/;
export const ZFileReference = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .regex(FILE_REFERENCE_PATTERN, { message: 'This is not a file reference' });

const ZBookingName = z.string().trim().min(1).max(120);
const ZYourReference = z.string().trim().max(60);
const ZNotes = z.string().trim().max(4000);
/**
 * "Note to suppliers": the one text of a file its suppliers read (on their requests). The agent's
 * `notes` are for the operator and never reach a supplier.
 */
const ZSupplierNote = ZNotes;

export const GUEST_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mstr'] as const;

/**
 * The latest calendar date anywhere on earth (UTC+14): a date of birth after it is in the future
 * wherever the agent is. The one clock read of the contracts; the engine itself never reads one.
 */
function latestDateOnEarth(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const ZDateOfBirth = ZIsoDate.refine((date) => date <= latestDateOnEarth(), {
  message: 'A date of birth cannot be in the future',
});

/**
 * Guest names are optional while quoting; a booking may carry them for vouchers. A child guest's
 * date of birth prices it by its age on each service date (docs/pricing.md, "Child ages").
 */
export const ZGuest = z.object({
  title: z.enum(GUEST_TITLES).nullable().default(null),
  fullName: z.string().trim().min(1).max(120),
  isChild: z.boolean().default(false),
  dateOfBirth: ZDateOfBirth.nullable().default(null),
});
export type TGuest = z.infer<typeof ZGuest>;

/** A room of the price form with its guests. */
export const ZFileRoom = z
  .object({
    roomType: ZRoomTypeCode,
    adults: z.number().int().min(1).max(4),
    children: z.number().int().min(0).max(3).default(0),
    /** The ages the price form gave (docs/pricing.md, "Child ages"); a guest's date of birth wins. */
    childAges: ZChildAges.optional(),
    guests: z.array(ZGuest).max(7).default([]),
  })
  .superRefine((room, ctx) => {
    const check = ZRoomRequest.safeParse({
      roomType: room.roomType,
      adults: room.adults,
      children: room.children,
      childAges: room.childAges,
    });
    if (!check.success) {
      for (const issue of check.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    if (room.guests.length > room.adults + room.children) {
      ctx.addIssue({
        code: 'custom',
        path: ['guests'],
        message: 'More guests than the room sleeps',
      });
    }
  });
export type TFileRoom = z.infer<typeof ZFileRoom>;
export type TFileRoomInput = z.input<typeof ZFileRoom>;

export const ZFileRooms = z.array(ZFileRoom).min(1).max(9);

// ---------------------------------------------------------------------------------------------
// Views

/** A saved service line as an agent sees it (no supplier cost). */
export const ZServiceLineView = z.object({
  id: ZId,
  /** Stable across repricing and versions; lines of two versions are matched by it. */
  key: z.string(),
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  /** Check-out or drop-off date, or the service's last day. */
  endDate: ZIsoDate,
  startTime: ZHhmmTime.nullable(),
  endTime: ZHhmmTime.nullable(),
  /** Null for a manual service (priced by hand in the back office, not from the catalogue). */
  productId: ZId.nullable(),
  /** A manual service keeps the price it was given: repricing never changes it. */
  isManual: z.boolean(),
  supplierId: ZId,
  supplierName: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  name: z.string(),
  basis: ZPricingBasis,
  /** Standard-rated at home, zero-rated (GST-free) abroad: docs/tax.md. */
  taxCode: ZTaxCode,
  /** Nights (accommodation), days (vehicles) or the days a service runs. */
  span: z.number().int().min(1),
  /** Rooms, vehicles, units or people. */
  quantity: z.number().int().min(0),
  status: ZServiceLineStatus,
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
  /** What the agency's client pays for it (domain/client-price.ts): the figure of the client view. */
  clientCents: z.number().int(),
  confirmation: z.string().nullable(),
  voucher: z.string().nullable(),
  remarks: z.string(),
  phone: z.string(),
  address: z.string(),
  /** True while allotment units are held for this line (from request booking until cancelled). */
  hasAllotmentHeld: z.boolean(),
  /** Why the supplier declined or waitlisted it, while the line is Unable or Wait; else "". */
  supplierReason: z.string(),
  /** What the agency keeps paying for it once cancelled (docs/pricing.md, "Cancellation fees"). */
  cancellationFeeCents: z.number().int(),
});
export type TServiceLineView = z.infer<typeof ZServiceLineView>;

export const ZAdminServiceLineView = ZServiceLineView.extend({
  costCents: z.number().int(),
  /** What its supplier charges the operator for the cancellation: owed to it (payables). */
  supplierChargeCents: z.number().int(),
});
export type TAdminServiceLineView = z.infer<typeof ZAdminServiceLineView>;

/** A day header: the day's title and story, where the travellers sleep, driving notes. */
export const ZFileDayHeader = z.object({
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  title: z.string(),
  description: z.string(),
  overnightLocationId: ZId.nullable(),
  drivingNotes: z.array(ZPackageDrivingNote),
});
export type TFileDayHeader = z.infer<typeof ZFileDayHeader>;

export const ZFileDay = ZFileDayHeader.extend({ lines: z.array(ZServiceLineView) });
export type TFileDay = z.infer<typeof ZFileDay>;

export const ZAdminFileDay = ZFileDayHeader.extend({ lines: z.array(ZAdminServiceLineView) });
export type TAdminFileDay = z.infer<typeof ZAdminFileDay>;

/**
 * A service that had no rate for its date when the quote was saved or repriced: it is not part of
 * the file (SPEC section 5: red services are not saved), but the customise screen lists it so the
 * agent can add an alternative (POST lines with `replacesDroppedKey`).
 */
export const ZDroppedLine = z.object({
  key: z.string(),
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  productId: ZId,
  name: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  span: z.number().int().min(1),
  missingRateDates: z.array(ZIsoDate),
});
export type TDroppedLine = z.infer<typeof ZDroppedLine>;

export const ZFileTotals = z.object({
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
  /** GST in the gross total. */
  gstCents: z.number().int(),
  /** GST in what the agency pays. */
  netGstCents: z.number().int(),
  /** What the agency's client pays (the published price unless a net agency sets its markup). */
  clientCents: z.number().int(),
  /** GST in the client price. */
  clientGstCents: z.number().int(),
});
export type TFileTotals = z.infer<typeof ZFileTotals>;

export const ZAdminFileTotals = ZFileTotals.extend({
  costCents: z.number().int(),
  /** Net less cost with the GST taken out of both (docs/tax.md), from the file's totals. */
  marginExGstCents: z.number().int(),
});

/** What the signed-in agent may do to the file now (the server refuses the rest anyway). */
export const ZFileAbilities = z.object({
  canEdit: z.boolean(),
  canRequestBooking: z.boolean(),
  canCancel: z.boolean(),
  /** A confirmed booking's dates can be moved (contracts/amendments.ts). */
  canAmend: z.boolean(),
  canCopy: z.boolean(),
  /** The statuses this caller may move the file to (admins: the status endpoint). */
  nextStatuses: z.array(ZFileStatus),
});
export type TFileAbilities = z.infer<typeof ZFileAbilities>;

/** How a credit hold lifted: the deposit was paid, or the back office approved the credit. */
export const CREDIT_RELEASES = ['deposit', 'approval'] as const;
export type TCreditRelease = (typeof CREDIT_RELEASES)[number];

/**
 * A booking requested over its agency's credit limit waits, unseen by its suppliers, until its
 * deposit is paid or the back office approves (docs/pricing.md, "Credit limits").
 */
export const ZFileCreditHold = z.object({
  heldAt: z.string(),
  /** The first invoice's deposit: paying it lifts the hold. */
  depositCents: z.number().int(),
  /** Null while the booking waits. */
  releasedAt: z.string().nullable(),
  release: z.enum(CREDIT_RELEASES).nullable(),
});
export type TFileCreditHold = z.infer<typeof ZFileCreditHold>;

/** Whether the booking waits now for its deposit or a credit approval (a cancelled one does not). */
export function isAwaitingCredit(file: {
  status: TFileStatus;
  creditHold: TFileCreditHold | null;
}): boolean {
  return (
    file.creditHold !== null &&
    file.creditHold.releasedAt === null &&
    file.status !== 'Cancellation' &&
    file.status !== 'Cancelled'
  );
}

const fileViewShape = {
  id: ZId,
  reference: z.string(),
  yourReference: z.string(),
  bookingName: z.string(),
  status: ZFileStatus,
  /** The file this one was copied from. */
  relatedReference: z.string().nullable(),
  travelDate: ZIsoDate,
  /** The last day of the trip. */
  endDate: ZIsoDate,
  brandId: ZBrandId,
  currency: z.enum(['NZD', 'AUD']),
  gstPercent: z.number().int(),
  agencyId: ZId,
  agencyName: z.string(),
  agentId: ZId,
  agentName: z.string(),
  packageId: ZId.nullable(),
  packageName: z.string().nullable(),
  accommodationClass: ZAccommodationClass.nullable(),
  pricingModel: ZPricingModel,
  /** Who takes the traveller's money: the operator through the travel app, or the agency. */
  travellerPayments: z.enum(TRAVELLER_PAYMENT_COLLECTORS),
  /** A net agency's markup for its client on this file; null: the client sees the published price. */
  clientMarkupBasisPoints: z.number().int().nullable(),
  rooms: z.array(ZFileRoom),
  pax: z.object({ adults: z.number().int(), children: z.number().int() }),
  notes: z.string(),
  supplierNote: z.string(),
  droppedLines: z.array(ZDroppedLine),
  /** The current version number (1 on creation; every save adds one). */
  version: z.number().int().min(1),
  abilities: ZFileAbilities,
  /** Null when the booking was never held for credit. */
  creditHold: ZFileCreditHold.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByName: z.string().nullable(),
  updatedByName: z.string().nullable(),
};

/**
 * A net agency's markup for its client, up to two decimals (20 means 20 %); null: the client sees
 * the published price (docs/pricing.md, "Two prices"). The agency's default and each file's own.
 */
export const ZClientMarkupPercent = z
  .number()
  .min(0)
  .max(CLIENT_MARKUP_MAX_BASIS_POINTS / 100)
  .multipleOf(0.01)
  .nullable();

/** PUT /api/app/files/:ref/client-markup */
export const ZClientMarkupRequest = z.object({ clientMarkupPercent: ZClientMarkupPercent });
export type TClientMarkupRequest = z.infer<typeof ZClientMarkupRequest>;

export const ZFileView = z.object({
  ...fileViewShape,
  days: z.array(ZFileDay),
  totals: ZFileTotals,
});
export type TFileView = z.infer<typeof ZFileView>;

export const ZAdminFileView = z.object({
  ...fileViewShape,
  days: z.array(ZAdminFileDay),
  totals: ZAdminFileTotals,
});
export type TAdminFileView = z.infer<typeof ZAdminFileView>;

/** A row of My Files. */
export const ZFileListItem = z.object({
  id: ZId,
  reference: z.string(),
  yourReference: z.string(),
  bookingName: z.string(),
  status: ZFileStatus,
  relatedReference: z.string().nullable(),
  travelDate: ZIsoDate,
  endDate: ZIsoDate,
  brandId: ZBrandId,
  currency: z.enum(['NZD', 'AUD']),
  agentName: z.string(),
  pax: z.object({ adults: z.number().int(), children: z.number().int() }),
  sellCents: z.number().int(),
  netCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFileListItem = z.infer<typeof ZFileListItem>;

export const ZAdminFileListItem = ZFileListItem.extend({
  agencyId: ZId,
  agencyName: z.string(),
});
export type TAdminFileListItem = z.infer<typeof ZAdminFileListItem>;

// ---------------------------------------------------------------------------------------------
// Lists

export const FILE_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'travelDate',
  'reference',
  'bookingName',
  'status',
] as const;
export type TFileSortField = (typeof FILE_SORT_FIELDS)[number];

/**
 * My Files filters (SPEC section 2: reference, your reference, booking name, travel date from,
 * travel date to, plus status). reference and yourReference match from the start, ignoring case;
 * bookingName matches words starting with each word typed ("smi" finds "John Smith").
 * `status` takes one status or several separated by commas.
 */
const fileFilterShape = {
  reference: z.string().trim().max(20).optional(),
  yourReference: z.string().trim().max(60).optional(),
  bookingName: z.string().trim().max(120).optional(),
  travelDateFrom: ZIsoDate.optional(),
  travelDateTo: ZIsoDate.optional(),
  status: z
    .string()
    .trim()
    .max(120)
    .transform((value, ctx) => {
      const statuses = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = statuses.filter(
        (status) => !(FILE_STATUSES as readonly string[]).includes(status),
      );
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown status ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return statuses as TFileStatus[];
    })
    .optional(),
  sort: z.enum(FILE_SORT_FIELDS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

function checkTravelDates(
  query: { travelDateFrom?: string | undefined; travelDateTo?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (query.travelDateFrom && query.travelDateTo && query.travelDateFrom > query.travelDateTo) {
    ctx.addIssue({
      code: 'custom',
      path: ['travelDateTo'],
      message: 'The end date must be on or after the start date',
    });
  }
}

export const ZFileListQuery = ZPageQuery.extend(fileFilterShape).superRefine(checkTravelDates);
export type TFileListQuery = z.infer<typeof ZFileListQuery>;
export type TFileListQueryInput = z.input<typeof ZFileListQuery>;

/** The back office's list: every agency, or one. */
export const ZAdminFileListQuery = ZPageQuery.extend({
  ...fileFilterShape,
  agencyId: ZQueryId.optional(),
}).superRefine(checkTravelDates);
export type TAdminFileListQuery = z.infer<typeof ZAdminFileListQuery>;

/** Path parameters. */
export const ZFileRefParams = z.object({ ref: ZFileReference });
export const ZFileLineParams = z.object({ ref: ZFileReference, lineId: ZQueryId });
export const ZFileVersionParams = z.object({
  ref: ZFileReference,
  n: z.coerce.number().int().min(1).max(100_000),
});

// ---------------------------------------------------------------------------------------------
// Changes

/**
 * Save a quote from the price form: the server prices the package again (never trusting prices
 * sent by a browser) and leaves out services with no rate (they come back in `droppedLines`).
 */
export const ZCreateFileRequest = z.object({
  packageId: ZId,
  travelDate: ZIsoDate,
  accommodationClass: ZAccommodationClass,
  rooms: ZFileRooms,
  bookingName: ZBookingName,
  yourReference: ZYourReference.default(''),
  notes: ZNotes.default(''),
  supplierNote: ZSupplierNote.default(''),
});
export type TCreateFileRequest = z.infer<typeof ZCreateFileRequest>;
export type TCreateFileRequestInput = z.input<typeof ZCreateFileRequest>;

/** The longest custom trip: the longest package and the longest service span. */
export const CUSTOM_FILE_MAX_NIGHTS = 60;

/**
 * A custom quote from scratch (SPEC section 1: "a custom quote or booking"): no package, only the
 * trip's dates, rooms and guests. Its days are empty; services are added day by day from product
 * search (POST lines), priced like any other.
 */
export const ZCreateCustomFileRequest = z.object({
  travelDate: ZIsoDate,
  nights: z.number().int().min(1).max(CUSTOM_FILE_MAX_NIGHTS),
  rooms: ZFileRooms,
  bookingName: ZBookingName,
  yourReference: ZYourReference.default(''),
  notes: ZNotes.default(''),
  supplierNote: ZSupplierNote.default(''),
});
export type TCreateCustomFileRequest = z.infer<typeof ZCreateCustomFileRequest>;
export type TCreateCustomFileRequestInput = z.input<typeof ZCreateCustomFileRequest>;

/**
 * Any subset. A new travel date moves every service by the same number of days; new rooms
 * reprice every line. Names, reference and notes (the note to suppliers too) change nothing
 * else. Quotes only.
 */
export const ZUpdateFileRequest = z
  .object({
    bookingName: ZBookingName,
    yourReference: ZYourReference,
    notes: ZNotes,
    supplierNote: ZSupplierNote,
    travelDate: ZIsoDate,
    rooms: ZFileRooms,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type TUpdateFileRequest = z.infer<typeof ZUpdateFileRequest>;

/** Add a service from the catalogue (product search) on a date of the trip. */
export const ZAddServiceLineRequest = z.object({
  productId: ZId,
  date: ZIsoDate,
  /** Nights for accommodation, days for vehicles, else the days the service runs (1). */
  span: z.number().int().min(1).max(60).default(1),
  startTime: ZHhmmTime.nullable().default(null),
  endTime: ZHhmmTime.nullable().default(null),
  remarks: z.string().trim().max(1000).default(''),
  /** The dropped (red) service this one is the alternative for; it leaves `droppedLines`. */
  replacesDroppedKey: z.string().max(120).nullable().default(null),
});
export type TAddServiceLineRequest = z.infer<typeof ZAddServiceLineRequest>;
export type TAddServiceLineRequestInput = z.input<typeof ZAddServiceLineRequest>;

/** Another product in the line's place: same day, dates and span unless given. */
export const ZReplaceServiceLineRequest = z.object({
  productId: ZId,
  date: ZIsoDate.optional(),
  span: z.number().int().min(1).max(60).optional(),
});
export type TReplaceServiceLineRequest = z.infer<typeof ZReplaceServiceLineRequest>;

export const ZRepriceQuery = z.object({ dryRun: ZQueryBoolean.default(false) });
export type TRepriceQuery = z.infer<typeof ZRepriceQuery>;

export const ZCopyFileRequest = z.object({
  bookingName: ZBookingName.optional(),
  yourReference: ZYourReference.optional(),
  /** Moves the copy's services to this date. */
  travelDate: ZIsoDate.optional(),
});
export type TCopyFileRequest = z.infer<typeof ZCopyFileRequest>;

export const ZRequestBookingRequest = z.object({
  /** The total the agent accepted in the preview; if repricing now differs, 409 and nothing changes. */
  expectedSellCents: z.number().int().nullable().default(null),
});
export type TRequestBookingRequest = z.infer<typeof ZRequestBookingRequest>;

export const ZChangeFileStatusRequest = z.object({
  to: ZFileStatus,
  /** Recorded in the file's events. */
  note: z.string().trim().max(500).default(''),
});
export type TChangeFileStatusRequest = z.infer<typeof ZChangeFileStatusRequest>;

export const ZChangeLineStatusRequest = z.object({
  to: ZServiceLineStatus,
  confirmation: z.string().trim().max(60).nullable().optional(),
  voucher: z.string().trim().max(60).nullable().optional(),
  note: z.string().trim().max(500).default(''),
});
export type TChangeLineStatusRequest = z.infer<typeof ZChangeLineStatusRequest>;

// ---------------------------------------------------------------------------------------------
// Diffs (between the file before and after a change, or between two versions)

/** What a line looked like in one version: what agents may compare (no cost). */
export const ZFileLineSnapshot = z.object({
  productId: ZId.nullable(),
  name: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  date: ZIsoDate,
  endDate: ZIsoDate,
  span: z.number().int(),
  quantity: z.number().int(),
  status: ZServiceLineStatus,
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
});
export type TFileLineSnapshot = z.infer<typeof ZFileLineSnapshot>;

export const FILE_LINE_DIFF_FIELDS = [
  'productId',
  'date',
  'endDate',
  'span',
  'quantity',
  'status',
  'sellCents',
  'commissionCents',
  'netCents',
] as const;

export const ZFileLineDiff = z.object({
  key: z.string(),
  dayNumber: z.number().int(),
  name: z.string(),
  before: ZFileLineSnapshot.nullable(),
  after: ZFileLineSnapshot.nullable(),
  /** The fields that differ (changed lines only). */
  changes: z.array(z.enum(FILE_LINE_DIFF_FIELDS)),
  sellDeltaCents: z.number().int(),
  netDeltaCents: z.number().int(),
});
export type TFileLineDiff = z.infer<typeof ZFileLineDiff>;

export const FILE_DIFF_FIELDS = [
  'bookingName',
  'yourReference',
  'notes',
  'supplierNote',
  'travelDate',
  'endDate',
  'rooms',
  'status',
] as const;
export type TFileDiffField = (typeof FILE_DIFF_FIELDS)[number];

export const ZFileFieldChange = z.object({
  field: z.enum(FILE_DIFF_FIELDS),
  /** Dates and texts as they are; rooms as a short text ("DB 2+0, SG 1+0"). */
  before: z.string(),
  after: z.string(),
});
export type TFileFieldChange = z.infer<typeof ZFileFieldChange>;

export const ZFileDiff = z.object({
  fields: z.array(ZFileFieldChange),
  added: z.array(ZFileLineDiff),
  removed: z.array(ZFileLineDiff),
  changed: z.array(ZFileLineDiff),
  unchangedCount: z.number().int().min(0),
  totalDelta: z.object({
    sellCents: z.number().int(),
    commissionCents: z.number().int(),
    netCents: z.number().int(),
    gstCents: z.number().int(),
  }),
  hasChanges: z.boolean(),
});
export type TFileDiff = z.infer<typeof ZFileDiff>;

/**
 * The answer to every change of a quote: the file after the change (or, for a dry run, as it would
 * be) and what changed. `droppedLines` lists services left out because they have no rate now.
 */
export const ZFileChangeResponse = z.object({
  file: ZFileView,
  diff: ZFileDiff,
  dryRun: z.boolean(),
});
export type TFileChangeResponse = z.infer<typeof ZFileChangeResponse>;

// ---------------------------------------------------------------------------------------------
// Versions

export const ZFileVersionSummary = z.object({
  number: z.number().int().min(1),
  /** What made this version: the file event action (file.created, line.added ...). */
  action: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  travelDate: ZIsoDate,
  lineCount: z.number().int().min(0),
  sellCents: z.number().int(),
  netCents: z.number().int(),
  isCurrent: z.boolean(),
});
export type TFileVersionSummary = z.infer<typeof ZFileVersionSummary>;

export const ZFileVersionList = z.object({ data: z.array(ZFileVersionSummary) });
export type TFileVersionList = z.infer<typeof ZFileVersionList>;

export const ZFileVersionDiffQuery = z.object({
  from: z.coerce.number().int().min(1).max(100_000),
  to: z.coerce.number().int().min(1).max(100_000),
});
export type TFileVersionDiffQuery = z.infer<typeof ZFileVersionDiffQuery>;

export const ZFileVersionDiff = z.object({
  from: z.number().int(),
  to: z.number().int(),
  diff: ZFileDiff,
});
export type TFileVersionDiff = z.infer<typeof ZFileVersionDiff>;

// ---------------------------------------------------------------------------------------------
// Request booking

/** Why a quote cannot be requested as it is. */
export const ZBookingBlocker = z.object({
  code: z.enum(['no-services', 'unavailable-service', 'not-a-quote', 'missing-rate']),
  message: z.string(),
  lineKey: z.string().nullable(),
});
export type TBookingBlocker = z.infer<typeof ZBookingBlocker>;

/**
 * Every price and availability checked again: `diff` is what changed since the quote was saved,
 * `file` the file as it would be booked. The agent confirms with `expectedSellCents` =
 * file.totals.sellCents.
 */
export const ZRequestBookingPreview = z.object({
  canRequest: z.boolean(),
  blockers: z.array(ZBookingBlocker),
  /**
   * Not a blocker: the booking would take the agency over its credit limit, so once requested
   * it waits for its deposit or the operator's approval before its suppliers are asked.
   */
  creditHold: z
    .object({
      limitCents: z.number().int(),
      /** What the agency owes on its invoices of the brand plus this booking's net. */
      usedCents: z.number().int(),
    })
    .nullable(),
  diff: ZFileDiff,
  file: ZFileView,
});
export type TRequestBookingPreview = z.infer<typeof ZRequestBookingPreview>;

/** The back office approves the credit of a booking on hold; the reason goes to the audit log. */
export const ZApproveCreditRequest = z.object({ reason: z.string().trim().max(500).optional() });
export type TApproveCreditRequest = z.infer<typeof ZApproveCreditRequest>;

// ---------------------------------------------------------------------------------------------
// Events (who did what, when)

export const FILE_EVENT_ACTIONS = [
  'file.created',
  'file.copied',
  'file.updated',
  'file.repriced',
  'line.added',
  'line.removed',
  'line.replaced',
  'line.status-changed',
  'line.price-changed',
  'version.restored',
  'booking.requested',
  'booking.credit-held',
  'booking.credit-released',
  'booking.amended',
  'status.changed',
  'quote.accepted',
  'itinerary.edited',
  'day-headers.edited',
  'tracker.documents-sent',
  'tracker.suppliers-chased',
  'tracker.payment-reminded',
  'tracker.emergency-contact-requested',
  'invoice.issued',
  'invoice.voided',
  'credit-note.issued',
  'payment.recorded',
  'payment.updated',
  'payment.refunded',
] as const;
export type TFileEventAction = (typeof FILE_EVENT_ACTIONS)[number];

export const ZFileEvent = z.object({
  id: ZId,
  action: z.enum(FILE_EVENT_ACTIONS),
  /** The action's particulars as a person reads them (contracts/events.ts), never raw ids or keys. */
  facts: z.array(ZEventFact),
  actorKind: z.enum(['agent', 'admin', 'supplier', 'system']),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TFileEvent = z.infer<typeof ZFileEvent>;

/** An email queued for the file (the mail outbox's message `messageId`), in the back office. */
export const ZFileEmailEntry = z.object({
  kind: z.literal('email'),
  messageId: ZId,
  to: z.string(),
  subject: z.string(),
  status: ZMailStatus,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TFileEmailEntry = z.infer<typeof ZFileEmailEntry>;

/** One line of the back office's file timeline: a recorded event or an email sent for the file. */
export const ZAdminFileTimelineEntry = z.discriminatedUnion('kind', [
  ZFileEvent.extend({ kind: z.literal('event') }),
  ZFileEmailEntry,
]);
export type TAdminFileTimelineEntry = z.infer<typeof ZAdminFileTimelineEntry>;

export const ZFileEventListQuery = ZPageQuery;

export const ZFileListResponse = zPaginated(ZFileListItem);
export const ZAdminFileListResponse = zPaginated(ZAdminFileListItem);
export const ZFileEventListResponse = zPaginated(ZFileEvent);
export const ZAdminFileTimelineResponse = zPaginated(ZAdminFileTimelineEntry);
