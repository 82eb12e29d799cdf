import { z } from 'zod';
import { ZServiceLineStatus } from './files';
import { ZId, ZIsoDate } from './primitives';

/**
 * Amending a confirmed booking (docs/pricing.md, "Amendments"): the travel date moves and every
 * service moves with it. Priced with price preservation: a service whose catalogue price on its
 * new dates is what the catalogue asks on its old dates keeps the price it was booked at; one
 * whose price differs is repriced. The agent sees the preview (what changes, line by line) before
 * confirming; suppliers are asked to confirm the new dates (or told, for allotment and free sell)
 * and the difference is invoiced or credited.
 *
 * Endpoints (an Idempotency-Key header makes the amendment safe to send twice):
 * POST /api/app/files/:ref/amendments/preview     ZAmendBookingRequest -> ZAmendmentPreview
 * POST /api/app/files/:ref/amendments             ZAmendBookingRequest -> ZFileView  (files.manage)
 * POST /api/admin/files/:ref/amendments/preview   ZAmendBookingRequest -> ZAmendmentPreview
 * POST /api/admin/files/:ref/amendments           ZAmendBookingRequest -> ZAdminFileView
 *
 * Agents amend up to `agentAmendmentCutoffDays` before travel (booking settings); the back office
 * any time before the new date.
 */

export const ZAmendBookingRequest = z.object({
  travelDate: ZIsoDate,
  /**
   * The file's version the amendment was previewed on: the file changed since (another
   * amendment, a supplier's answer that moved it) is a 409, so no change is ever lost.
   */
  expectedVersion: z.number().int().min(1),
});
export type TAmendBookingRequest = z.infer<typeof ZAmendBookingRequest>;

/** How a service is priced by the amendment. */
export const AMENDMENT_PRICINGS = ['kept', 'repriced'] as const;

/** What happens with the service's supplier: told (confirmed at once) or asked to confirm. */
export const AMENDMENT_SUPPLIER_ACTIONS = ['notified', 'asked'] as const;

export const ZAmendmentLine = z.object({
  lineId: ZId,
  name: z.string(),
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  fromNetCents: z.number().int(),
  toNetCents: z.number().int(),
  fromSellCents: z.number().int(),
  toSellCents: z.number().int(),
  pricing: z.enum(AMENDMENT_PRICINGS),
  /** The service's status once amended (Confirmed when confirmed at once). */
  status: ZServiceLineStatus,
  supplier: z.enum(AMENDMENT_SUPPLIER_ACTIONS),
});
export type TAmendmentLine = z.infer<typeof ZAmendmentLine>;

/** Why the amendment cannot be made as asked; the preview lists them, saving refuses (409). */
export const ZAmendmentBlocker = z.object({
  code: z.enum(['no-rate', 'unavailable', 'scheduled-departure']),
  lineId: ZId,
  name: z.string(),
  message: z.string(),
});
export type TAmendmentBlocker = z.infer<typeof ZAmendmentBlocker>;

export const ZAmendmentPreview = z.object({
  reference: z.string(),
  /** The version previewed: send it back as `expectedVersion`. */
  version: z.number().int(),
  fromTravelDate: ZIsoDate,
  toTravelDate: ZIsoDate,
  lines: z.array(ZAmendmentLine),
  blockers: z.array(ZAmendmentBlocker),
  fromNetCents: z.number().int(),
  toNetCents: z.number().int(),
  fromSellCents: z.number().int(),
  toSellCents: z.number().int(),
  /** Invoiced (positive, a further invoice) or credited (negative, a credit note). */
  netDeltaCents: z.number().int(),
});
export type TAmendmentPreview = z.infer<typeof ZAmendmentPreview>;
