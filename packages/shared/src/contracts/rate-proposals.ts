import { z } from 'zod';
import { daysBetween, isIsoDate } from '../domain/pricing/calendar';
import { MAX_AVAILABILITY_DAYS, ZSetAvailabilityRequest } from './catalogue-api';
import {
  ZAvailabilityKind,
  ZCreateRateRequest,
  ZPricingBasis,
  ZProduct,
  ZRoomTypeCode,
  ZWeekdayMask,
} from './catalogue';
import { ZPageQuery } from './pagination';
import { ZBrandId, ZId, ZIsoDate, ZQueryId } from './primitives';

/**
 * Supplier self-service for rates, allotments and stop-sells (issue 7). A supplier user proposes a
 * change to one of its own products; the back office sees it as a diff against the live catalogue
 * and approves (the change is applied through the rates / availability services) or rejects it.
 *
 * Supplier area (permission `supplier-rates.propose`; another supplier's product or proposal is 404):
 * GET  /api/supplier/rates/products                              -> ZSupplierRateProduct[]
 * GET  /api/supplier/rates/products/:id/rates                    -> ZRate[]
 * GET  /api/supplier/rates/products/:id/availability?from&to     -> ZAvailabilityCalendar
 * GET  /api/supplier/rate-proposals?status&productId&page&per_page -> zPaginated(ZRateProposal)
 * GET  /api/supplier/rate-proposals/:id                          -> ZRateProposalDetail
 * POST /api/supplier/rate-proposals  ZCreateRateProposalRequest  -> 201 ZRateProposalDetail
 * POST /api/supplier/rate-proposals/:id/withdraw                 -> ZRateProposalDetail (409 unless pending)
 *
 * Back office (permission `rate-proposals.review`):
 * GET  /api/admin/rate-proposals?status&productId&supplierId&page&per_page -> zPaginated(ZRateProposal)
 * GET  /api/admin/rate-proposals/export.csv?status&productId&supplierId -> text/csv (every page)
 * GET  /api/admin/rate-proposals/:id                             -> ZRateProposalDetail
 * POST /api/admin/rate-proposals/:id/approve                     -> ZRateProposalDetail (409 unless pending)
 * POST /api/admin/rate-proposals/:id/reject  ZRejectRateProposalRequest -> ZRateProposalDetail
 */

export const RATE_PROPOSAL_KINDS = [
  'rate-upsert',
  'rate-delete',
  'allotment',
  'stop-sell',
] as const;
export type TRateProposalKind = (typeof RATE_PROPOSAL_KINDS)[number];
export const ZRateProposalKind = z.enum(RATE_PROPOSAL_KINDS);

export const RATE_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type TRateProposalStatus = (typeof RATE_PROPOSAL_STATUSES)[number];
export const ZRateProposalStatus = z.enum(RATE_PROPOSAL_STATUSES);

/** Availability kinds a stop-sell proposal may set: the stop itself, or what the dates reopen as. */
export const STOP_SELL_KINDS = ['stop_sell', 'free_sell', 'on_request'] as const;

const ZNote = z.string().trim().max(1000).default('');

function checkAvailabilityProposal(
  availability: z.infer<typeof ZSetAvailabilityRequest>,
  kinds: readonly string[],
  ctx: z.core.$RefinementCtx,
): void {
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['availability', field], message });
  if (!kinds.includes(availability.kind)) issue('kind', 'This kind of change is not allowed here');
  if (availability.agencyId !== null) issue('agencyId', 'Agency splits are set by the operator');
  // zod v4 runs refinements after a field failed its own check: compare real dates only.
  if (
    isIsoDate(availability.dateFrom) &&
    isIsoDate(availability.dateTo) &&
    availability.dateFrom <= availability.dateTo &&
    daysBetween(availability.dateFrom, availability.dateTo) + 1 > MAX_AVAILABILITY_DAYS
  ) {
    issue('dateTo', `At most ${MAX_AVAILABILITY_DAYS} days at a time`);
  }
}

/**
 * One proposed change. A rate season reuses the rate contract (ZCreateRateRequest, whose productId
 * names the product); allotments and stop-sells reuse the availability contract
 * (ZSetAvailabilityRequest) without agency splits. `rateId` null proposes a new season.
 */
export const ZCreateRateProposalRequest = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('rate-upsert'),
      rateId: ZId.nullable().default(null),
      rate: ZCreateRateRequest,
      note: ZNote,
    }),
    z.object({ kind: z.literal('rate-delete'), rateId: ZId, note: ZNote }),
    z.object({
      kind: z.literal('allotment'),
      productId: ZId,
      availability: ZSetAvailabilityRequest,
      note: ZNote,
    }),
    z.object({
      kind: z.literal('stop-sell'),
      productId: ZId,
      availability: ZSetAvailabilityRequest,
      note: ZNote,
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.kind === 'allotment')
      checkAvailabilityProposal(value.availability, ['allotment'], ctx);
    if (value.kind === 'stop-sell')
      checkAvailabilityProposal(value.availability, STOP_SELL_KINDS, ctx);
  });
export type TCreateRateProposalRequest = z.input<typeof ZCreateRateProposalRequest>;
export type TCreateRateProposal = z.output<typeof ZCreateRateProposalRequest>;

export const ZRejectRateProposalRequest = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(1000),
});
export type TRejectRateProposalRequest = z.infer<typeof ZRejectRateProposalRequest>;

// ---------------------------------------------------------------------------------------------
// What a proposal stores: the proposed values and the values it replaces.

