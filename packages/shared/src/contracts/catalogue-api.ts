import { z } from 'zod';
import { ALL_WEEKDAYS_MASK } from '../domain/pricing/calendar';
import {
  ZAccommodationClass,
  ZAvailabilityKind,
  ZCountryCode,
  ZLocation,
  ZMarkupRuleKind,
  ZPackageStatus,
  ZPackageSummary,
  ZPricingBasis,
  ZPricingModel,
  ZProduct,
  ZRoomTypeCode,
  ZServiceTypeCode,
  ZSupplier,
  ZTransportType,
  ZWeekdayMask,
} from './catalogue';
import { zSortQuery } from './list-sort';
import { ZPageQuery } from './pagination';
import { ZRoomRequest } from './pricing';
import { ZBrandId, ZId, ZIsoDate, ZQueryBoolean, ZQueryId } from './primitives';

/**
 * The HTTP API of the catalogue, rates, availability, markup rules and packages (issue 4), as the
 * server implements it and the admin and agent screens call it. Entity shapes and create/update
 * requests live in contracts/catalogue.ts, the price request and priced quote in contracts/pricing.ts;
 * this file adds the list queries, the answers that are not a bare entity, and the endpoints' own
 * payloads.
 *
 * Conventions (the same on every endpoint below):
 * - Lists answer the nested pagination shape (`zPaginated(row)` from contracts/pagination.ts) and take
 *   `page` and `per_page` (max 100) besides their filters.
 * - GET one, POST (create, 201) and PATCH (update) answer the entity itself, not wrapped.
 *   PATCH takes any subset of the fields (`ZUpdateXRequest`); the server re-validates the merged
 *   entity, so a cross-field error (e.g. an accommodation product without a class) is a 422 as well.
 * - DELETE answers 204 with no body.
 * - Validation errors are 422 `{ message, errors: { field: [messages] } }` (contracts/errors.ts); an
 *   unknown id (or one outside the caller's brand) is 404; an id in the body that does not exist
 *   (e.g. `supplierId`) is a 422 on that field; a duplicate code is a 422 on `code`.
 *
 * Who may call what (permission names from domain/permissions.ts):
 * - Reads of locations, suppliers, attachments, products, availability, rates and packages:
 *   `catalogue.view` (super-admin, consultant).
 * - Locations, suppliers, supplier attachments, products, availability writes: `catalogue.manage`.
 * - Rate writes, CSV export and import, rate analysis: `rates.manage`.
 * - Markup rules and agency pricing models (reads and writes): `pricing-rules.manage`.
 * - Packages (create, update, test price): `packages.manage`.
 * - Agent endpoints `/api/app/...`: any signed-in agent of an agency (`app.access`).
 * - `POST /api/quotes/price`: any signed-in user, then a policy: an agent needs `quotes.price` and
 *   gets the agent view (no cost, margin, charges or rules) for its agency's market and pricing
 *   model; an admin needs `catalogue.view` and gets the full view (priced with the rules that name
 *   no agency, on the gross model); a supplier gets 403. Refused before the body is validated.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces

const ZSearchText = z.string().trim().max(100);

/** `/products/:productId/...` path parameters. */
export const ZProductIdParams = z.object({ productId: ZQueryId });
export type TProductIdParams = z.infer<typeof ZProductIdParams>;

/** `{ data: [...] }` for short, unpaginated lists. */
export function zDataList<T extends z.ZodTypeAny>(row: T) {
  return z.object({ data: z.array(row) });
}

// ---------------------------------------------------------------------------------------------
// Locations
// GET    /api/admin/locations?q&country&page&per_page   -> zPaginated(ZLocation)   (name or code)
// GET    /api/admin/locations/:id                        -> ZLocation
// POST   /api/admin/locations        ZCreateLocationRequest -> 201 ZLocation
// PATCH  /api/admin/locations/:id    ZUpdateLocationRequest -> ZLocation (drivingNotes replaced when sent)

export const ZLocationListQuery = ZPageQuery.extend({
  q: ZSearchText.optional(),
  country: ZCountryCode.optional(),
});
export type TLocationListQuery = z.infer<typeof ZLocationListQuery>;
/** GET /api/admin/locations/export.csv: the list's filters, every page. */
export const ZLocationCsvQuery = ZLocationListQuery.omit({ page: true, per_page: true });
export type TLocationCsvQuery = z.infer<typeof ZLocationCsvQuery>;

