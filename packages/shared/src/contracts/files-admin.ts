import { z } from 'zod';
import { FILE_STATUSES, type TFileStatus } from '../domain/file-states';
import { ZServiceTypeCode } from './catalogue';
import { ZAdminFileListItem, ZFileRooms, ZGuest } from './files';
import { ZPageQuery, zPaginated } from './pagination';
import { zSortQuery } from './list-sort';
import { ZBrandId, ZHhmmTime, ZId, ZIsoDate, ZQueryBoolean, ZQueryId } from './primitives';

/**
 * Client files in the back office (issue 9): every agency's files with the filters a consultant
 * needs, saved views, and the back-office-only parts of a file (consultant, internal notes, a
 * line's sell price changed with a reason).
 *
 * Endpoints (files.view-all to read, files.manage-all to change):
 * GET    /api/admin/client-files?reference&agencyId&agentId&consultantId&labelId&status&brandId
 *        &travelDateFrom&travelDateTo&creditHeld&page&per_page -> zPaginated(ZClientFileListItem)
 *        (creditHeld=true: only bookings waiting for their deposit or a credit approval)
 * GET    /api/admin/client-files/export.csv?...same filters -> text/csv (every match, max 5000)
 * GET    /api/admin/client-files/filter-options            -> ZClientFileFilterOptions
 * POST   /api/admin/client-files    ZCreateClientFileRequest -> 201 ZCreatedClientFile (empty quote)
 * GET    /api/admin/client-files/:ref/back-office          -> ZClientFileBackOffice
 * PATCH  /api/admin/client-files/:ref/back-office  ZUpdateClientFileBackOffice -> ZClientFileBackOffice
 * PATCH  /api/admin/client-files/:ref   ZUpdateFileRequest -> ZFileChangeResponse (quotes: 409 else)
 * DELETE /api/admin/client-files/:ref/lines/:lineId       -> ZFileChangeResponse (quotes: 409 else)
 * POST   /api/admin/client-files/:ref/lines   ZAddServiceLineRequest -> ZFileChangeResponse
 * POST   /api/admin/client-files/:ref/manual-lines  ZAddManualLineRequest -> ZFileChangeResponse
 * POST   /api/admin/client-files/:ref/lines/:lineId/price  ZChangeLinePriceRequest -> ZClientFileBackOffice
 * PUT    /api/admin/client-files/:ref/guests   ZUpdateGuestsRequest -> ZCreatedClientFile ({ reference })
 * GET    /api/admin/saved-views?screen                     -> { data: ZSavedView[] }
 * POST   /api/admin/saved-views          ZCreateSavedViewRequest -> 201 ZSavedView (same name: replaced)
 * DELETE /api/admin/saved-views/:id                        -> 204 (only one's own)
 */

export const ZClientFileStatusFilter = z
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
  });

export const ZClientFileFilters = z
  .object({
    reference: z.string().trim().max(20).optional(),
    agencyId: ZQueryId.optional(),
    agentId: ZQueryId.optional(),
    consultantId: ZQueryId.optional(),
    /** Files carrying this label. */
    labelId: ZQueryId.optional(),
    status: ZClientFileStatusFilter.optional(),
    brandId: z.coerce.number().pipe(ZBrandId).optional(),
    travelDateFrom: ZIsoDate.optional(),
    travelDateTo: ZIsoDate.optional(),
    /** true: only bookings on credit hold (docs/pricing.md, "Credit limits"). */
    creditHeld: ZQueryBoolean.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.travelDateFrom && query.travelDateTo && query.travelDateFrom > query.travelDateTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['travelDateTo'],
        message: 'The end date must be on or after the start date',
      });
    }
  });
export type TClientFileFilters = z.infer<typeof ZClientFileFilters>;

/** The columns the client files list sorts by (its default: newest first). */
export const CLIENT_FILE_SORTS = [
  'reference',
  'bookingName',
  'agency',
  'agent',
  'consultant',
  'travelDate',
  'status',
  'sell',
] as const;
export type TClientFileSort = (typeof CLIENT_FILE_SORTS)[number];

export const ZClientFileListQuery = z.intersection(
  z.intersection(ZPageQuery, ZClientFileFilters),
  zSortQuery(CLIENT_FILE_SORTS),
);
export type TClientFileListQuery = z.infer<typeof ZClientFileListQuery>;

export const ZClientFileListItem = ZAdminFileListItem.extend({
  agentId: ZId,
  consultantId: ZId.nullable(),
  consultantName: z.string().nullable(),
});
export type TClientFileListItem = z.infer<typeof ZClientFileListItem>;

export const ZClientFileListResponse = zPaginated(ZClientFileListItem);
export type TClientFileListResponse = z.infer<typeof ZClientFileListResponse>;

