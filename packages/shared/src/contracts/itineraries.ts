import { z } from 'zod';
import { FILE_STATUSES, SERVICE_LINE_STATUSES } from '../domain/file-states';
import { ZPackageDrivingNote, ZServiceTypeCode } from './catalogue';
import { ZFileDayHeader } from './files';
import { ZHhmmTime, ZId, ZIsoDate } from './primitives';

/**
 * The back office's itinerary editor (issue 9): the day headers of a client file (title, text,
 * overnight location and driving notes per day) and the day-by-day order, times and itinerary
 * text of its service lines. What is saved here is what the travel app and the itinerary PDF show.
 * Allowed in every file status but Cancelled; permission files.manage-all.
 *
 * GET /api/admin/files/:ref/day-headers                         -> ZDayHeadersView
 * PUT /api/admin/files/:ref/day-headers  ZUpdateDayHeadersRequest -> ZDayHeadersView
 * GET /api/admin/files/:ref/itinerary                           -> ZItineraryView
 * PUT /api/admin/files/:ref/itinerary    ZUpdateItineraryRequest  -> ZItineraryView
 */

export const MAX_DRIVING_NOTES_PER_DAY = 10;
export const MAX_TRIP_DAYS = 366;

const ZDayTitle = z.string().trim().max(200);
const ZDayDescription = z.string().trim().max(5000);
const ZItineraryText = z.string().trim().max(2000);

/** One day's header as the editor sends it; the date follows from the day number. */
export const ZDayHeaderInput = z.object({
  dayNumber: z.number().int().min(1).max(MAX_TRIP_DAYS),
  title: ZDayTitle,
  description: ZDayDescription,
  overnightLocationId: ZId.nullable(),
  drivingNotes: z.array(ZPackageDrivingNote).max(MAX_DRIVING_NOTES_PER_DAY),
});
export type TDayHeaderInput = z.infer<typeof ZDayHeaderInput>;

/** The whole list: exactly one header per day of the trip, days 1..N in order. */
export const ZUpdateDayHeadersRequest = z.object({
  days: z.array(ZDayHeaderInput).min(1).max(MAX_TRIP_DAYS),
});
export type TUpdateDayHeadersRequest = z.infer<typeof ZUpdateDayHeadersRequest>;

export const ZItineraryLocation = z.object({ id: ZId, name: z.string(), region: z.string() });
export type TItineraryLocation = z.infer<typeof ZItineraryLocation>;

const fileHead = {
  reference: z.string(),
  bookingName: z.string(),
  status: z.enum(FILE_STATUSES),
  travelDate: ZIsoDate,
  endDate: ZIsoDate,
  /** Days of the trip, travel date to end date inclusive. */
  dayCount: z.number().int().min(1),
  version: z.number().int().min(1),
  /** False when the file is Cancelled (or the caller may not change files). */
  canEdit: z.boolean(),
};

export const ZDayHeadersView = z.object({
  ...fileHead,
  days: z.array(ZFileDayHeader),
  /** Every catalogue location, for the overnight location and the driving notes. */
  locations: z.array(ZItineraryLocation),
});
export type TDayHeadersView = z.infer<typeof ZDayHeadersView>;

export const ZItineraryLine = z.object({
  id: ZId,
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  endDate: ZIsoDate,
  span: z.number().int().min(1),
  /** Position within the day set here; null until the day is ordered. */
  sortOrder: z.number().int().nullable(),
  /** As stored (HHMM); the editor sends HHMM back. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  name: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  supplierName: z.string(),
  status: z.enum(SERVICE_LINE_STATUSES),
  /** The line's itinerary text (remarks). */
  remarks: z.string(),
  /** False when the service is held or confirmed at the supplier for its date. */
  canMove: z.boolean(),
});
export type TItineraryLine = z.infer<typeof ZItineraryLine>;

export const ZItineraryDay = z.object({
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  title: z.string(),
  lines: z.array(ZItineraryLine),
});
export type TItineraryDay = z.infer<typeof ZItineraryDay>;

export const ZItineraryView = z.object({ ...fileHead, days: z.array(ZItineraryDay) });
export type TItineraryView = z.infer<typeof ZItineraryView>;

/** A line's place and text; lines not listed stay as they are. */
export const ZItineraryLineChange = z.object({
  id: ZId,
  dayNumber: z.number().int().min(1).max(MAX_TRIP_DAYS),
  sortOrder: z.number().int().min(0).max(10_000),
  startTime: ZHhmmTime.nullable(),
  endTime: ZHhmmTime.nullable(),
  remarks: ZItineraryText,
});
export type TItineraryLineChange = z.infer<typeof ZItineraryLineChange>;

export const ZUpdateItineraryRequest = z.object({
  lines: z.array(ZItineraryLineChange).min(1).max(500),
});
export type TUpdateItineraryRequest = z.infer<typeof ZUpdateItineraryRequest>;
