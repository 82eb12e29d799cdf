import { z } from 'zod';
import { ZPageQuery, zPaginated } from './pagination';
import { ZId, ZIdParams, ZIsoDate, ZQueryBoolean, ZQueryId } from './primitives';

/**
 * Itinerary alerts: notices the operator shows on itineraries for a location (or everywhere) and a
 * date range: road closures, weather, strikes (SPEC section 2, alerts: list, add, {id}).
 *
 * GET    /api/admin/itinerary-alerts?active&locationId&date&q&page&per_page -> zPaginated(ZItineraryAlert)
 * GET    /api/admin/itinerary-alerts/export.csv?(same filters)              -> text/csv
 * GET    /api/admin/itinerary-alerts/:id                                    -> ZItineraryAlert
 * POST   /api/admin/itinerary-alerts      ZItineraryAlertRequest            -> 201 ZItineraryAlert
 * PUT    /api/admin/itinerary-alerts/:id  ZItineraryAlertRequest            -> ZItineraryAlert
 * DELETE /api/admin/itinerary-alerts/:id                                    -> 204
 * All need `itinerary-alerts.manage`. The travel app shows the active ones overlapping the trip
 * (contracts/traveller.ts ZTravelApp.alerts).
 */

export const ITINERARY_ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type TItineraryAlertSeverity = (typeof ITINERARY_ALERT_SEVERITIES)[number];

export const ZItineraryAlertRequest = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(120, 'This field must be 120 or less characters'),
    message: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(2000, 'This field must be 2000 or less characters'),
    severity: z.enum(ITINERARY_ALERT_SEVERITIES),
    /** null: shown on every itinerary travelling in the date range. */
    locationId: ZId.nullable(),
    startsOn: ZIsoDate,
    endsOn: ZIsoDate,
    isActive: z.boolean(),
  })
  .refine((alert) => alert.endsOn >= alert.startsOn, {
    path: ['endsOn'],
    message: 'The end date must be on or after the start date',
  });
export type TItineraryAlertRequest = z.infer<typeof ZItineraryAlertRequest>;

export const ZItineraryAlert = z.object({
  id: ZId,
  title: z.string(),
  message: z.string(),
  severity: z.enum(ITINERARY_ALERT_SEVERITIES),
  locationId: ZId.nullable(),
  locationName: z.string().nullable(),
  startsOn: ZIsoDate,
  endsOn: ZIsoDate,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type TItineraryAlert = z.infer<typeof ZItineraryAlert>;

export const ZItineraryAlertCsvQuery = z.object({
  active: ZQueryBoolean.optional(),
  locationId: ZQueryId.optional(),
  /** Alerts in force on this day. */
  date: ZIsoDate.optional(),
  q: z.string().trim().max(100).optional(),
});
export type TItineraryAlertCsvQuery = z.infer<typeof ZItineraryAlertCsvQuery>;
export const ZItineraryAlertListQuery = ZPageQuery.extend(ZItineraryAlertCsvQuery.shape);
export type TItineraryAlertListQuery = z.infer<typeof ZItineraryAlertListQuery>;

export const ZItineraryAlertListResponse = zPaginated(ZItineraryAlert);
export const ZItineraryAlertIdParams = ZIdParams;

/** What the travel app shows of an alert. */
export const ZTravelAppAlert = ZItineraryAlert.pick({
  id: true,
  title: true,
  message: true,
  severity: true,
  locationName: true,
  startsOn: true,
  endsOn: true,
});
export type TTravelAppAlert = z.infer<typeof ZTravelAppAlert>;
