import { z } from 'zod';

/**
 * The yield of a file (issue 9), back office only (files.view-all):
 * - GET /api/admin/files/:ref/yield?compare=<version number> -> TFileYield
 *
 * Per service line: cost (what the supplier is paid), sell (the client price), commission (the
 * agency's), net (sell − commission: what the operator is paid), the GST inside the net at the
 * brand's rate, and the margin (net − cost) with its percentage of net. Totals count services that
 * are not cancelled. `compare` is an earlier version of the file (its snapshot): the same figures
 * then, and what changed in margin since.
 */

export const ZYieldQuery = z.object({
  compare: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type TYieldQuery = z.infer<typeof ZYieldQuery>;

export const ZYieldFigures = z.object({
  costCents: z.number().int(),
  sellCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
  gstCents: z.number().int(),
  marginCents: z.number().int(),
  /** Margin as a percentage of net, one decimal; null when net is zero. */
  marginPercent: z.number().nullable(),
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
  marginBeforeCents: z.number().int(),
  marginAfterCents: z.number().int(),
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
    marginChangeCents: z.number().int(),
  }).nullable(),
});
export type TFileYield = z.infer<typeof ZFileYield>;
