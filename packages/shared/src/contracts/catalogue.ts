import { z } from 'zod';
import {
  ACCOMMODATION_CLASSES,
  AVAILABILITY_KINDS,
  COUNTRY_CODES,
  MARKUP_RULE_KINDS,
  PACKAGE_STATUSES,
  PRICING_BASES,
  PRICING_MODELS,
  ROOM_TYPE_CODES,
  SERVICE_TYPE_CODES,
  TRANSPORT_TYPES,
  isAccommodationServiceType,
} from '../domain/pricing/codes';
import {
  DEFAULT_PAYMENT_TERMS,
  MAX_PAYMENT_TERMS_DAYS,
  PAYMENT_TERMS_BASES,
} from '../domain/payables';
import { ALL_WEEKDAYS_MASK } from '../domain/pricing/calendar';
import { ZCancellationPolicy } from './cancellation';
import { ZBrandId, ZCents, ZHhmmTime, ZId, ZIsoDate, ZQueryId } from './primitives';

/**
 * The catalogue the pricing engine reads (docs/pricing.md): locations, suppliers, products, rates,
 * availability, markup/commission rules and packages (the spec's "quick quotes").
 *
 * Each entity has a field shape without defaults, a response schema (`ZX`, with `id`), a create
 * request (`ZCreateXRequest`, with defaults and cross-field checks) and an update request
 * (`ZUpdateXRequest`: any subset of the fields; cross-field checks run on the fields sent, and the
 * service re-checks the merged entity with the create schema). Money is integer cents; dates are
 * ISO calendar dates; times are four-digit HHMM strings.
 */

// ---------------------------------------------------------------------------------------------
// Field building blocks

/** Tourplan-style codes: upper case letters, digits and dashes ("HARBAKL", "HARBAKL-SUP"). */
export const ZCatalogueCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(2)
  .max(20)
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, { message: 'Use letters, digits and dashes only' });

const ZName = z.string().trim().min(1).max(160);
const ZLongText = z.string().trim().max(4000);
const ZPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+0-9 ().-]*$/, { message: 'This field must be a valid phone number' });
const ZAddress = z.string().trim().max(300);

export const ZServiceTypeCode = z.enum(SERVICE_TYPE_CODES);
export const ZRoomTypeCode = z.enum(ROOM_TYPE_CODES);
export const ZAccommodationClass = z.enum(ACCOMMODATION_CLASSES);
export const ZPricingBasis = z.enum(PRICING_BASES);
export const ZAvailabilityKind = z.enum(AVAILABILITY_KINDS);
export const ZPricingModel = z.enum(PRICING_MODELS);
export const ZMarkupRuleKind = z.enum(MARKUP_RULE_KINDS);
export const ZTransportType = z.enum(TRANSPORT_TYPES);
export const ZPackageStatus = z.enum(PACKAGE_STATUSES);
export const ZCountryCode = z.enum(COUNTRY_CODES);

/** Weekday bitmask: bit 0 Monday ... bit 6 Sunday; 127 is every day. */
export const ZWeekdayMask = z.number().int().min(1).max(ALL_WEEKDAYS_MASK);

type TIssueSink = z.core.$RefinementCtx;