// ---------------------------------------------------------------------------------------------
// Suppliers
// GET    /api/admin/suppliers?q&active&locationId&sort&dir&page&per_page
//                                           -> zPaginated(ZSupplierListItem) (sort: SUPPLIER_SORTS)
// GET    /api/admin/suppliers/:id          -> ZSupplierDetail (with its products and attachments)
// POST   /api/admin/suppliers       ZCreateSupplierRequest -> 201 ZSupplier
// PATCH  /api/admin/suppliers/:id   ZUpdateSupplierRequest -> ZSupplier

/** The columns the suppliers list sorts by (its default: by name). */
export const SUPPLIER_SORTS = ['code', 'name', 'location', 'email', 'products', 'status'] as const;
export type TSupplierSort = (typeof SUPPLIER_SORTS)[number];

export const ZSupplierListQuery = ZPageQuery.extend({
  /** Matches code or name. */
  q: ZSearchText.optional(),
  active: ZQueryBoolean.optional(),
  locationId: ZQueryId.optional(),
  ...zSortQuery(SUPPLIER_SORTS).shape,
});
export type TSupplierListQuery = z.infer<typeof ZSupplierListQuery>;
/** GET /api/admin/suppliers/export.csv: the list's filters and order, every page. */
export const ZSupplierCsvQuery = ZSupplierListQuery.omit({ page: true, per_page: true });
export type TSupplierCsvQuery = z.infer<typeof ZSupplierCsvQuery>;

export const ZSupplierListItem = ZSupplier.extend({
  locationName: z.string().nullable(),
  productCount: z.number().int().min(0),
});
export type TSupplierListItem = z.infer<typeof ZSupplierListItem>;

// ---------------------------------------------------------------------------------------------
// Supplier attachments (contracts, fact sheets, rate sheets). Files are kept in the database.
// GET    /api/admin/supplier-attachments?supplierId&kind&page&per_page -> zPaginated(ZSupplierAttachment)
// GET    /api/admin/supplier-attachments/:id            -> ZSupplierAttachment
// POST   /api/admin/supplier-attachments   ZUploadSupplierAttachmentRequest -> 201 ZSupplierAttachment
// GET    /api/admin/supplier-attachments/:id/download   -> the file (its content type,
//        Content-Disposition: attachment; filename="...")
// DELETE /api/admin/supplier-attachments/:id            -> 204

export const ATTACHMENT_KINDS = ['contract', 'fact_sheet', 'rate_sheet', 'other'] as const;
export const ZAttachmentKind = z.enum(ATTACHMENT_KINDS);
export type TAttachmentKind = z.infer<typeof ZAttachmentKind>;

/** 5 MB of file; its base64 text is 4/3 of that. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENT_BASE64_LENGTH = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

export const ZSupplierAttachment = z.object({
  id: ZId,
  supplierId: ZId,
  supplierName: z.string(),
  kind: ZAttachmentKind,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  description: z.string(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TSupplierAttachment = z.infer<typeof ZSupplierAttachment>;

export const ZSupplierAttachmentListQuery = ZPageQuery.extend({
  supplierId: ZQueryId.optional(),
  kind: ZAttachmentKind.optional(),
});
export type TSupplierAttachmentListQuery = z.infer<typeof ZSupplierAttachmentListQuery>;
/** GET /api/admin/supplier-attachments/export.csv: the list's filters, every page. */
export const ZSupplierAttachmentCsvQuery = ZSupplierAttachmentListQuery.omit({
  page: true,
  per_page: true,
});

export const ZUploadSupplierAttachmentRequest = z.object({
  supplierId: ZId,
  kind: ZAttachmentKind.default('other'),
  /** Shown and offered as the download name; no folders. */
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^/\\\0]+$/, { message: 'A file name cannot contain slashes' }),
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/, {
      message: 'Must be a content type such as application/pdf',
    }),
  /** The file's bytes, base64-encoded (no data: prefix); at most 5 MB of file. */
  base64: z
    .string()
    .min(1, { message: 'The file is empty' })
    .max(MAX_ATTACHMENT_BASE64_LENGTH, { message: 'The file must be 5 MB or smaller' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'Must be base64-encoded' }),
  description: z.string().trim().max(500).default(''),
});
export type TUploadSupplierAttachmentRequest = z.infer<typeof ZUploadSupplierAttachmentRequest>;

