import { z } from 'zod';
import {
  DEPARTURE_AVAILABILITIES,
  DEPARTURE_RISKS,
  DEPARTURE_STATUSES,
  TOUR_LANGUAGES,
  TOUR_STATUSES,
  overlappingSeasons,
} from '../domain/tours';
import { ZCatalogueCode, ZRoomTypeCode } from './catalogue';
import { ZFileReference, ZFileRooms, ZFileStatus, ZServiceLineStatus } from './files';
import { ZPageQuery, zPaginated } from './pagination';
import { ZBrandId, ZCents, ZId, ZIsoDate, ZQueryBoolean, ZQueryId } from './primitives';
import { ZMarginExGst } from './yield';

/**
 * Scheduled ("regular") tours (issue 10): categories, tours with a day-by-day itinerary,
 * inclusions and images, seasons of per-person rates by room type, departures with seats, and the
 * yield of each departure. Agents see published tours of their brand, price rooms on a departure
 * and book seats into a file.
 *
 * Back office (tours.view to read, tours.manage to change):
 * GET    /api/admin/tour-options                        -> ZTourOptions (form pickers)
 * GET    /api/admin/tour-categories?q&page&per_page      -> zPaginated(ZTourCategory)
 * GET    /api/admin/tour-categories/export.csv?q         -> text/csv
 * GET    /api/admin/tour-categories/:id                  -> ZTourCategory
 * POST   /api/admin/tour-categories      ZTourCategoryRequest -> 201 ZTourCategory
 * PUT    /api/admin/tour-categories/:id  ZTourCategoryRequest -> ZTourCategory
 * DELETE /api/admin/tour-categories/:id                  -> 204 (409 while it has tours)
 * GET    /api/admin/tours?q&categoryId&brandId&status&page&per_page -> zPaginated(ZTourListItem)
 * GET    /api/admin/tours/export.csv?...same filters     -> text/csv
 * GET    /api/admin/tours/:id                            -> ZTour
 * POST   /api/admin/tours      ZTourRequest              -> 201 ZTour
 * PUT    /api/admin/tours/:id  ZTourRequest              -> ZTour
 * GET    /api/admin/tours/:id/seasons                    -> { data: ZTourSeason[] }
 * POST   /api/admin/tours/:id/seasons ZTourSeasonRequest -> 201 ZTourSeason
 * PUT    /api/admin/tour-seasons/:id  ZTourSeasonRequest -> ZTourSeason
 * DELETE /api/admin/tour-seasons/:id                     -> 204
 * GET    /api/admin/tours/:id/departures?from&status&page&per_page -> zPaginated(ZTourDeparture)
 * POST   /api/admin/tours/:id/departures ZTourDepartureRequest -> 201 ZTourDeparture
 * GET    /api/admin/tour-departures/:id                  -> ZTourDeparture
 * PUT    /api/admin/tour-departures/:id  ZTourDepartureRequest -> ZTourDeparture
 * DELETE /api/admin/tour-departures/:id                  -> 204 (409 once it has bookings)
 * GET    /api/admin/tour-departures/:id/bookings         -> { data: ZTourDepartureBooking[] }
 * GET    /api/admin/tour-departures/yield?withinDays&brandId&risk&tourId&page&per_page
 *                                                        -> ZDepartureYieldResponse
 * GET    /api/admin/tour-departures/yield/export.csv?... -> text/csv
 *
 * Agents (quotes.price to look and price, files.manage to book; their own brand only):
 * GET    /api/app/tours?q&categoryId&page&per_page       -> zPaginated(ZAgentTourSummary)
 * GET    /api/app/tours/categories                       -> { data: ZAgentTourCategory[] }
 * GET    /api/app/tours/rates.csv?tourId&q&categoryId    -> text/csv ("download rates")
 * GET    /api/app/tours/:id                              -> ZAgentTour
 * POST   /api/app/tour-departures/:id/price ZTourPriceRequest -> ZTourPrice
 * POST   /api/app/tour-departures/:id/bookings ZTourBookingRequest -> 201 ZTourBookingResult
 *
 * Errors: 404 unknown id (or another brand's tour for an agent); 409 `{ message }` when the seats
 * are gone, the departure is closed, cancelled or has left, prices moved since the agent saw them
 * (`expectedSellCents`), or a departure with bookings is deleted or made smaller than its sales;
 * 422 for invalid input.
 *
 * Texts agents read (overview, inclusions, each day's title and description) are TLocalizedText:
 * an object keyed by the five interface languages, English required, the others optional ('' =
 * show the English). Inclusions are one per line. This is the shape content tools should read and
 * write; nothing else in a tour is translated.
 *
 * Money is integer cents of the tour's brand currency (NZD brand 1, AUD brand 2), GST included;
 * a yield's `…ExGst…` figures and its margin are without GST (docs/tax.md).
 * Rates are per person per tour (not per night). Seats sold are never typed: bookings take them
 * (inside the booking transaction) and cancellations give them back.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

export const ZTourStatus = z.enum(TOUR_STATUSES);
export const ZDepartureStatus = z.enum(DEPARTURE_STATUSES);
export const ZDepartureAvailability = z.enum(DEPARTURE_AVAILABILITIES);
export const ZDepartureRisk = z.enum(DEPARTURE_RISKS);

/** A text in each language: English required (when `required`), the others may be ''. */
export function zLocalizedText(max: number, options: { required?: boolean } = {}) {
  const text = z.string().trim().max(max, `This field must be ${max} or less characters`);
  const english = options.required ? text.min(1, 'This field is required') : text;
  return z.object({
    en: english,
    de: text.default(''),
    es: text.default(''),
    it: text.default(''),
    fr: text.default(''),
  });
}

