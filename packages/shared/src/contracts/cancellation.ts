import { z } from 'zod';
import { ZCents, ZId, ZIsoDate } from './primitives';

/**
 * Cancellation policies (docs/pricing.md, "Cancellation fees"). A product carries one policy: bands
 * of days before the service date, each charging a percentage of the line, a number of its nights
 * or a fixed amount; or the product is non-refundable. No policy (null) cancels free of charge.
 * The same policy prices the agency's fee (on the line's net) and the supplier's charge (on its
 * cost), so the operator's margin on a cancelled line is the margin it had on the service.
 *
 * Endpoints that answer a cancellation's fees before it is confirmed:
 * GET /api/app/files/:ref/cancellation     -> ZCancellationQuote   (files.view)
 * GET /api/admin/files/:ref/cancellation   -> ZCancellationQuote   (files.view)
 */

export const CANCELLATION_CHARGE_KINDS = ['percent', 'nights', 'fixed'] as const;
export type TCancellationChargeKind = (typeof CANCELLATION_CHARGE_KINDS)[number];

/**
 * "Cancelled `withinDays` days or fewer before the service date costs `value`": a percentage
 * (1–100), a number of nights (1–60) or a fixed amount in cents, by `kind`.
 */
export const ZCancellationBand = z
  .object({
    withinDays: z.number().int().min(0).max(730),
    kind: z.enum(CANCELLATION_CHARGE_KINDS),
    value: z.number().int().min(1),
  })
  .superRefine((band, ctx) => {
    if (band.kind === 'percent' && band.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'At most 100%' });
    }
    if (band.kind === 'nights' && band.value > 60) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'At most 60 nights' });
    }
    if (band.kind === 'fixed' && band.value > 100_000_000) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Too large an amount' });
    }
  });
export type TCancellationBand = z.infer<typeof ZCancellationBand>;

export const ZCancellationPolicy = z
  .object({
    /** Nothing is refunded whenever it is cancelled: the bands do not apply. */
    nonRefundable: z.boolean().default(false),
    bands: z.array(ZCancellationBand).max(10).default([]),
  })
  .superRefine((policy, ctx) => {
    const seen = new Set<number>();
    policy.bands.forEach((band, index) => {
      if (seen.has(band.withinDays)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', index, 'withinDays'],
          message: 'Each number of days once',
        });
      }
      seen.add(band.withinDays);
    });
  });
export type TCancellationPolicy = z.infer<typeof ZCancellationPolicy>;

/** One service's fee if the booking were cancelled today. */
export const ZCancellationLineQuote = z.object({
  lineId: ZId,
  name: z.string(),
  date: ZIsoDate,
  /** Days from today to the service date (negative once it has begun). */
  daysBefore: z.number().int(),
  /** What the agency paid for the service (its net), and what it keeps paying. */
  netCents: ZCents,
  feeCents: ZCents,
  /** The band that priced the fee; null when none did (free) or the whole amount is kept. */
  band: ZCancellationBand.nullable(),
  /** Why the whole amount is kept: the product is non-refundable or the service has begun. */
  whole: z.enum(['non-refundable', 'begun']).nullable(),
});
export type TCancellationLineQuote = z.infer<typeof ZCancellationLineQuote>;

export const ZCancellationQuote = z.object({
  reference: z.string(),
  /** The brand's date the fees are counted from. */
  on: ZIsoDate,
  lines: z.array(ZCancellationLineQuote),
  feeCents: ZCents,
  /** What the booking's services cost the agency in all, less the fee: what is credited back. */
  refundCents: ZCents,
});
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>;