export const ZClientFileFilterOptions = z.object({
  agencies: z.array(z.object({ id: ZId, name: z.string(), brandId: ZBrandId })),
  agents: z.array(z.object({ id: ZId, name: z.string(), agencyId: ZId })),
  consultants: z.array(z.object({ id: ZId, name: z.string() })),
  labels: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TClientFileFilterOptions = z.infer<typeof ZClientFileFilterOptions>;

/** The parts of a file only the back office sees. */
export const ZClientFileBackOffice = z.object({
  reference: z.string(),
  consultantId: ZId.nullable(),
  consultantName: z.string().nullable(),
  internalNotes: z.string(),
});
export type TClientFileBackOffice = z.infer<typeof ZClientFileBackOffice>;

export const ZUpdateClientFileBackOffice = z
  .object({
    /** An active admin user, or null for none. */
    consultantId: ZId.nullable(),
    internalNotes: z.string().trim().max(4000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type TUpdateClientFileBackOffice = z.infer<typeof ZUpdateClientFileBackOffice>;

/** A new sell (gross) price for a service line; the reason is kept in the file's events. */
export const ZChangeLinePriceRequest = z.object({
  sellCents: z.number().int().min(0).max(100_000_000),
  reason: z.string().trim().min(3).max(500),
});
export type TChangeLinePriceRequest = z.infer<typeof ZChangeLinePriceRequest>;
export type TChangeLinePriceRequestInput = z.input<typeof ZChangeLinePriceRequest>;

export const ZChangeLinePriceResponse = z.object({
  reference: z.string(),
  /** The file's new sell total. */
  sellCents: z.number().int(),
});
export type TChangeLinePriceResponse = z.infer<typeof ZChangeLinePriceResponse>;

export const SAVED_VIEW_SCREENS = ['client-files'] as const;
export const ZSavedViewScreen = z.enum(SAVED_VIEW_SCREENS);

/** A saved filter set: the list's query parameters (page excluded). */
export const ZSavedViewQuery = z
  .record(z.string().max(40), z.string().max(200))
  .refine((query) => Object.keys(query).length <= 20, { message: 'Too many filters' });

export const ZSavedView = z.object({
  id: ZId,
  screen: ZSavedViewScreen,
  name: z.string(),
  query: z.record(z.string(), z.string()),
});
export type TSavedView = z.infer<typeof ZSavedView>;

export const ZSavedViewList = z.object({ data: z.array(ZSavedView) });
export type TSavedViewList = z.infer<typeof ZSavedViewList>;

export const ZSavedViewListQuery = z.object({ screen: ZSavedViewScreen });

export const ZCreateSavedViewRequest = z.object({
  screen: ZSavedViewScreen,
  name: z.string().trim().min(1).max(60),
  query: ZSavedViewQuery,
});
export type TCreateSavedViewRequest = z.infer<typeof ZCreateSavedViewRequest>;

export const ZSavedViewParams = z.object({ id: ZQueryId });

/**
 * A custom file for an agency, not from a package: an empty quote with one day header per day of
 * the trip; services are added afterwards, and the booking requested through the status move.
 */
export const ZCreateClientFileRequest = z.object({
  agencyId: ZId,
  agentId: ZId,
  bookingName: z.string().trim().min(1).max(120),
  yourReference: z.string().trim().max(60).default(''),
  travelDate: ZIsoDate,
  /** Nights of the trip (0: a day trip). */
  nights: z.number().int().min(0).max(60),
  rooms: ZFileRooms,
});
export type TCreateClientFileRequest = z.infer<typeof ZCreateClientFileRequest>;
export type TCreateClientFileRequestInput = z.input<typeof ZCreateClientFileRequest>;

export const ZCreatedClientFile = z.object({ reference: z.string() });
export type TCreatedClientFile = z.infer<typeof ZCreatedClientFile>;

/**
 * The guests of each room, in the file's room order, for any status (names go on vouchers).
 * Rooms themselves (types, adults) are changed on the quote, where they reprice.
 */
export const ZUpdateGuestsRequest = z.object({
  rooms: z
    .array(z.object({ guests: z.array(ZGuest).max(7) }))
    .min(1)
    .max(9),
});
export type TUpdateGuestsRequest = z.infer<typeof ZUpdateGuestsRequest>;
export type TUpdateGuestsRequestInput = z.input<typeof ZUpdateGuestsRequest>;

/**
 * A manual service: one the catalogue does not sell (a private guide, a restaurant booking, a
 * special request), priced by hand. Cost and sell are for the whole line, GST inclusive; the
 * agency's commission (or markup) rule splits the sell price as it does for catalogue services.
 * On a quote the service is On Request and keeps its price through repricing; on a booking it is
 * Requested from its supplier at once and billed to the agency.
 */
export const ZAddManualLineRequest = z.object({
  supplierId: ZId,
  serviceTypeCode: ZServiceTypeCode,
  name: z.string().trim().min(1).max(200),
  date: ZIsoDate,
  /** Nights for accommodation, else the days the service runs. */
  span: z.number().int().min(1).max(60).default(1),
  /** Rooms, vehicles, units or people. */
  quantity: z.number().int().min(1).max(99).default(1),
  startTime: ZHhmmTime.nullable().default(null),
  endTime: ZHhmmTime.nullable().default(null),
  costCents: z.number().int().min(0).max(100_000_000),
  sellCents: z.number().int().min(0).max(100_000_000),
  remarks: z.string().trim().max(1000).default(''),
});
export type TAddManualLineRequest = z.infer<typeof ZAddManualLineRequest>;
export type TAddManualLineRequestInput = z.input<typeof ZAddManualLineRequest>;