/** What a stored localized text looks like in a response (every language present). */
export const ZLocalizedTextView = z.object(
  Object.fromEntries(TOUR_LANGUAGES.map((code) => [code, z.string()])) as Record<
    (typeof TOUR_LANGUAGES)[number],
    z.ZodString
  >,
);
export type TLocalizedTextView = z.infer<typeof ZLocalizedTextView>;

/** http(s) with a host; `packages/shared` has no URL parser (no DOM or Node library). */
const isWebAddress = (value: string): boolean =>
  /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);

const isSitePath = (value: string): boolean => /^\/(?![/\\])[^\s]*$/.test(value);

/**
 * A tour image: a web address, or a path on the portal itself ("/demo/tours/….png", where the demo
 * images ship), never a protocol-relative "//host" or a script.
 */
const ZImageUrl = z
  .string()
  .trim()
  .max(500, 'This field must be 500 or less characters')
  .refine((value) => isSitePath(value) || isWebAddress(value), {
    message: 'Must be a web address (https://...) or a path on this portal (/...)',
  });

export const ZTourIdParams = z.object({ id: ZQueryId });

// ---------------------------------------------------------------------------------------------
// Categories

export const ZTourCategoryRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(80, 'This field must be 80 or less characters'),
  description: z
    .string()
    .trim()
    .max(1000, 'This field must be 1000 or less characters')
    .default(''),
});
export type TTourCategoryRequest = z.infer<typeof ZTourCategoryRequest>;
export type TTourCategoryRequestInput = z.input<typeof ZTourCategoryRequest>;

export const ZTourCategory = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  tourCount: z.number().int().min(0),
  publishedTourCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTourCategory = z.infer<typeof ZTourCategory>;

export const ZTourCategoryListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
});
export type TTourCategoryListQuery = z.infer<typeof ZTourCategoryListQuery>;
export const ZTourCategoryCsvQuery = ZTourCategoryListQuery.omit({ page: true, per_page: true });
export const ZTourCategoryListResponse = zPaginated(ZTourCategory);

// ---------------------------------------------------------------------------------------------
// Tours

export const ZTourMeals = z.object({
  breakfast: z.boolean().default(false),
  lunch: z.boolean().default(false),
  dinner: z.boolean().default(false),
});
export type TTourMeals = z.infer<typeof ZTourMeals>;

export const ZTourDayRequest = z.object({
  dayNumber: z.number().int().min(1).max(60),
  title: zLocalizedText(160, { required: true }),
  description: zLocalizedText(4000),
  overnightLocationId: ZId.nullable().default(null),
  meals: ZTourMeals.default({ breakfast: false, lunch: false, dinner: false }),
});
export type TTourDayRequest = z.infer<typeof ZTourDayRequest>;
export type TTourDayRequestInput = z.input<typeof ZTourDayRequest>;

