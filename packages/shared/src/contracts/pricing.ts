import { z } from 'zod';
import { LINE_STATUSES } from '../domain/pricing/codes';
import { roomOccupancyErrors } from '../domain/pricing/rooms';
import { PRICE_BASIS_SOURCES } from '../domain/pricing/rules';
import { TAX_CODES } from '../domain/tax';
import {
  ZAccommodationClass,
  ZMarkupRuleKind,
  ZPackageDrivingNote,
  ZPricingBasis,
  ZPricingModel,
  ZRoomTypeCode,
  ZServiceTypeCode,
} from './catalogue';
import { ZBrandId, ZHhmmTime, ZId, ZIsoDate } from './primitives';

/**
 * POST /api/quotes/price: the price form (SPEC section 2: accommodation class, rooms with adult
 * count, get price) and the priced quote it answers. Costs and the rules applied are for admins;
 * agents receive ZAgentPricedQuote (see toAgentPricedQuote in domain/pricing/price-package.ts).
 */

/** A child's age in whole years: 0 to 17 (from 18 a traveller is an adult). */
export const ZChildAge = z.number().int().min(0).max(17);

/**
 * The children's ages, one per child, when the agent knows them: they decide each child's band on
 * products with age bands (docs/pricing.md, "Child ages"). Without them every child pays the child
 * price.
 */
export const ZChildAges = z.array(ZChildAge).max(3);

