import { z } from 'zod';
import { FILE_STATUSES } from '../domain/file-states';
import { ZFileReference } from './files';
import { ZPageQuery, zPaginated } from './pagination';
import { ZQueryBoolean, ZQueryId } from './primitives';

/**
 * The FIT finalisation tracker (back office): bookings travelling soon and what each still
 * lacks before the traveller leaves, with one-click actions to close each gap.
 */

/** What a booking can still lack before travel. */
export const FIT_TRACKER_LACKS = [
  'unconfirmed-services',
  'balance-owing',
  'emergency-contact',
  'travel-documents',
] as const;
export type TFitTrackerLack = (typeof FIT_TRACKER_LACKS)[number];

/** One click per lack: send the documents, chase the suppliers, remind of payment, ask for the contact. */
export const FIT_TRACKER_ACTIONS = [
  'send-documents',
  'chase-suppliers',
  'send-payment-reminder',
  'request-emergency-contact',
] as const;
export type TFitTrackerAction = (typeof FIT_TRACKER_ACTIONS)[number];

export const FIT_TRACKER_ACTION_FOR: Record<TFitTrackerLack, TFitTrackerAction> = {
  'unconfirmed-services': 'chase-suppliers',
  'balance-owing': 'send-payment-reminder',
  'emergency-contact': 'request-emergency-contact',
  'travel-documents': 'send-documents',
};

/** Documents the back office records as sent (file_documents_sent.kind). */
export const FILE_DOCUMENT_KINDS = ['travel-documents'] as const;

/** Booking statuses the tracker lists (never a quote or a cancelled file). */
export const FIT_TRACKER_STATUSES = FILE_STATUSES.filter(
  (status): status is Exclude<(typeof FILE_STATUSES)[number], 'Quote' | 'Cancelled'> =>
    status !== 'Quote' && status !== 'Cancelled',
);

export const FIT_TRACKER_DEFAULT_DAYS = 30;
export const FIT_TRACKER_MAX_DAYS = 365;

const trackerFilterShape = {
  days: z.coerce.number().int().min(0).max(FIT_TRACKER_MAX_DAYS).default(FIT_TRACKER_DEFAULT_DAYS),
  agency: ZQueryId.optional(),
  status: z.enum(FIT_TRACKER_STATUSES).optional(),
  lacking: z.enum(FIT_TRACKER_LACKS).optional(),
  include_complete: ZQueryBoolean.optional(),
};

export const ZFitTrackerQuery = ZPageQuery.extend(trackerFilterShape);
export type TFitTrackerQuery = z.infer<typeof ZFitTrackerQuery>;
/** The CSV export takes the same filters, without pages (every matching booking). */
export const ZFitTrackerCsvQuery = z.object(trackerFilterShape);
export type TFitTrackerCsvQuery = z.infer<typeof ZFitTrackerCsvQuery>;

export const ZFitTrackerRow = z.object({
  reference: z.string(),
  bookingName: z.string(),
  status: z.enum(FILE_STATUSES),
  /** The brand, for the currency of the balance. */
  brandId: z.number().int(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  agentName: z.string(),
  travelDate: z.string(),
  endDate: z.string(),
  daysToGo: z.number().int(),
  unconfirmedServices: z.number().int().min(0),
  balanceOwingCents: z.number().int().min(0),
  hasEmergencyContact: z.boolean(),
  documentsSentAt: z.string().nullable(),
  lacking: z.array(z.enum(FIT_TRACKER_LACKS)),
  isComplete: z.boolean(),
});
export type TFitTrackerRow = z.infer<typeof ZFitTrackerRow>;

export const ZFitTrackerListResponse = zPaginated(ZFitTrackerRow);
export type TFitTrackerListResponse = z.infer<typeof ZFitTrackerListResponse>;

export const ZFitTrackerActionParams = z.object({
  ref: ZFileReference,
  action: z.enum(FIT_TRACKER_ACTIONS),
});
export type TFitTrackerActionParams = z.infer<typeof ZFitTrackerActionParams>;

export const ZFitTrackerActionResult = z.object({
  action: z.enum(FIT_TRACKER_ACTIONS),
  /** Emails queued, or supplier requests sent again. */
  count: z.number().int().min(0),
  row: ZFitTrackerRow,
});
export type TFitTrackerActionResult = z.infer<typeof ZFitTrackerActionResult>;

/** The agencies the agency filter offers. */
export const ZFitTrackerAgencyList = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TFitTrackerAgencyList = z.infer<typeof ZFitTrackerAgencyList>;