export const ZTourRequest = z
  .object({
    code: ZCatalogueCode,
    name: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(160, 'This field must be 160 or less characters'),
    brandId: ZBrandId,
    categoryId: ZId,
    /** Who operates it: supplier requests for its bookings go to this supplier. */
    supplierId: ZId,
    startLocationId: ZId,
    endLocationId: ZId,
    status: ZTourStatus.default('draft'),
    overview: zLocalizedText(4000, { required: true }),
    /** One inclusion per line, in each language. */
    inclusions: zLocalizedText(4000),
    images: z.array(ZImageUrl).max(12, 'At most 12 images').default([]),
    days: z.array(ZTourDayRequest).min(1, 'A tour has at least one day').max(60),
  })
  .superRefine((tour, ctx) => {
    tour.days.forEach((day, index) => {
      if (day.dayNumber !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'dayNumber'],
          message: `Days must be numbered 1 to ${tour.days.length} in order`,
        });
      }
    });
  });
export type TTourRequest = z.infer<typeof ZTourRequest>;
export type TTourRequestInput = z.input<typeof ZTourRequest>;

export const ZTourDay = z.object({
  dayNumber: z.number().int(),
  title: ZLocalizedTextView,
  description: ZLocalizedTextView,
  overnightLocationId: ZId.nullable(),
  overnightLocationName: z.string().nullable(),
  meals: z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() }),
});
export type TTourDay = z.infer<typeof ZTourDay>;

export const ZTour = z.object({
  id: ZId,
  code: z.string(),
  name: z.string(),
  brandId: ZBrandId,
  currency: z.enum(['NZD', 'AUD']),
  categoryId: ZId,
  categoryName: z.string(),
  supplierId: ZId,
  supplierName: z.string(),
  /** The catalogue product the bookings' service lines point at (service type GU, not for sale on its own). */
  productId: ZId,
  startLocationId: ZId,
  startLocationName: z.string(),
  endLocationId: ZId,
  endLocationName: z.string(),
  status: ZTourStatus,
  durationDays: z.number().int(),
  overview: ZLocalizedTextView,
  inclusions: ZLocalizedTextView,
  images: z.array(z.string()),
  days: z.array(ZTourDay),
  /** Departures that have not left yet, and whether any departure has bookings. */
  upcomingDepartureCount: z.number().int(),
  hasBookings: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTour = z.infer<typeof ZTour>;

export const ZTourListItem = z.object({
  id: ZId,
  code: z.string(),
  name: z.string(),
  brandId: ZBrandId,
  categoryId: ZId,
  categoryName: z.string(),
  supplierName: z.string(),
  status: ZTourStatus,
  durationDays: z.number().int(),
  firstImage: z.string().nullable(),
  upcomingDepartureCount: z.number().int(),
  nextDepartureDate: ZIsoDate.nullable(),
  /** Over the departures that have not left (cancelled ones left out). */
  upcomingSeatsSold: z.number().int(),
  upcomingCapacity: z.number().int(),
  updatedAt: z.string(),
});
export type TTourListItem = z.infer<typeof ZTourListItem>;

export const ZTourListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  categoryId: ZQueryId.optional(),
  brandId: z.coerce.number().pipe(ZBrandId).optional(),
  status: ZTourStatus.optional(),
});
export type TTourListQuery = z.infer<typeof ZTourListQuery>;
export const ZTourCsvQuery = ZTourListQuery.omit({ page: true, per_page: true });
export type TTourCsvQuery = z.infer<typeof ZTourCsvQuery>;
export const ZTourListResponse = zPaginated(ZTourListItem);

/** Everything the tour form chooses from, in one call. */
export const ZTourOptions = z.object({
  categories: z.array(z.object({ id: ZId, name: z.string() })),
  suppliers: z.array(z.object({ id: ZId, code: z.string(), name: z.string() })),
  locations: z.array(
    z.object({ id: ZId, name: z.string(), region: z.string(), country: z.string() }),
  ),
});
export type TTourOptions = z.infer<typeof ZTourOptions>;

// ---------------------------------------------------------------------------------------------
// Seasons and rates

export const ZTourRateRequest = z
  .object({
    roomType: ZRoomTypeCode,
    costCents: ZCents,
    sellCents: ZCents,
    childCostCents: ZCents.nullable().default(null),
    childSellCents: ZCents.nullable().default(null),
  })
  .superRefine((rate, ctx) => {
    if ((rate.childCostCents === null) !== (rate.childSellCents === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['childSellCents'],
        message: 'Give both the child cost and the child sell, or neither',
      });
    }
  });
export type TTourRateRequest = z.infer<typeof ZTourRateRequest>;