export const ZSupplierDetail = ZSupplier.extend({
  locationName: z.string().nullable(),
  products: z.array(ZProduct),
  attachments: z.array(ZSupplierAttachment),
});
export type TSupplierDetail = z.infer<typeof ZSupplierDetail>;

// ---------------------------------------------------------------------------------------------
// Products
// GET    /api/admin/products?q&supplierId&serviceTypeCode&locationId&active&page&per_page
//                                           -> zPaginated(ZProductListItem)
// GET    /api/admin/products/:id           -> ZProductListItem
// POST   /api/admin/products       ZCreateProductRequest -> 201 ZProductListItem
// PATCH  /api/admin/products/:id   ZUpdateProductRequest -> ZProductListItem

export const ZProductListQuery = ZPageQuery.extend({
  /** Matches product code or name. */
  q: ZSearchText.optional(),
  supplierId: ZQueryId.optional(),
  serviceTypeCode: ZServiceTypeCode.optional(),
  locationId: ZQueryId.optional(),
  active: ZQueryBoolean.optional(),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;
/** GET /api/admin/products/export.csv: the list's filters, every page. */
export const ZProductCsvQuery = ZProductListQuery.omit({ page: true, per_page: true });

export const ZProductListItem = ZProduct.extend({
  supplierName: z.string(),
  supplierCode: z.string(),
  locationName: z.string(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;

// ---------------------------------------------------------------------------------------------
// Rates (a product's contracted cost and sell per market, date range and basis)
// GET    /api/admin/rates?productId&supplierId&brandId&validOn&page&per_page -> zPaginated(ZRate)
//        (ordered by product, brand, room type, validFrom)
// POST   /api/admin/rates       ZCreateRateRequest -> 201 ZRate
// PATCH  /api/admin/rates/:id   ZUpdateRateRequest -> ZRate
// DELETE /api/admin/rates/:id                        -> 204
// GET    /api/admin/rates/export.csv?supplierId&productId&brandId -> text/csv (RATE_CSV_COLUMNS)
// POST   /api/admin/rates/import   ZRatesImportRequest -> ZRatesImportResponse
// The basis of a rate must be its product's pricing basis (422 on `basis` otherwise).

export const ZRateListQuery = ZPageQuery.extend({
  productId: ZQueryId.optional(),
  supplierId: ZQueryId.optional(),
  brandId: z.coerce.number().pipe(ZBrandId).optional(),
  /** Only rates whose validity covers this date. */
  validOn: ZIsoDate.optional(),
});
export type TRateListQuery = z.infer<typeof ZRateListQuery>;

export const ZRatesExportQuery = z
  .object({
    supplierId: ZQueryId.optional(),
    productId: ZQueryId.optional(),
    brandId: z.coerce.number().pipe(ZBrandId).optional(),
  })
  .refine((query) => query.supplierId !== undefined || query.productId !== undefined, {
    message: 'Choose a supplier or a product to export',
    path: ['supplierId'],
  });
export type TRatesExportQuery = z.infer<typeof ZRatesExportQuery>;

/**
 * The CSV's header row, in this order. `id` empty creates a rate, an id updates that rate;
 * `product_code` names the product; `currency` is informative (the brand decides it) and must match
 * the brand when given; `weekdays` is a string of seven characters Monday..Sunday, each a letter for
 * a day that applies or "-" ("MTWTFSS" every day, "----FS-" Friday and Saturday); money is in dollars
 * with two decimals ("189.00"); empty child prices mean none. Exported files import unchanged.
 */
export const RATE_CSV_COLUMNS = [
  'id',
  'product_code',
  'brand_id',
  'currency',
  'room_type',
  'basis',
  'valid_from',
  'valid_to',
  'weekdays',
  'min_stay',
  'cost',
  'sell',
  'child_cost',
  'child_sell',
] as const;

/** At most this many data rows per import (a supplier's full contract for two years fits easily). */
export const MAX_RATE_IMPORT_ROWS = 20_000;

/** The largest rates CSV the contract accepts; the server may be configured lower. */
export const MAX_RATES_IMPORT_BYTES = 4_000_000;

export const ZRatesImportRequest = z.object({
  csv: z
    .string()
    .min(1, { message: 'The file is empty' })
    .max(MAX_RATES_IMPORT_BYTES, { message: 'The file must be 4 MB or smaller' }),
});
export type TRatesImportRequest = z.infer<typeof ZRatesImportRequest>;

export const ZRateImportError = z.object({
  /** 1-based line number in the file (the header is row 1). */
  row: z.number().int().min(1),
  message: z.string(),
});
export type TRateImportError = z.infer<typeof ZRateImportError>;

/**
 * Always 200. All or nothing: with any error nothing is written (`imported` is 0) and every bad row
 * is listed; otherwise `errors` is empty and `imported` = `created` + `updated`.
 */
export const ZRatesImportResponse = z.object({
  imported: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  errors: z.array(ZRateImportError),
});
export type TRatesImportResponse = z.infer<typeof ZRatesImportResponse>;

// ---------------------------------------------------------------------------------------------
// Availability: one record per product per date (and optionally per agency for allotment splits).
// GET    /api/admin/products/:productId/availability?from&to&agencyId
//        -> ZAvailabilityCalendar (at most 400 days; without agencyId every record, general and
//        every agency's split; with agencyId the general records and that agency's splits)
// PUT    /api/admin/products/:productId/availability   ZSetAvailabilityRequest -> ZSetAvailabilityResponse
// DELETE /api/admin/products/:productId/availability?from&to&agencyId -> 204 (dates back to "no
//        record", i.e. On Request; refused with 409 while an allotment on a date has units booked)

export const MAX_AVAILABILITY_DAYS = 400;

export const ZAvailabilityCalendarQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    agencyId: ZQueryId.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    }
  });
export type TAvailabilityCalendarQuery = z.infer<typeof ZAvailabilityCalendarQuery>;

export const ZAvailabilityDay = z.object({
  date: ZIsoDate,
  /** Null for the general record; an agency's own allotment split otherwise. */
  agencyId: ZId.nullable(),
  kind: ZAvailabilityKind,
  /** Allotment only: units contracted on the date, units booked, units left. */
  allotment: z.number().int().min(0).nullable(),
  allotmentUsed: z.number().int().min(0),
  remaining: z.number().int().nullable(),
  releaseDays: z.number().int().min(0).nullable(),
  hasOnRequestFallback: z.boolean(),
});
export type TAvailabilityDay = z.infer<typeof ZAvailabilityDay>;

export const ZAvailabilityCalendar = z.object({
  productId: ZId,
  from: ZIsoDate,
  to: ZIsoDate,
  /** Dates with a record only, ordered by date then general before agency splits; a date not
   * listed has no record and prices as On Request. */
  days: z.array(ZAvailabilityDay),
});
export type TAvailabilityCalendar = z.infer<typeof ZAvailabilityCalendar>;

export const ZSetAvailabilityRequest = z
  .object({
    dateFrom: ZIsoDate,
    dateTo: ZIsoDate,
    /** Only the weekdays in this mask within the range are set (bit 0 Monday ... bit 6 Sunday). */
    weekdayMask: ZWeekdayMask.default(ALL_WEEKDAYS_MASK),
    kind: ZAvailabilityKind,
    /** Allotment only: units per date (the total, booked units included). */
    allotment: z.number().int().min(0).max(9_999).nullable().default(null),
    releaseDays: z.number().int().min(0).max(365).nullable().default(null),
    hasOnRequestFallback: z.boolean().default(false),
    /** Allotment only: this agency's own split instead of the general allotment. */
    agencyId: ZId.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.dateFrom > value.dateTo) {
      issue('dateTo', 'The end date must be on or after the start date');
    }
    if (value.kind === 'allotment') {
      if (value.allotment === null) issue('allotment', 'An allotment needs a number of units');
    } else {
      if (value.allotment !== null) issue('allotment', 'Only allotments count units');
      if (value.releaseDays !== null) issue('releaseDays', 'Only allotments have release days');
      if (value.agencyId !== null) issue('agencyId', 'Only allotments can be split by agency');
    }
  });
export type TSetAvailabilityRequest = z.infer<typeof ZSetAvailabilityRequest>;

export const ZSetAvailabilityResponse = z.object({
  /** Dates written (those in the range whose weekday is in the mask). */
  updatedDays: z.number().int().min(0),
});
export type TSetAvailabilityResponse = z.infer<typeof ZSetAvailabilityResponse>;

export const ZClearAvailabilityQuery = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  agencyId: ZQueryId.optional(),
});
export type TClearAvailabilityQuery = z.infer<typeof ZClearAvailabilityQuery>;

