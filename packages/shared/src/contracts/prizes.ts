import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { ZIsoDate, ZQueryId } from './primitives';

/**
 * Thank-you prizes and the travellers' claims, managed by the back office (`prizes.manage`):
 * - GET  /api/admin/prizes?q&active&page&per_page -> zPaginated(ZAdminPrize), by name
 * - GET  /api/admin/prizes/export.csv (same filters)
 * - POST /api/admin/prizes TPrizeWriteRequest -> 201 TAdminPrize
 * - PUT  /api/admin/prizes/{id} TPrizeUpdateRequest -> TAdminPrize (deactivate: active false)
 * - GET  /api/admin/prize-claims?prize_id&reference&from&to&page&per_page -> zPaginated(ZPrizeClaim)
 * - GET  /api/admin/prize-claims/export.csv (same filters)
 * Every write is audited. A traveller's claim takes one from stock in one conditional statement
 * (traveller module), so stock never goes below zero; an edit that started from a stock figure
 * claims have since changed is refused (409) rather than silently undoing those claims.
 */

export const ZAdminPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  stock: z.number().int().min(0),
  active: z.boolean(),
  /** How many travellers chose it. */
  chosenCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export type TAdminPrize = z.infer<typeof ZAdminPrize>;

export const ZPrizeListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type TPrizeListQuery = z.infer<typeof ZPrizeListQuery>;
export const ZPrizeCsvQuery = ZPrizeListQuery.omit({ page: true, per_page: true });
export type TPrizeCsvQuery = z.infer<typeof ZPrizeCsvQuery>;

export const ZPrizeWriteRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(120, 'This field must be 120 or less characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'This field must be 2000 or less characters')
    .default(''),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^(https?:\/\/|\/)[^\s]+$/.test(value),
      'This field must be a valid URL',
    )
    .default('')
    .transform((value) => (value === '' ? null : value)),
  stock: z.coerce
    .number()
    .int('This field must be a whole number')
    .min(0, 'This field must be 0 or more')
    .max(100_000, 'This field must be 100000 or less'),
  active: z.boolean().default(true),
});
export type TPrizeWriteRequest = z.infer<typeof ZPrizeWriteRequest>;
export type TPrizeWriteRequestInput = z.input<typeof ZPrizeWriteRequest>;

export const ZPrizeUpdateRequest = ZPrizeWriteRequest.extend({
  /**
   * The stock the form started from. When given and claims changed it since, the edit is
   * refused (409) with the current figure, so a claim is never silently undone.
   */
  expectedStock: z.number().int().min(0).optional(),
});
export type TPrizeUpdateRequest = z.infer<typeof ZPrizeUpdateRequest>;
export type TPrizeUpdateRequestInput = z.input<typeof ZPrizeUpdateRequest>;

export const ZPrizeIdParams = z.object({ id: ZQueryId });

const ZPrizeClaimFilterShape = z.object({
  prize_id: ZQueryId.optional(),
  /** The start of a booking reference. */
  reference: z.string().trim().toUpperCase().max(20).optional(),
  /** Claim dates, inclusive, in the operator's time zone. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
const isDateOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const dateOrderIssue = { message: 'The end date must not be before the start date', path: ['to'] };

export const ZPrizeClaimQuery = ZPrizeClaimFilterShape.extend(ZPageQuery.shape).refine(
  isDateOrder,
  dateOrderIssue,
);
export type TPrizeClaimQuery = z.infer<typeof ZPrizeClaimQuery>;
export const ZPrizeClaimCsvQuery = ZPrizeClaimFilterShape.refine(isDateOrder, dateOrderIssue);
export type TPrizeClaimCsvQuery = z.infer<typeof ZPrizeClaimCsvQuery>;

export const ZPrizeClaim = z.object({
  fileReference: z.string(),
  bookingName: z.string(),
  agencyName: z.string(),
  prizeId: z.number().int(),
  prizeName: z.string(),
  chosenAt: z.string(),
});
export type TPrizeClaim = z.infer<typeof ZPrizeClaim>;