export const ZTourSeasonRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(60, 'This field must be 60 or less characters'),
    validFrom: ZIsoDate,
    validTo: ZIsoDate,
    rates: z.array(ZTourRateRequest).min(1, 'Give a rate for at least one room type').max(6),
  })
  .superRefine((season, ctx) => {
    if (season.validFrom > season.validTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['validTo'],
        message: 'The end date must be on or after the start date',
      });
    }
    const seen = new Set<string>();
    season.rates.forEach((rate, index) => {
      if (seen.has(rate.roomType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', index, 'roomType'],
          message: `${rate.roomType} is listed twice`,
        });
      }
      seen.add(rate.roomType);
    });
  });
export type TTourSeasonRequest = z.infer<typeof ZTourSeasonRequest>;
export type TTourSeasonRequestInput = z.input<typeof ZTourSeasonRequest>;

export const ZTourRate = z.object({
  roomType: ZRoomTypeCode,
  costCents: z.number().int(),
  sellCents: z.number().int(),
  childCostCents: z.number().int().nullable(),
  childSellCents: z.number().int().nullable(),
});
export type TTourRate = z.infer<typeof ZTourRate>;

export const ZTourSeason = z.object({
  id: ZId,
  tourId: ZId,
  name: z.string(),
  validFrom: ZIsoDate,
  validTo: ZIsoDate,
  rates: z.array(ZTourRate),
  updatedAt: z.string(),
});
export type TTourSeason = z.infer<typeof ZTourSeason>;
export const ZTourSeasonList = z.object({ data: z.array(ZTourSeason) });

/** Checks a set of seasons as a tour would hold them (the service runs it with the stored ones). */
export function seasonOverlapMessage(
  seasons: readonly { name: string; validFrom: string; validTo: string }[],
): string | null {
  const [pair] = overlappingSeasons(seasons);
  if (!pair) return null;
  const [a, b] = pair.map((index) => seasons[index]?.name ?? '');
  return `The seasons ${a} and ${b} overlap; a departure date must fall in one season only.`;
}

// ---------------------------------------------------------------------------------------------
// Departures and their yield

export const ZTourDepartureRequest = z
  .object({
    departureDate: ZIsoDate,
    capacity: z.number().int().min(1, 'At least one seat').max(500, 'At most 500 seats'),
    /** Seats that must sell for the departure to cover its costs (minimum numbers to operate). */
    breakEvenSeats: z.number().int().min(0).max(500),
    /** The departure's own costs (coach, driver-guide, their nights), in cents. */
    fixedCostCents: ZCents.default(0),
    isGuaranteed: z.boolean().default(false),
    status: ZDepartureStatus.default('open'),
    notes: z.string().trim().max(1000, 'This field must be 1000 or less characters').default(''),
  })
  .superRefine((departure, ctx) => {
    if (departure.breakEvenSeats > departure.capacity) {
      ctx.addIssue({
        code: 'custom',
        path: ['breakEvenSeats'],
        message: 'Break-even cannot be more seats than the departure has',
      });
    }
  });
export type TTourDepartureRequest = z.infer<typeof ZTourDepartureRequest>;
export type TTourDepartureRequestInput = z.input<typeof ZTourDepartureRequest>;

/**
 * The yield of a departure: its GST-inclusive amounts as stored, then net and costs without GST,
 * the GST in them and the margin without GST (net ex GST − per-person cost ex GST − fixed cost
 * ex GST) with its percentage of net ex GST (domain/tours.ts departureYield, docs/tax.md).
 */
export const ZDepartureYield = ZMarginExGst.extend({
  bookingCount: z.number().int(),
  /** Gross (client) price of the seats sold. */
  sellCents: z.number().int(),
  /** What agencies pay: sell less commission. The operator's revenue. */
  netCents: z.number().int(),
  /** Per-person cost of the seats sold. */
  costCents: z.number().int(),
  fixedCostCents: z.number().int(),
  /** Fixed cost less the GST in it (costExGstCents is the per-person cost's). */
  fixedCostExGstCents: z.number().int(),
  shortfallSeats: z.number().int(),
  isBreakEvenReached: z.boolean(),
  loadFactorPercent: z.number().int(),
});
export type TDepartureYield = z.infer<typeof ZDepartureYield>;