// ---------------------------------------------------------------------------------------------
// Markup and commission rules, and each agency's pricing model
// GET    /api/admin/markup-rules?agencyId&brandId&supplierId&serviceTypeCode&kind&page&per_page
//                                              -> zPaginated(ZMarkupRuleListItem)
// GET    /api/admin/markup-rules/:id          -> ZMarkupRuleListItem
// POST   /api/admin/markup-rules       ZCreateMarkupRuleRequest -> 201 ZMarkupRuleListItem
// PATCH  /api/admin/markup-rules/:id   ZUpdateMarkupRuleRequest -> ZMarkupRuleListItem
// DELETE /api/admin/markup-rules/:id          -> 204
// GET    /api/admin/agency-pricing            -> zDataList(ZAgencyPricingItem)
// PUT    /api/admin/agency-pricing/:id  ZSetAgencyPricingRequest -> ZAgencyPricingItem (id = agency id)

export const ZMarkupRuleListQuery = ZPageQuery.extend({
  agencyId: ZQueryId.optional(),
  brandId: z.coerce.number().pipe(ZBrandId).optional(),
  supplierId: ZQueryId.optional(),
  serviceTypeCode: ZServiceTypeCode.optional(),
  kind: ZMarkupRuleKind.optional(),
});
export type TMarkupRuleListQuery = z.infer<typeof ZMarkupRuleListQuery>;
/** GET /api/admin/markup-rules/export.csv: the list's filters, every page. */
export const ZMarkupRuleCsvQuery = ZMarkupRuleListQuery.omit({ page: true, per_page: true });