export const ZRoomRequest = z
  .object({
    roomType: ZRoomTypeCode,
    adults: z.number().int().min(1).max(4),
    children: z.number().int().min(0).max(3).default(0),
    childAges: ZChildAges.optional(),
  })
  .superRefine((room, ctx) => {
    for (const error of roomOccupancyErrors(room)) {
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
    if (room.childAges !== undefined && room.childAges.length !== room.children) {
      ctx.addIssue({
        code: 'custom',
        path: ['childAges'],
        message: `One age for each child: ${room.children} ${
          room.children === 1 ? 'child' : 'children'
        }, ${room.childAges.length} ${room.childAges.length === 1 ? 'age' : 'ages'} given`,
      });
    }
  });
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

export const ZPriceRequest = z.object({
  packageId: ZId,
  travelDate: ZIsoDate,
  accommodationClass: ZAccommodationClass,
  rooms: z.array(ZRoomRequest).min(1).max(9),
});
export type TPriceRequest = z.infer<typeof ZPriceRequest>;

export const ZLineStatus = z.enum(LINE_STATUSES);

/** A line's GST treatment by place of supply (packages/shared/src/domain/tax.ts). */
export const ZTaxCode = z.enum(TAX_CODES);

export const ZPax = z.object({
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
});

/** One rate applied to one date: `units` rooms, people, vehicles or units at that rate. */
export const ZPricedCharge = z.object({
  date: ZIsoDate,
  rateId: ZId,
  roomType: ZRoomTypeCode.nullable(),
  /** 'adult' or 'child' for per_person rates, null otherwise. */
  paxType: z.enum(['adult', 'child']).nullable(),
  units: z.number().int().min(1),
  costCents: z.number().int(),
  sellCents: z.number().int(),
});
export type TPricedCharge = z.infer<typeof ZPricedCharge>;

/** What priced a line: a rule (its id) or the agency's contracted commission (no id). */
export const ZAppliedRule = z.object({
  id: ZId.nullable(),
  source: z.enum(PRICE_BASIS_SOURCES),
  kind: ZMarkupRuleKind,
  basisPoints: z.number().int(),
});

export const ZPricedLine = z.object({
  /** Stable across repricing of the same package, so two pricings can be diffed line by line. */
  key: z.string().max(120),
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  /** Check-out date for accommodation, drop-off date for vehicles, else the service's last day. */
  endDate: ZIsoDate,
  startTime: ZHhmmTime.nullable(),
  endTime: ZHhmmTime.nullable(),
  productId: ZId,
  productName: z.string(),
  supplierId: ZId,
  serviceTypeCode: ZServiceTypeCode,
  basis: ZPricingBasis,
  /** Standard-rated at home, zero-rated (GST-free) abroad: docs/tax.md. */
  taxCode: ZTaxCode,
  /** Nights (per_room_night), days (per_vehicle_day), otherwise the days the service spans. */
  span: z.number().int().min(1),
  /** Rooms, vehicles, units or people the line is for. */
  quantity: z.number().int().min(0),
  status: ZLineStatus,
  /** True when a night or day has no rate: shown in red, left out of totals and not saved. */
  missingRate: z.boolean(),
  missingRateDates: z.array(ZIsoDate),
  costCents: z.number().int(),
  /** Gross: the published, GST-inclusive sell price. */
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  /** What the agency pays. */
  netCents: z.number().int(),
  appliedRuleIds: z.array(ZId),
  appliedRules: z.array(ZAppliedRule),
  charges: z.array(ZPricedCharge),
});
export type TPricedLine = z.infer<typeof ZPricedLine>;

export const ZPricedDay = z.object({
  dayNumber: z.number().int().min(1),
  date: ZIsoDate,
  title: z.string(),
  description: z.string(),
  overnightLocationId: ZId.nullable(),
  drivingNotes: z.array(ZPackageDrivingNote),
  lines: z.array(ZPricedLine),
});
export type TPricedDay = z.infer<typeof ZPricedDay>;

export const ZPricedTotals = z.object({
  costCents: z.number().int(),
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
  /** GST contained in the gross (sell) total. */
  gstCents: z.number().int(),
  /** GST contained in what the agency pays. */
  netGstCents: z.number().int(),
  /**
   * The operator's margin without GST: each priced line's net less cost with the GST taken out of
   * both, summed (docs/tax.md, "Margins are reported without GST").
   */
  marginExGstCents: z.number().int(),
  pricedLineCount: z.number().int().min(0),
  excludedLineCount: z.number().int().min(0),
});
export type TPricedTotals = z.infer<typeof ZPricedTotals>;

export const ZPricedQuoteFlags = z.object({
  hasMissingRates: z.boolean(),
  hasOnRequest: z.boolean(),
  /** A line is Full or Unavailable. */
  hasUnavailable: z.boolean(),
  /** A night of the package has no accommodation for the chosen class. */
  hasMissingAccommodation: z.boolean(),
  missingAccommodationDays: z.array(z.number().int().min(1)),
});
export type TPricedQuoteFlags = z.infer<typeof ZPricedQuoteFlags>;

export const ZPricedQuote = z.object({
  packageId: ZId.nullable(),
  packageName: z.string().nullable(),
  brandId: ZBrandId,
  /** With gstPercent, the inputs of the price message ("NZD incl. 15% GST", SPEC section 9). */
  currency: z.enum(['NZD', 'AUD']),
  gstPercent: z.number().int(),
  travelDate: ZIsoDate,
  endDate: ZIsoDate,
  accommodationClass: ZAccommodationClass.nullable(),
  pricingModel: ZPricingModel,
  rooms: z.array(ZRoomRequest),
  pax: ZPax,
  days: z.array(ZPricedDay),
  totals: ZPricedTotals,
  flags: ZPricedQuoteFlags,
});
export type TPricedQuote = z.infer<typeof ZPricedQuote>;

/** What an agent sees: no supplier cost, margin, charges or rule ids. */
export const ZAgentPricedLine = ZPricedLine.omit({
  costCents: true,
  appliedRuleIds: true,
  appliedRules: true,
  charges: true,
});
export type TAgentPricedLine = z.infer<typeof ZAgentPricedLine>;

export const ZAgentPricedQuote = ZPricedQuote.omit({ days: true, totals: true }).extend({
  days: z.array(ZPricedDay.omit({ lines: true }).extend({ lines: z.array(ZAgentPricedLine) })),
  totals: ZPricedTotals.omit({ costCents: true, marginExGstCents: true }),
});
export type TAgentPricedQuote = z.infer<typeof ZAgentPricedQuote>;

// ---------------------------------------------------------------------------------------------
// Explicit repricing: what changed between two pricings of the same quote.

export const ZLinePriceSnapshot = z.object({
  sellCents: z.number().int(),
  netCents: z.number().int(),
  commissionCents: z.number().int(),
  status: ZLineStatus,
  missingRate: z.boolean(),
});
export type TLinePriceSnapshot = z.infer<typeof ZLinePriceSnapshot>;

export const ZQuoteLineDiff = z.object({
  key: z.string(),
  dayNumber: z.number().int(),
  productId: ZId,
  productName: z.string(),
  before: ZLinePriceSnapshot.nullable(),
  after: ZLinePriceSnapshot.nullable(),
  /** after.sell - before.sell, counting a missing or no-rate side as 0 (it is not in the totals). */
  sellDeltaCents: z.number().int(),
  netDeltaCents: z.number().int(),
});
export type TQuoteLineDiff = z.infer<typeof ZQuoteLineDiff>;

export const ZQuoteDiff = z.object({
  added: z.array(ZQuoteLineDiff),
  removed: z.array(ZQuoteLineDiff),
  changed: z.array(ZQuoteLineDiff),
  unchangedCount: z.number().int().min(0),
  totalDelta: z.object({
    sellCents: z.number().int(),
    netCents: z.number().int(),
    commissionCents: z.number().int(),
    gstCents: z.number().int(),
  }),
  hasChanges: z.boolean(),
});
export type TQuoteDiff = z.infer<typeof ZQuoteDiff>;