export const ZTourDeparture = z.object({
  id: ZId,
  tourId: ZId,
  departureDate: ZIsoDate,
  endDate: ZIsoDate,
  capacity: z.number().int(),
  seatsSold: z.number().int(),
  seatsLeft: z.number().int(),
  breakEvenSeats: z.number().int(),
  fixedCostCents: z.number().int(),
  isGuaranteed: z.boolean(),
  status: ZDepartureStatus,
  availability: ZDepartureAvailability,
  notes: z.string(),
  /** The season whose rates apply, or null when no season covers the date (not bookable). */
  seasonName: z.string().nullable(),
  yield: ZDepartureYield,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTourDeparture = z.infer<typeof ZTourDeparture>;

export const ZTourDepartureListQuery = ZPageQuery.extend({
  /** Departures on or after this date; default: today. `all=true` lists past ones too. */
  from: ZIsoDate.optional(),
  all: ZQueryBoolean.optional(),
  status: ZDepartureStatus.optional(),
});
export type TTourDepartureListQuery = z.infer<typeof ZTourDepartureListQuery>;
export const ZTourDepartureListResponse = zPaginated(ZTourDeparture);

export const ZTourDepartureBooking = z.object({
  id: ZId,
  fileReference: z.string(),
  fileStatus: ZFileStatus,
  bookingName: z.string(),
  agencyName: z.string(),
  seats: z.number().int(),
  rooms: z.string(),
  lineStatus: ZServiceLineStatus,
  sellCents: z.number().int(),
  netCents: z.number().int(),
  costCents: z.number().int(),
  bookedAt: z.string(),
  /** When the seats were given back (the service or booking was cancelled). */
  releasedAt: z.string().nullable(),
});
export type TTourDepartureBooking = z.infer<typeof ZTourDepartureBooking>;
export const ZTourDepartureBookingList = z.object({ data: z.array(ZTourDepartureBooking) });

export const ZDepartureYieldQuery = ZPageQuery.extend({
  /** Departures leaving from tomorrow up to this many days ahead. */
  withinDays: z.coerce.number().int().min(1).max(730).default(90),
  brandId: z.coerce.number().pipe(ZBrandId).optional(),
  tourId: ZQueryId.optional(),
  risk: ZDepartureRisk.optional(),
});
export type TDepartureYieldQuery = z.infer<typeof ZDepartureYieldQuery>;
export const ZDepartureYieldCsvQuery = ZDepartureYieldQuery.omit({ page: true, per_page: true });
export type TDepartureYieldCsvQuery = z.infer<typeof ZDepartureYieldCsvQuery>;

export const ZDepartureYieldRow = ZDepartureYield.extend({
  departureId: ZId,
  tourId: ZId,
  tourCode: z.string(),
  tourName: z.string(),
  brandId: ZBrandId,
  currency: z.enum(['NZD', 'AUD']),
  departureDate: ZIsoDate,
  daysToDeparture: z.number().int(),
  status: ZDepartureStatus,
  isGuaranteed: z.boolean(),
  capacity: z.number().int(),
  seatsSold: z.number().int(),
  breakEvenSeats: z.number().int(),
  risk: ZDepartureRisk,
});
export type TDepartureYieldRow = z.infer<typeof ZDepartureYieldRow>;

/**
 * Totals per brand (currencies are never added together): each figure is the sum of the
 * departures' figures.
 */
export const ZDepartureYieldSummary = z.object({
  brandId: ZBrandId,
  currency: z.enum(['NZD', 'AUD']),
  departures: z.number().int(),
  belowBreakEven: z.number().int(),
  highRisk: z.number().int(),
  seatsSold: z.number().int(),
  capacity: z.number().int(),
  netCents: z.number().int(),
  netExGstCents: z.number().int(),
  /** The GST in the net. */
  outputGstCents: z.number().int(),
  /** The GST in the per-person and fixed costs. */
  inputGstCents: z.number().int(),
  marginExGstCents: z.number().int(),
});
export type TDepartureYieldSummary = z.infer<typeof ZDepartureYieldSummary>;

export const ZDepartureYieldResponse = zPaginated(ZDepartureYieldRow).extend({
  summary: z.array(ZDepartureYieldSummary),
});
export type TDepartureYieldResponse = z.infer<typeof ZDepartureYieldResponse>;

// ---------------------------------------------------------------------------------------------
// Agents

export const ZAgentTourListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  categoryId: ZQueryId.optional(),
});
export type TAgentTourListQuery = z.infer<typeof ZAgentTourListQuery>;

