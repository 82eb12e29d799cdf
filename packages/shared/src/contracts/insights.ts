import { z } from 'zod';
import { SERVICE_TYPE_CODES } from '../domain/pricing/codes';
import { ZPageQuery } from './pagination';
import { ZIsoDate, ZQueryId } from './primitives';
import { ZMarginExGst } from './yield';

/**
 * Insights (issue 10), back office, `insights.view`:
 * - GET /api/admin/insights/filter-options                        -> TInsightsFilterOptions
 * - GET /api/admin/insights/overview?from&to&brand_id&agency_id&top -> TInsightsOverview
 * - GET /api/admin/insights/overview/export.csv (same filters)     -> text/csv, one row per month and currency
 * - GET /api/admin/insights/edited-services?from&to&brand_id&consultant_id&service_type&supplier_id&change&page&per_page
 *       -> zPaginated(ZEditedService), newest first
 * - GET /api/admin/insights/edited-services/summary (same filters, no page) -> TEditedServicesSummary
 * - GET /api/admin/insights/edited-services/export.csv (same filters)      -> text/csv
 *
 * Activities (docs/decisions/013-insights-reviews-prizes.md):
 * - quotes: files created in the period (every file starts as a quote), by the month they were created;
 * - converted: of those quotes, how many were later requested as bookings (at any time up to now);
 * - bookings: files requested as bookings in the period, by the month of the request;
 * - cancelled: of those bookings, how many are now being cancelled or cancelled;
 * - revenue: the sell, cost, commission and net of those bookings that are not cancelled, per currency
 *   (NZD and AUD are never added together), with the GST in net and cost and the margin without
 *   GST: (net − GST in net) − (cost − GST in cost).
 * Dates are calendar dates in the operator's time zone (Pacific/Auckland), both ends included.
 */

export const INSIGHTS_CURRENCIES = ['NZD', 'AUD'] as const;
export type TInsightsCurrency = (typeof INSIGHTS_CURRENCIES)[number];

/** The longest period one overview covers: five years of months. */
export const INSIGHTS_MAX_DAYS = 5 * 366;
export const INSIGHTS_DEFAULT_TOP = 8;

function withDateOrder<T extends z.ZodRawShape>(shape: z.ZodObject<T>) {
  return shape.refine(
    (value: { from?: string | undefined; to?: string | undefined }) =>
      !value.from || !value.to || value.from <= value.to,
    { message: 'The end date must not be before the start date', path: ['to'] },
  );
}

const ZPeriodShape = z.object({
  /** Defaults to the first day of the month eleven months before `to`'s month. */
  from: ZIsoDate.optional(),
  /** Defaults to the operator's today. */
  to: ZIsoDate.optional(),
  brand_id: z.coerce.number().int().min(1).max(2).optional(),
  agency_id: ZQueryId.optional(),
});

export const ZInsightsOverviewQuery = withDateOrder(
  ZPeriodShape.extend({
    /** How many agencies are named; the rest are summed as "others". */
    top: z.coerce.number().int().min(1).max(25).default(INSIGHTS_DEFAULT_TOP),
  }),
);
export type TInsightsOverviewQuery = z.infer<typeof ZInsightsOverviewQuery>;

export const ZInsightsOverviewCsvQuery = withDateOrder(ZPeriodShape);
export type TInsightsOverviewCsvQuery = z.infer<typeof ZInsightsOverviewCsvQuery>;

/**
 * Money of one currency: never summed with another currency's. Sell, cost, commission and net
 * are GST-inclusive sums; the GST and the margin without GST are the sums of each booking's,
 * taken out of the booking's totals (docs/tax.md).
 */
export const ZInsightsMoney = ZMarginExGst.extend({
  currency: z.enum(INSIGHTS_CURRENCIES),
  sellCents: z.number().int(),
  costCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
});
export type TInsightsMoney = z.infer<typeof ZInsightsMoney>;

export const ZActivityFigures = z.object({
  quotes: z.number().int().min(0),
  converted: z.number().int().min(0),
  /** converted / quotes as a percentage, one decimal; null when there were no quotes. */
  conversionPercent: z.number().nullable(),
  bookings: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  /** One entry per currency that has bookings, NZD first. */
  revenue: z.array(ZInsightsMoney),
});
export type TActivityFigures = z.infer<typeof ZActivityFigures>;

