import { z } from 'zod';
import { ZTaxCode } from './pricing';

/**
 * The yield of a file (issue 9), back office only (files.view-all):
 * - GET /api/admin/files/:ref/yield?compare=<version number> -> TFileYield
 *
 * Per service line: cost (what the supplier is paid), sell (the client price), commission (the
 * agency's), net (sell − commission: what the operator is paid), all GST-inclusive as stored; then
 * net and cost without GST, the GST in each at the brand's rate, and the margin without GST
 * (net ex GST − cost ex GST) with its percentage of net ex GST (docs/tax.md). Totals count
 * services that are not cancelled and are the sums of the lines' figures. `compare` is an earlier
 * version of the file (its snapshot): the same figures then, and what changed in margin since.
 */

export const ZYieldQuery = z.object({
  compare: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type TYieldQuery = z.infer<typeof ZYieldQuery>;

/**
 * The operator's margin without GST (domain/margin.ts), shared by every payload that reports a
 * margin: the file yield, the departure yield and insights.
 */
export const ZMarginExGst = z.object({
  /** Net less the GST in it. */
  netExGstCents: z.number().int(),
  /** Cost less the GST in it (a departure's per-person cost; its fixed cost is apart). */
  costExGstCents: z.number().int(),
  /** The GST in the net: output tax, owed to the tax office. */
  outputGstCents: z.number().int(),
  /** The GST in every cost: input tax, claimed back as a credit. */
  inputGstCents: z.number().int(),
  /** Net ex GST − cost ex GST. */
  marginExGstCents: z.number().int(),
  /** The margin ex GST as a percentage of net ex GST, one decimal; null when that is zero. */
  marginExGstPercent: z.number().nullable(),
});
export type TMarginExGst = z.infer<typeof ZMarginExGst>;

export const ZYieldFigures = ZMarginExGst.extend({
  /** GST-inclusive, as stored. */
  costCents: z.number().int(),
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
});
export type TYieldFigures = z.infer<typeof ZYieldFigures>;

export const ZYieldLine = ZYieldFigures.extend({
  key: z.string(),
  dayNumber: z.number().int(),
  date: z.string(),
  name: z.string(),
  serviceTypeCode: z.string(),
  status: z.string(),
  quantity: z.number().int(),
  /** A zero-rated (GST-free) line abroad carries no GST in its net or cost (docs/tax.md). */
  taxCode: ZTaxCode,
});
export type TYieldLine = z.infer<typeof ZYieldLine>;

export const ZYieldSheet = z.object({
  lines: z.array(ZYieldLine),
  totals: ZYieldFigures,
});
export type TYieldSheet = z.infer<typeof ZYieldSheet>;

export const YIELD_LINE_CHANGES = ['added', 'removed', 'changed'] as const;

export const ZYieldLineChange = z.object({
  key: z.string(),
  name: z.string(),
  change: z.enum(YIELD_LINE_CHANGES),
  marginExGstBeforeCents: z.number().int(),
  marginExGstAfterCents: z.number().int(),
});
export type TYieldLineChange = z.infer<typeof ZYieldLineChange>;

export const ZYieldVersion = z.object({
  number: z.number().int(),
  action: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  netCents: z.number().int(),
});
export type TYieldVersion = z.infer<typeof ZYieldVersion>;

export const ZFileYield = ZYieldSheet.extend({
  fileReference: z.string(),
  bookingName: z.string(),
  fileStatus: z.string(),
  currency: z.string(),
  gstPercent: z.number(),
  version: z.number().int(),
  /** Earlier versions to compare with, newest first. */
  versions: z.array(ZYieldVersion),
  comparison: ZYieldSheet.extend({
    version: z.number().int(),
    createdAt: z.string(),
    /** Lines whose margin differs, and lines added or removed since that version. */
    changes: z.array(ZYieldLineChange),
    /** Margin ex GST now less margin ex GST then. */
    marginExGstChangeCents: z.number().int(),
  }).nullable(),
});
export type TFileYield = z.infer<typeof ZFileYield>;