export const ZMarkupRuleListItem = z.object({
  id: ZId,
  name: z.string(),
  agencyId: ZId.nullable(),
  agencyName: z.string().nullable(),
  brandId: ZBrandId.nullable(),
  supplierId: ZId.nullable(),
  supplierName: z.string().nullable(),
  serviceTypeCode: ZServiceTypeCode.nullable(),
  validFrom: ZIsoDate.nullable(),
  validTo: ZIsoDate.nullable(),
  kind: ZMarkupRuleKind,
  basisPoints: z.number().int(),
  priority: z.number().int(),
});
export type TMarkupRuleListItem = z.infer<typeof ZMarkupRuleListItem>;

export const ZAgencyPricingItem = z.object({
  id: ZId,
  name: z.string(),
  brandId: ZBrandId,
  pricingModel: ZPricingModel,
});
export type TAgencyPricingItem = z.infer<typeof ZAgencyPricingItem>;

export const ZSetAgencyPricingRequest = z.object({ pricingModel: ZPricingModel });
export type TSetAgencyPricingRequest = z.infer<typeof ZSetAgencyPricingRequest>;

// ---------------------------------------------------------------------------------------------
// Packages (quick quotes)
// GET    /api/admin/packages?q&brandId&status&transportType&startLocationId&durationNights&page&per_page
//                                          -> zPaginated(ZPackageSummary)
// GET    /api/admin/packages/:id          -> ZPackage (days with accommodation and services)
// POST   /api/admin/packages       ZCreatePackageRequest -> 201 ZPackage
// PATCH  /api/admin/packages/:id   ZUpdatePackageRequest -> ZPackage (days replaced when sent)
// POST   /api/admin/packages/:id/test-price   ZTestPriceRequest -> ZPricedQuote (contracts/pricing.ts:
//        the full view with cost, margin, charges and the rule that priced each line)
// Every product and location a package names must exist (422 on `days` otherwise), and every
// accommodation product must be accommodation of the class it is listed under.