function addIssue(ctx: TIssueSink, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

function checkDateOrder(
  value: { from?: string | null; to?: string | null },
  ctx: TIssueSink,
  toField: string,
): void {
  if (value.from && value.to && value.from > value.to) {
    addIssue(ctx, toField, 'The end date must be on or after the start date');
  }
}

// ---------------------------------------------------------------------------------------------
// Locations

export const ZDrivingNote = z.object({
  toLocationId: ZId,
  km: z.number().int().min(0).max(5_000),
  minutes: z.number().int().min(0).max(6_000),
  notes: z.string().trim().max(1000),
});
export type TDrivingNote = z.infer<typeof ZDrivingNote>;

const locationShape = {
  code: ZCatalogueCode,
  name: ZName,
  region: z.string().trim().min(1).max(120),
  country: ZCountryCode,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  drivingNotes: z.array(ZDrivingNote).max(30),
};

export const ZLocation = z.object({ id: ZId, ...locationShape });
export type TLocation = z.infer<typeof ZLocation>;

function checkLocation(
  value: { drivingNotes?: { toLocationId: number }[] | undefined },
  ctx: TIssueSink,
): void {
  const seen = new Set<number>();
  for (const note of value.drivingNotes ?? []) {
    if (seen.has(note.toLocationId)) addIssue(ctx, 'drivingNotes', 'One driving note per location');
    seen.add(note.toLocationId);
  }
}

export const ZCreateLocationRequest = z
  .object({ ...locationShape, drivingNotes: locationShape.drivingNotes.default([]) })
  .superRefine(checkLocation);
export type TCreateLocationRequest = z.infer<typeof ZCreateLocationRequest>;

export const ZUpdateLocationRequest = z.object(locationShape).partial().superRefine(checkLocation);
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;

// ---------------------------------------------------------------------------------------------
// Suppliers

const supplierShape = {
  code: ZCatalogueCode,
  name: ZName,
  /** Where service requests and amendments are sent. */
  email: z.email().max(200),
  phone: ZPhone,
  address: ZAddress,
  locationId: ZId.nullable(),
  active: z.boolean(),
  /**
   * Confirms every booking itself: its services are requested even when sold from its allotment
   * or free sell (no instant confirmation; docs/pricing.md).
   */
  confirmsEveryBooking: z.boolean(),
  /**
   * When the supplier is paid for a confirmed service: days after the service, or before the
   * booking's arrival (docs/finance.md, "Supplier payables").
   */
  paymentTermsBasis: z.enum(PAYMENT_TERMS_BASES),
  paymentTermsDays: z
    .number()
    .int('This field must be a whole number')
    .min(0, 'This field must be 0 or more')
    .max(MAX_PAYMENT_TERMS_DAYS, `This field must be ${MAX_PAYMENT_TERMS_DAYS} or less`),
};

export const ZSupplier = z.object({ id: ZId, ...supplierShape });
export type TSupplier = z.infer<typeof ZSupplier>;

export const ZCreateSupplierRequest = z.object({
  ...supplierShape,
  phone: supplierShape.phone.default(''),
  address: supplierShape.address.default(''),
  locationId: supplierShape.locationId.default(null),
  active: supplierShape.active.default(true),
  confirmsEveryBooking: supplierShape.confirmsEveryBooking.default(false),
  paymentTermsBasis: supplierShape.paymentTermsBasis.default(DEFAULT_PAYMENT_TERMS.basis),
  paymentTermsDays: supplierShape.paymentTermsDays.default(DEFAULT_PAYMENT_TERMS.days),
});
export type TCreateSupplierRequest = z.infer<typeof ZCreateSupplierRequest>;

export const ZUpdateSupplierRequest = z.object(supplierShape).partial();
export type TUpdateSupplierRequest = z.infer<typeof ZUpdateSupplierRequest>;

// ---------------------------------------------------------------------------------------------
// Products

/** The oldest age of a child band: 0 to 17 (from 18 a traveller is an adult everywhere). */
const ZBandAge = z.number().int().min(0).max(17);

const productShape = {
  code: ZCatalogueCode,
  supplierId: ZId,
  serviceTypeCode: ZServiceTypeCode,
  locationId: ZId,
  name: ZName,
  description: ZLongText,
  startTime: ZHhmmTime.nullable(),
  endTime: ZHhmmTime.nullable(),
  /** Up to 14 days; multi-day services (guided walks, coach legs) get their span from the package. */
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(14 * 24 * 60)
    .nullable(),
  voucherText: z.string().trim().max(2000),
  phone: ZPhone,
  address: ZAddress,
  /** Required for accommodation (AC, AF), null for every other service type. */
  accommodationClass: ZAccommodationClass.nullable(),
  /** The room types an accommodation product sells; empty for other services. */
  roomTypes: z.array(ZRoomTypeCode).max(ROOM_TYPE_CODES.length),
  pricingBasis: ZPricingBasis,
  /** Passengers per vehicle or unit (per_vehicle_day, per_unit); null counts one vehicle or unit. */
  capacity: z.number().int().min(1).max(60).nullable(),
  /**
   * Child age bands (docs/pricing.md, "Child ages"): a child of at most `infantMaxAge` travels
   * free, one of at most `childMaxAge` pays the child price, an older one the adult price. Null
   * leaves the band out. Per person rates read them.
   */
  infantMaxAge: ZBandAge.nullable(),
  childMaxAge: ZBandAge.nullable(),
  /** What cancelling costs (docs/pricing.md, "Cancellation fees"); null cancels free of charge. */
  cancellationPolicy: ZCancellationPolicy.nullable(),
  active: z.boolean(),
};

export const ZProduct = z.object({ id: ZId, ...productShape });
export type TProduct = z.infer<typeof ZProduct>;

type TProductCheck = Partial<
  Pick<
    TProduct,
    | 'serviceTypeCode'
    | 'accommodationClass'
    | 'roomTypes'
    | 'pricingBasis'
    | 'infantMaxAge'
    | 'childMaxAge'
  >
>;

function checkProduct(value: TProductCheck, ctx: TIssueSink): void {
  if (
    typeof value.infantMaxAge === 'number' &&
    typeof value.childMaxAge === 'number' &&
    value.infantMaxAge >= value.childMaxAge
  ) {
    addIssue(ctx, 'childMaxAge', 'The child band must end above the infant band');
  }
  if (value.roomTypes && new Set(value.roomTypes).size !== value.roomTypes.length) {
    addIssue(ctx, 'roomTypes', 'Each room type once');
  }
  if (value.serviceTypeCode === undefined) return;
  if (isAccommodationServiceType(value.serviceTypeCode)) {
    if (value.accommodationClass === null) {
      addIssue(ctx, 'accommodationClass', 'Accommodation needs a class');
    }
    if (value.roomTypes !== undefined && value.roomTypes.length === 0) {
      addIssue(ctx, 'roomTypes', 'Accommodation sells at least one room type');
    }
    if (value.pricingBasis !== undefined && value.pricingBasis !== 'per_room_night') {
      addIssue(ctx, 'pricingBasis', 'Accommodation is priced per room night');
    }
  } else {
    if (value.accommodationClass) {
      addIssue(ctx, 'accommodationClass', 'Only accommodation has a class');
    }
    if (value.roomTypes && value.roomTypes.length > 0) {
      addIssue(ctx, 'roomTypes', 'Only accommodation sells room types');
    }
    if (value.pricingBasis === 'per_room_night') {
      addIssue(ctx, 'pricingBasis', 'Only accommodation is priced per room night');
    }
  }
}

export const ZCreateProductRequest = z
  .object({
    ...productShape,
    description: productShape.description.default(''),
    startTime: productShape.startTime.default(null),
    endTime: productShape.endTime.default(null),
    durationMinutes: productShape.durationMinutes.default(null),
    voucherText: productShape.voucherText.default(''),
    phone: productShape.phone.default(''),
    address: productShape.address.default(''),
    accommodationClass: productShape.accommodationClass.default(null),
    roomTypes: productShape.roomTypes.default([]),
    capacity: productShape.capacity.default(null),
    infantMaxAge: productShape.infantMaxAge.default(null),
    childMaxAge: productShape.childMaxAge.default(null),
    cancellationPolicy: productShape.cancellationPolicy.default(null),
    active: productShape.active.default(true),
  })
  .superRefine(checkProduct);
export type TCreateProductRequest = z.infer<typeof ZCreateProductRequest>;

export const ZUpdateProductRequest = z.object(productShape).partial().superRefine(checkProduct);
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

// ---------------------------------------------------------------------------------------------
// Rates

const rateShape = {
  productId: ZId,
  /** The market: the brand's currency is the rate's currency (NZD for 1, AUD for 2). */
  brandId: ZBrandId,
  /** The room type a per_room_night rate prices; null for the other bases. */
  roomType: ZRoomTypeCode.nullable(),
  basis: ZPricingBasis,
  validFrom: ZIsoDate,
  validTo: ZIsoDate,
  weekdayMask: ZWeekdayMask,
  /** Nights (accommodation) or days (vehicles) the line must span to use this rate. */
  minStay: z.number().int().min(1).max(60),
  costCents: ZCents,
  sellCents: ZCents,
  childCostCents: ZCents.nullable(),
  childSellCents: ZCents.nullable(),
};

export const ZRate = z.object({
  id: ZId,
  ...rateShape,
  currency: z.enum(['NZD', 'AUD']),
});
export type TRate = z.infer<typeof ZRate>;

type TRateCheck = Partial<
  Pick<TRate, 'roomType' | 'basis' | 'validFrom' | 'validTo' | 'childCostCents' | 'childSellCents'>
>;

function checkRate(value: TRateCheck, ctx: TIssueSink): void {
  checkDateOrder({ from: value.validFrom, to: value.validTo }, ctx, 'validTo');
  if (value.basis === 'per_room_night' && value.roomType === null) {
    addIssue(ctx, 'roomType', 'A room night rate needs a room type');
  }
  if (value.basis !== undefined && value.basis !== 'per_room_night' && value.roomType) {
    addIssue(ctx, 'roomType', 'Only room night rates have a room type');
  }
  const hasChildPrice =
    (value.childCostCents ?? null) !== null || (value.childSellCents ?? null) !== null;
  if (value.basis !== undefined && value.basis !== 'per_person' && hasChildPrice) {
    addIssue(ctx, 'childSellCents', 'Only per person rates have child prices');
  }
  if (
    value.childCostCents !== undefined &&
    value.childSellCents !== undefined &&
    (value.childCostCents === null) !== (value.childSellCents === null)
  ) {
    addIssue(ctx, 'childSellCents', 'Give both child cost and child sell, or neither');
  }
}

export const ZCreateRateRequest = z
  .object({
    ...rateShape,
    roomType: rateShape.roomType.default(null),
    weekdayMask: rateShape.weekdayMask.default(ALL_WEEKDAYS_MASK),
    minStay: rateShape.minStay.default(1),
    childCostCents: rateShape.childCostCents.default(null),
    childSellCents: rateShape.childSellCents.default(null),
  })
  .superRefine(checkRate);
export type TCreateRateRequest = z.infer<typeof ZCreateRateRequest>;

export const ZUpdateRateRequest = z.object(rateShape).partial().superRefine(checkRate);
export type TUpdateRateRequest = z.infer<typeof ZUpdateRateRequest>;

// ---------------------------------------------------------------------------------------------
// Availability

const availabilityShape = {
  productId: ZId,
  /** Availability holds for each date from dateFrom to dateTo inclusive (one day for a stop sell). */
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  kind: ZAvailabilityKind,
  /** Units remaining on each date (allotment only). */
  allotment: z.number().int().min(0).max(9_999).nullable(),
  /** Inside this many days before a date the allotment is released and the date is on request. */
  releaseDays: z.number().int().min(0).max(365).nullable(),
  /** When the allotment cannot cover a line: true -> On Request, false -> Full. */
  hasOnRequestFallback: z.boolean(),
};

export const ZAvailability = z.object({ id: ZId, ...availabilityShape });
export type TAvailability = z.infer<typeof ZAvailability>;

type TAvailabilityCheck = Partial<
  Pick<TAvailability, 'dateFrom' | 'dateTo' | 'kind' | 'allotment' | 'releaseDays'>
>;

function checkAvailability(value: TAvailabilityCheck, ctx: TIssueSink): void {
  checkDateOrder({ from: value.dateFrom, to: value.dateTo }, ctx, 'dateTo');
  if (value.kind === 'allotment' && value.allotment === null) {
    addIssue(ctx, 'allotment', 'An allotment needs a number of units');
  }
  if (value.kind !== undefined && value.kind !== 'allotment') {
    if ((value.allotment ?? null) !== null)
      addIssue(ctx, 'allotment', 'Only allotments count units');
    if ((value.releaseDays ?? null) !== null) {
      addIssue(ctx, 'releaseDays', 'Only allotments have release days');
    }
  }
}

export const ZCreateAvailabilityRequest = z
  .object({
    ...availabilityShape,
    allotment: availabilityShape.allotment.default(null),
    releaseDays: availabilityShape.releaseDays.default(null),
    hasOnRequestFallback: availabilityShape.hasOnRequestFallback.default(false),
  })
  .superRefine(checkAvailability);
export type TCreateAvailabilityRequest = z.infer<typeof ZCreateAvailabilityRequest>;

export const ZUpdateAvailabilityRequest = z
  .object(availabilityShape)
  .partial()
  .superRefine(checkAvailability);
export type TUpdateAvailabilityRequest = z.infer<typeof ZUpdateAvailabilityRequest>;

// ---------------------------------------------------------------------------------------------
// Markup and commission rules

const markupRuleShape = {
  name: ZName,
  /** Scope: null matches any. The most specific matching rule of a kind wins (docs/pricing.md). */
  agencyId: ZId.nullable(),
  brandId: ZBrandId.nullable(),
  supplierId: ZId.nullable(),
  serviceTypeCode: ZServiceTypeCode.nullable(),
  validFrom: ZIsoDate.nullable(),
  validTo: ZIsoDate.nullable(),
  kind: ZMarkupRuleKind,
  /** 2 000 = 20%. Commission is at most 100%; markup up to 1 000%. */
  basisPoints: z.number().int().min(0).max(100_000),
  /** Breaks ties between equally specific rules: higher wins. */
  priority: z.number().int().min(-1000).max(1000),
};

export const ZMarkupRule = z.object({ id: ZId, ...markupRuleShape });
export type TMarkupRule = z.infer<typeof ZMarkupRule>;

type TMarkupRuleCheck = Partial<
  Pick<TMarkupRule, 'validFrom' | 'validTo' | 'kind' | 'basisPoints'>
>;

function checkMarkupRule(value: TMarkupRuleCheck, ctx: TIssueSink): void {
  checkDateOrder({ from: value.validFrom, to: value.validTo }, ctx, 'validTo');
  if (
    value.kind === 'commission_percent' &&
    value.basisPoints !== undefined &&
    value.basisPoints > 10_000
  ) {
    addIssue(ctx, 'basisPoints', 'Commission cannot exceed 100%');
  }
}

export const ZCreateMarkupRuleRequest = z
  .object({
    ...markupRuleShape,
    agencyId: markupRuleShape.agencyId.default(null),
    brandId: markupRuleShape.brandId.default(null),
    supplierId: markupRuleShape.supplierId.default(null),
    serviceTypeCode: markupRuleShape.serviceTypeCode.default(null),
    validFrom: markupRuleShape.validFrom.default(null),
    validTo: markupRuleShape.validTo.default(null),
    priority: markupRuleShape.priority.default(0),
  })
  .superRefine(checkMarkupRule);
export type TCreateMarkupRuleRequest = z.infer<typeof ZCreateMarkupRuleRequest>;

export const ZUpdateMarkupRuleRequest = z
  .object(markupRuleShape)
  .partial()
  .superRefine(checkMarkupRule);
export type TUpdateMarkupRuleRequest = z.infer<typeof ZUpdateMarkupRuleRequest>;

/** An agency's pricing model: 'gross' pays sell less commission, 'net' pays cost plus markup. */
export const ZAgencyPricing = z.object({ agencyId: ZId, pricingModel: ZPricingModel });
export type TAgencyPricing = z.infer<typeof ZAgencyPricing>;

// ---------------------------------------------------------------------------------------------
// Packages (quick quotes)

export const ZPackageDrivingNote = z.object({
  fromLocationId: ZId,
  toLocationId: ZId,
  km: z.number().int().min(0).max(5_000),
  minutes: z.number().int().min(0).max(6_000),
  notes: z.string().trim().max(1000),
});
export type TPackageDrivingNote = z.infer<typeof ZPackageDrivingNote>;

export const ZPackageAccommodation = z.object({
  accommodationClass: ZAccommodationClass,
  productId: ZId,
});
export type TPackageAccommodation = z.infer<typeof ZPackageAccommodation>;

/**
 * A service on a package day: sightseeing, a transfer, a ferry or train, a guided walk, or a leg
 * (car hire, coach) that spans several days from this one. `spanDays` counts the days charged: a
 * multi-day service runs from its day to day + spanDays - 1, a car hired on day 2 for 3 days is
 * dropped off on day 5. Times override the product's own.
 */
export const ZPackageService = z.object({
  productId: ZId,
  spanDays: z.number().int().min(1).max(60).default(1),
  startTime: ZHhmmTime.nullable().default(null),
  endTime: ZHhmmTime.nullable().default(null),
  notes: z.string().trim().max(1000).default(''),
});
export type TPackageService = z.infer<typeof ZPackageService>;

export const ZPackageDay = z.object({
  dayNumber: z.number().int().min(1).max(61),
  title: z.string().trim().min(1).max(160),
  description: ZLongText.default(''),
  /** Where the travellers sleep; null on the last day (or a night in transit). */
  overnightLocationId: ZId.nullable().default(null),
  /** The accommodation product for each class sold for this night. */
  accommodation: z.array(ZPackageAccommodation).max(ACCOMMODATION_CLASSES.length).default([]),
  services: z.array(ZPackageService).max(20).default([]),
  drivingNotes: z.array(ZPackageDrivingNote).max(10).default([]),
});
export type TPackageDay = z.infer<typeof ZPackageDay>;

const packageShape = {
  code: ZCatalogueCode,
  brandId: ZBrandId,
  name: ZName,
  description: ZLongText,
  startLocationId: ZId,
  durationNights: z.number().int().min(1).max(60),
  transportType: ZTransportType,
  /** The tariff the package is priced from, e.g. "FIT 2026/27". */
  productTariff: z.string().trim().min(1).max(60),
  status: ZPackageStatus,
  days: z.array(ZPackageDay).min(2).max(61),
};

export const ZPackage = z.object({ id: ZId, ...packageShape });
export type TPackage = z.infer<typeof ZPackage>;

export const ZPackageSummary = ZPackage.omit({ days: true });
export type TPackageSummary = z.infer<typeof ZPackageSummary>;

type TPackageCheck = Partial<Pick<TPackage, 'durationNights' | 'days'>>;

function checkPackage(value: TPackageCheck, ctx: TIssueSink): void {
  const days = value.days;
  if (!days) return;
  days.forEach((day, index) => {
    if (day.dayNumber !== index + 1) {
      addIssue(ctx, 'days', 'Days must be numbered 1, 2, 3... in order');
    }
    const classes = day.accommodation.map((option) => option.accommodationClass);
    if (new Set(classes).size !== classes.length) {
      addIssue(ctx, 'days', `Day ${day.dayNumber}: one accommodation per class`);
    }
    if (day.accommodation.length > 0 && day.overnightLocationId === null) {
      addIssue(ctx, 'days', `Day ${day.dayNumber}: accommodation needs an overnight location`);
    }
    for (const service of day.services) {
      if (day.dayNumber + service.spanDays - 1 > days.length) {
        addIssue(ctx, 'days', `Day ${day.dayNumber}: a service runs past the last day`);
      }
    }
  });
  if (value.durationNights !== undefined && days.length !== value.durationNights + 1) {
    addIssue(ctx, 'days', 'A package of N nights has N + 1 days');
  }
  const lastDay = days[days.length - 1];
  if (lastDay && lastDay.accommodation.length > 0) {
    addIssue(ctx, 'days', 'No accommodation on the last day');
  }
}

export const ZCreatePackageRequest = z
  .object({
    ...packageShape,
    description: packageShape.description.default(''),
    status: packageShape.status.default('test'),
  })
  .superRefine(checkPackage);
export type TCreatePackageRequest = z.infer<typeof ZCreatePackageRequest>;

export const ZUpdatePackageRequest = z.object(packageShape).partial().superRefine(checkPackage);
export type TUpdatePackageRequest = z.infer<typeof ZUpdatePackageRequest>;

/** GET /api/app/quick-quote filters (SPEC section 2: duration, start location, transport, tariff). */
export const ZPackageQuery = z.object({
  durationNights: z.coerce.number().int().min(1).max(60).optional(),
  startLocationId: ZQueryId.optional(),
  transportType: ZTransportType.optional(),
  productTariff: z.string().trim().max(60).optional(),
});
export type TPackageQuery = z.infer<typeof ZPackageQuery>;