export const ZAgentTourRatesQuery = z.object({
  tourId: ZQueryId.optional(),
  q: z.string().trim().max(100).optional(),
  categoryId: ZQueryId.optional(),
});
export type TAgentTourRatesQuery = z.infer<typeof ZAgentTourRatesQuery>;

export const ZAgentTourCategory = z.object({ id: ZId, name: z.string(), tourCount: z.number() });
export const ZAgentTourCategoryList = z.object({ data: z.array(ZAgentTourCategory) });

export const ZAgentTourSummary = z.object({
  id: ZId,
  code: z.string(),
  name: z.string(),
  categoryId: ZId,
  categoryName: z.string(),
  durationDays: z.number().int(),
  startLocationName: z.string(),
  endLocationName: z.string(),
  overview: ZLocalizedTextView,
  firstImage: z.string().nullable(),
  currency: z.enum(['NZD', 'AUD']),
  brandId: ZBrandId,
  /** Twin share per adult on the cheapest bookable departure. */
  fromPriceCents: z.number().int().nullable(),
  nextDepartureDate: ZIsoDate.nullable(),
  /** Upcoming departures with seats to sell. */
  availableDepartureCount: z.number().int(),
});
export type TAgentTourSummary = z.infer<typeof ZAgentTourSummary>;
export const ZAgentTourListResponse = zPaginated(ZAgentTourSummary);

export const ZAgentDepartureRate = z.object({
  roomType: ZRoomTypeCode,
  /** Per adult; children pay childSellCents, or the adult price when null. */
  sellCents: z.number().int(),
  childSellCents: z.number().int().nullable(),
});

export const ZAgentDeparture = z.object({
  id: ZId,
  departureDate: ZIsoDate,
  endDate: ZIsoDate,
  seatsLeft: z.number().int(),
  availability: ZDepartureAvailability,
  isGuaranteed: z.boolean(),
  isBookable: z.boolean(),
  fromPriceCents: z.number().int().nullable(),
  rates: z.array(ZAgentDepartureRate),
});
export type TAgentDeparture = z.infer<typeof ZAgentDeparture>;

export const ZAgentTour = ZAgentTourSummary.extend({
  inclusions: ZLocalizedTextView,
  images: z.array(z.string()),
  days: z.array(ZTourDay.omit({ overnightLocationId: true })),
  departures: z.array(ZAgentDeparture),
});
export type TAgentTour = z.infer<typeof ZAgentTour>;

export const ZDepartureIdParams = z.object({ id: ZQueryId });

export const ZTourPriceRequest = z.object({ rooms: ZFileRooms });
export type TTourPriceRequest = z.infer<typeof ZTourPriceRequest>;
export type TTourPriceRequestInput = z.input<typeof ZTourPriceRequest>;

export const ZTourPrice = z.object({
  departureId: ZId,
  departureDate: ZIsoDate,
  currency: z.enum(['NZD', 'AUD']),
  gstPercent: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  availability: ZDepartureAvailability,
  /** Why the departure cannot be booked as asked now (seats, status), or null. */
  refusal: z.string().nullable(),
  rooms: z.array(
    z.object({
      roomType: ZRoomTypeCode,
      adults: z.number().int(),
      children: z.number().int(),
      sellCents: z.number().int(),
    }),
  ),
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
  gstCents: z.number().int(),
});
export type TTourPrice = z.infer<typeof ZTourPrice>;

export const ZTourBookingRequest = z.object({
  rooms: ZFileRooms,
  bookingName: z.string().trim().min(1, 'This field is required').max(120),
  yourReference: z.string().trim().max(60).default(''),
  notes: z.string().trim().max(4000).default(''),
  /** Add the tour to this booking of the agency's instead of opening a new file. */
  fileReference: ZFileReference.nullable().default(null),
  /** The total the agent saw; if the price is different now, 409 and nothing is booked. */
  expectedSellCents: z.number().int().nullable().default(null),
});
export type TTourBookingRequest = z.infer<typeof ZTourBookingRequest>;
export type TTourBookingRequestInput = z.input<typeof ZTourBookingRequest>;

export const ZTourBookingResult = z.object({
  fileReference: z.string(),
  isNewFile: z.boolean(),
  fileStatus: ZFileStatus,
  seats: z.number().int(),
  sellCents: z.number().int(),
  netCents: z.number().int(),
  departure: z.object({
    id: ZId,
    seatsLeft: z.number().int(),
    availability: ZDepartureAvailability,
  }),
});
export type TTourBookingResult = z.infer<typeof ZTourBookingResult>;