export const ZAdminPackageListQuery = ZPageQuery.extend({
  /** Matches code or name. */
  q: ZSearchText.optional(),
  brandId: z.coerce.number().pipe(ZBrandId).optional(),
  status: ZPackageStatus.optional(),
  transportType: ZTransportType.optional(),
  startLocationId: ZQueryId.optional(),
  durationNights: z.coerce.number().int().min(1).max(60).optional(),
});
export type TAdminPackageListQuery = z.infer<typeof ZAdminPackageListQuery>;
/** GET /api/admin/packages/export.csv: the list's filters, every page. */
export const ZAdminPackageCsvQuery = ZAdminPackageListQuery.omit({ page: true, per_page: true });
export type TAdminPackageCsvQuery = z.infer<typeof ZAdminPackageCsvQuery>;

export const ZTestPriceRequest = z.object({
  travelDate: ZIsoDate,
  accommodationClass: ZAccommodationClass,
  rooms: z.array(ZRoomRequest).min(1).max(9),
  /** Price as this agency would be priced (its rules and model); none: rules that name no agency. */
  agencyId: ZId.nullable().default(null),
});
export type TTestPriceRequest = z.infer<typeof ZTestPriceRequest>;

// ---------------------------------------------------------------------------------------------
// Rate analysis
// GET    /api/admin/rate-analysis?months&brandId -> ZRateAnalysis (from today, the next N months)

export const ZRateAnalysisQuery = z.object({
  months: z.coerce.number().int().min(1).max(24).default(6),
  brandId: z.coerce.number().pipe(ZBrandId).optional(),
});
export type TRateAnalysisQuery = z.infer<typeof ZRateAnalysisQuery>;

export const ZRateGap = z.object({
  productId: ZId,
  productCode: z.string(),
  productName: z.string(),
  supplierId: ZId,
  supplierName: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  brandId: ZBrandId,
  /** Days in the window with no rate at all for the product in that market. */
  missingDays: z.number().int().min(1),
  firstMissingDate: ZIsoDate,
  lastMissingDate: ZIsoDate,
});
export type TRateGap = z.infer<typeof ZRateGap>;

/** Where a product's sell price changes from one rate period to the next (a season change). */
export const ZSeasonalRateChange = z.object({
  productId: ZId,
  productName: z.string(),
  brandId: ZBrandId,
  roomType: ZRoomTypeCode.nullable(),
  basis: ZPricingBasis,
  /** The first day of the new period. */
  date: ZIsoDate,
  previousSellCents: z.number().int(),
  sellCents: z.number().int(),
  /** (new - previous) / previous in basis points: 1 500 = +15%. */
  changeBasisPoints: z.number().int(),
});
export type TSeasonalRateChange = z.infer<typeof ZSeasonalRateChange>;

export const ZRateMargin = z.object({
  supplierId: ZId,
  supplierName: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  brandId: ZBrandId,
  rateCount: z.number().int().min(1),
  averageCostCents: z.number().int(),
  averageSellCents: z.number().int(),
  /** (sell - cost) / sell over the rates in the window, in basis points. */
  marginBasisPoints: z.number().int(),
});
export type TRateMargin = z.infer<typeof ZRateMargin>;

export const ZRateAnalysis = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  months: z.number().int(),
  missingRates: z.array(ZRateGap),
  seasonalChanges: z.array(ZSeasonalRateChange),
  margins: z.array(ZRateMargin),
});
export type TRateAnalysis = z.infer<typeof ZRateAnalysis>;

// ---------------------------------------------------------------------------------------------
// Agent endpoints (quick quote search, product search, the rules that apply to the agency)
// GET    /api/app/packages?durationNights&startLocationId&transportType&accommodationClass&productTariff&page&per_page
//        -> zPaginated(ZAgentPackageSummary): published packages of the agent's brand
// GET    /api/app/packages/:id            -> ZPackage (published, agent's brand; else 404)
// GET    /api/app/locations               -> zDataList(ZStartLocation): start locations of the
//        published packages of the agent's brand
// GET    /api/app/products/locations -> zDataList(ZStartLocation): every location with an active
//        product, by name (what product search and "find alternative" offer)
// GET    /api/app/products/search?q&serviceType&locationId&date&page&per_page
//        -> zPaginated(ZProductSearchResult): active products; with a date, the sell price from
//        (lowest rate of the agent's brand on that date, null when there is none: a red line) and the
//        availability status for one unit on that date
// GET    /api/app/pricing-rules           -> ZAgencyPricingRules
// POST   /api/quotes/price   ZPriceRequest (contracts/pricing.ts) -> ZAgentPricedQuote for agents,
//        ZPricedQuote for admins (see the policy at the top of this file). A test (unpublished)
//        package or another brand's package is 404 for agents.