export const ZInsightsMonth = ZActivityFigures.extend({
  /** YYYY-MM. Every month of the period is listed, empty ones too. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type TInsightsMonth = z.infer<typeof ZInsightsMonth>;

export const ZInsightsBrand = ZActivityFigures.extend({
  brandId: z.number().int(),
  brandName: z.string(),
  currency: z.enum(INSIGHTS_CURRENCIES),
});
export type TInsightsBrand = z.infer<typeof ZInsightsBrand>;

export const ZInsightsAgency = ZActivityFigures.extend({
  /** Null for the "others" row that sums every agency after the top ones. */
  agencyId: z.number().int().nullable(),
  agencyName: z.string(),
  /** How many agencies the row sums (1 for a named agency). */
  agencyCount: z.number().int().min(0),
});
export type TInsightsAgency = z.infer<typeof ZInsightsAgency>;

export const ZInsightsOverview = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  totals: ZActivityFigures,
  byMonth: z.array(ZInsightsMonth),
  byBrand: z.array(ZInsightsBrand),
  /** The top agencies by bookings (then quotes), then one "others" row when there are more. */
  byAgency: z.array(ZInsightsAgency),
});
export type TInsightsOverview = z.infer<typeof ZInsightsOverview>;

// Edited services ---------------------------------------------------------------------------------

/** What a consultant did to a service line by hand (file events by back-office users). */
export const EDITED_SERVICE_CHANGES = ['price', 'status', 'added', 'removed', 'replaced'] as const;
export type TEditedServiceChange = (typeof EDITED_SERVICE_CHANGES)[number];

/** The file event behind each kind of change. */
export const EDITED_SERVICE_EVENT_ACTIONS: Record<TEditedServiceChange, string> = {
  price: 'line.price-changed',
  status: 'line.status-changed',
  added: 'line.added',
  removed: 'line.removed',
  replaced: 'line.replaced',
};

const ZEditedServicesShape = ZPeriodShape.omit({ agency_id: true }).extend({
  consultant_id: ZQueryId.optional(),
  service_type: z.enum(SERVICE_TYPE_CODES).optional(),
  supplier_id: ZQueryId.optional(),
  change: z.enum(EDITED_SERVICE_CHANGES).optional(),
});

export const ZEditedServicesFilter = withDateOrder(ZEditedServicesShape);
export type TEditedServicesFilter = z.infer<typeof ZEditedServicesFilter>;

export const ZEditedServicesQuery = withDateOrder(ZEditedServicesShape.extend(ZPageQuery.shape));
export type TEditedServicesQuery = z.infer<typeof ZEditedServicesQuery>;

export const ZEditedService = z.object({
  id: z.number().int(),
  at: z.string(),
  change: z.enum(EDITED_SERVICE_CHANGES),
  fileReference: z.string(),
  currency: z.enum(INSIGHTS_CURRENCIES),
  consultantId: z.number().int().nullable(),
  consultantName: z.string(),
  serviceName: z.string(),
  serviceTypeCode: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  /** A price change: the line's sell before and after. */
  sellBeforeCents: z.number().int().nullable(),
  sellAfterCents: z.number().int().nullable(),
  /** A status change: from and to. A replacement: the service it replaced and its successor. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The reason given with a price change, or the note given with a status change. */
  reason: z.string(),
});
export type TEditedService = z.infer<typeof ZEditedService>;

export const ZEditedServicesGroup = z.object({
  /** The consultant's or supplier's id, or the service type code; null when not known. */
  key: z.string().nullable(),
  label: z.string(),
  /** The row summing every group after the top ten. */
  isOthers: z.boolean(),
  count: z.number().int().min(0),
  priceChanges: z.number().int().min(0),
});
export type TEditedServicesGroup = z.infer<typeof ZEditedServicesGroup>;

export const ZEditedServicesSummary = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  total: z.number().int().min(0),
  byChange: z.array(z.object({ change: z.enum(EDITED_SERVICE_CHANGES), count: z.number().int() })),
  /** Top ten of each, then one "others" row when there are more. */
  byConsultant: z.array(ZEditedServicesGroup),
  byServiceType: z.array(ZEditedServicesGroup),
  bySupplier: z.array(ZEditedServicesGroup),
});
export type TEditedServicesSummary = z.infer<typeof ZEditedServicesSummary>;

export const ZInsightsFilterOptions = z.object({
  brands: z.array(
    z.object({ id: z.number().int(), name: z.string(), currency: z.enum(INSIGHTS_CURRENCIES) }),
  ),
  agencies: z.array(z.object({ id: z.number().int(), name: z.string(), brandId: z.number() })),
  /** Back-office users (the consultants who may change services). */
  consultants: z.array(z.object({ id: z.number().int(), name: z.string() })),
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The default period, so the screen shows what the server would use. */
  defaultFrom: ZIsoDate,
  defaultTo: ZIsoDate,
});
export type TInsightsFilterOptions = z.infer<typeof ZInsightsFilterOptions>;