export const ZRateValues = z.object({
  brandId: ZBrandId,
  roomType: ZRoomTypeCode.nullable(),
  basis: ZPricingBasis,
  validFrom: ZIsoDate,
  validTo: ZIsoDate,
  weekdayMask: ZWeekdayMask,
  minStay: z.number().int(),
  costCents: z.number().int(),
  sellCents: z.number().int(),
  childCostCents: z.number().int().nullable(),
  childSellCents: z.number().int().nullable(),
});
export type TRateValues = z.infer<typeof ZRateValues>;
export const RATE_DIFF_FIELDS = Object.keys(ZRateValues.shape) as (keyof TRateValues)[];

/** One date's general availability record (no record means the date prices as On Request). */
export const ZDayValues = z.object({
  kind: ZAvailabilityKind,
  allotment: z.number().int().nullable(),
  releaseDays: z.number().int().nullable(),
  hasOnRequestFallback: z.boolean(),
});
export type TDayValues = z.infer<typeof ZDayValues>;
export const ZDayRecord = ZDayValues.extend({ date: ZIsoDate });
export type TDayRecord = z.infer<typeof ZDayRecord>;

export const ZAvailabilityChange = ZDayValues.extend({
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  weekdayMask: ZWeekdayMask,
});
export type TAvailabilityChange = z.infer<typeof ZAvailabilityChange>;

export const ZProposedChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rate-upsert'), rate: ZRateValues }),
  z.object({ kind: z.literal('rate-delete') }),
  z.object({ kind: z.literal('allotment'), availability: ZAvailabilityChange }),
  z.object({ kind: z.literal('stop-sell'), availability: ZAvailabilityChange }),
]);
export type TProposedChange = z.infer<typeof ZProposedChange>;

/** The live values a change replaces: the rate season (null for a new one) or the dates' records. */
export const ZCurrentValues = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rate'), rate: ZRateValues.nullable() }),
  z.object({ type: z.literal('availability'), days: z.array(ZDayRecord) }),
]);
export type TCurrentValues = z.infer<typeof ZCurrentValues>;

export const ZRateFieldDiff = z.object({
  field: z.enum(RATE_DIFF_FIELDS as [keyof TRateValues, ...(keyof TRateValues)[]]),
  before: z.union([z.string(), z.number()]).nullable(),
  after: z.union([z.string(), z.number()]).nullable(),
  isChanged: z.boolean(),
});
export type TRateFieldDiff = z.infer<typeof ZRateFieldDiff>;

export const ZAvailabilityRangeDiff = z.object({
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  before: ZDayValues.nullable(),
  after: ZDayValues.nullable(),
  isChanged: z.boolean(),
});
export type TAvailabilityRangeDiff = z.infer<typeof ZAvailabilityRangeDiff>;

export const ZRateProposalDiff = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rate'), fields: z.array(ZRateFieldDiff) }),
  z.object({ type: z.literal('availability'), ranges: z.array(ZAvailabilityRangeDiff) }),
]);
export type TRateProposalDiff = z.infer<typeof ZRateProposalDiff>;

// ---------------------------------------------------------------------------------------------
// Answers

export const ZRateProposal = z.object({
  id: ZId,
  supplierId: ZId,
  supplierCode: z.string(),
  supplierName: z.string(),
  productId: ZId,
  productCode: z.string(),
  productName: z.string(),
  kind: ZRateProposalKind,
  status: ZRateProposalStatus,
  /** The season changed or deleted; null for a new season and for availability changes. */
  rateId: ZId.nullable(),
  proposed: ZProposedChange,
  /** The live values when the proposal was made. */
  captured: ZCurrentValues,
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  reviewReason: z.string().nullable(),
});
export type TRateProposal = z.infer<typeof ZRateProposal>;

export const ZRateProposalDetail = ZRateProposal.extend({
  /** Pending only: the live values now (what approval replaces). Null once decided. */
  live: ZCurrentValues.nullable(),
  /** Pending: against the live values; decided: against the values captured when proposed. */
  diff: ZRateProposalDiff,
  /** Pending only: the live values differ from those captured when the proposal was made. */
  hasCurrentChanged: z.boolean(),
});
export type TRateProposalDetail = z.infer<typeof ZRateProposalDetail>;

export const ZSupplierRateProposalListQuery = ZPageQuery.extend({
  status: ZRateProposalStatus.optional(),
  productId: ZQueryId.optional(),
});
export type TSupplierRateProposalListQuery = z.infer<typeof ZSupplierRateProposalListQuery>;

export const ZAdminRateProposalListQuery = ZSupplierRateProposalListQuery.extend({
  supplierId: ZQueryId.optional(),
});
export type TAdminRateProposalListQuery = z.infer<typeof ZAdminRateProposalListQuery>;
/** GET /api/admin/rate-proposals/export.csv: the list's filters, every page. */
export const ZAdminRateProposalCsvQuery = ZAdminRateProposalListQuery.omit({
  page: true,
  per_page: true,
});

export const ZSupplierRateProduct = ZProduct.pick({
  id: true,
  code: true,
  name: true,
  serviceTypeCode: true,
  pricingBasis: true,
  roomTypes: true,
  active: true,
});
export type TSupplierRateProduct = z.infer<typeof ZSupplierRateProduct>;

export const ZSupplierRateProductParams = z.object({ id: ZQueryId });

/** GET .../availability: the dates to show (suppliers see the general record, never agency splits). */
export const ZSupplierAvailabilityQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .superRefine((query, ctx) => {
    // Runs even when a date failed its own check (zod v4); those already carry their message.
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    if (query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    } else if (daysBetween(query.from, query.to) + 1 > MAX_AVAILABILITY_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${MAX_AVAILABILITY_DAYS} days at a time`,
      });
    }
  });
export type TSupplierAvailabilityQuery = z.infer<typeof ZSupplierAvailabilityQuery>;