export const ZAgentPackageQuery = ZPageQuery.extend({
  durationNights: z.coerce.number().int().min(1).max(60).optional(),
  startLocationId: ZQueryId.optional(),
  transportType: ZTransportType.optional(),
  /** Only packages with accommodation of this class on every night. */
  accommodationClass: ZAccommodationClass.optional(),
  productTariff: z.string().trim().max(60).optional(),
});
export type TAgentPackageQuery = z.infer<typeof ZAgentPackageQuery>;

export const ZAgentPackageSummary = ZPackageSummary.extend({
  startLocationName: z.string(),
  /** The classes offered on every night of the package. */
  accommodationClasses: z.array(ZAccommodationClass),
});
export type TAgentPackageSummary = z.infer<typeof ZAgentPackageSummary>;

export const ZStartLocation = ZLocation.pick({
  id: true,
  code: true,
  name: true,
  region: true,
  country: true,
});
export type TStartLocation = z.infer<typeof ZStartLocation>;

export const ZProductSearchQuery = ZPageQuery.extend({
  /** Matches product name or code, or the supplier's name. */
  q: ZSearchText.optional(),
  serviceType: ZServiceTypeCode.optional(),
  locationId: ZQueryId.optional(),
  date: ZIsoDate.optional(),
});
export type TProductSearchQuery = z.infer<typeof ZProductSearchQuery>;

export const ZProductSearchResult = z.object({
  id: ZId,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  supplierId: ZId,
  supplierName: z.string(),
  serviceTypeCode: ZServiceTypeCode,
  locationId: ZId,
  locationName: z.string(),
  accommodationClass: ZAccommodationClass.nullable(),
  roomTypes: z.array(ZRoomTypeCode),
  pricingBasis: ZPricingBasis,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  currency: z.enum(['NZD', 'AUD']),
  /** Only with a `date`: the lowest sell price of one unit (room, person, vehicle day, unit). */
  fromSellCents: z.number().int().nullable(),
  /** Only with a `date`: false when no rate covers it (the line would show red). */
  hasRate: z.boolean().nullable(),
  /** Only with a `date`: Available, Allotment, On Request, Full or Unavailable. */
  status: z.enum(['Available', 'Allotment', 'On Request', 'Full', 'Unavailable']).nullable(),
});
export type TProductSearchResult = z.infer<typeof ZProductSearchResult>;

export const ZAgencyPricingRule = z.object({
  id: ZId,
  name: z.string(),
  kind: ZMarkupRuleKind,
  basisPoints: z.number().int(),
  /** True for a rule made for this agency; false for a market or general rule. */
  isAgencySpecific: z.boolean(),
  supplierId: ZId.nullable(),
  supplierName: z.string().nullable(),
  serviceTypeCode: ZServiceTypeCode.nullable(),
  validFrom: ZIsoDate.nullable(),
  validTo: ZIsoDate.nullable(),
  priority: z.number().int(),
});
export type TAgencyPricingRule = z.infer<typeof ZAgencyPricingRule>;

export const ZAgencyPricingRules = z.object({
  agencyId: ZId,
  agencyName: z.string(),
  brandId: ZBrandId,
  pricingModel: ZPricingModel,
  /** The rules of the agency's model (commission for gross, markup for net) that can apply to it,
   * best first in the engine's order (tier: agency, supplier, market; then specificity, priority,
   * age). A gross agency's contracted commission ranks after its own rules (docs/pricing.md). */
  rules: z.array(ZAgencyPricingRule),
});
export type TAgencyPricingRules = z.infer<typeof ZAgencyPricingRules>;
