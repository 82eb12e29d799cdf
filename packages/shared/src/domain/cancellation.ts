import type { TCancellationBand, TCancellationPolicy } from '../contracts/cancellation';
import { daysBetween } from './pricing/calendar';

/**
 * What cancelling a service costs under its product's cancellation policy (docs/pricing.md,
 * "Cancellation fees"). Plain arithmetic on one amount, so the same rule prices the agency's fee
 * (on the line's net) and the supplier's charge (on its cost).
 */

/** The service being cancelled: its first date, its nights or days, and the amount charged on. */
export interface TCancelledService {
  date: string;
  /** Nights (accommodation) or days the line spans; a "nights" charge is a share of it. */
  span: number;
  amountCents: number;
}

export interface TCancellationCharge {
  feeCents: number;
  daysBefore: number;
  /** The band that applied; null when none did (free) or the product is non-refundable. */
  band: TCancellationBand | null;
  /** Why the whole amount is kept: the product is non-refundable or the service has begun. */
  whole: 'non-refundable' | 'begun' | null;
}

/** The band for `daysBefore`: the tightest whose window still includes it. */
export function bandFor(policy: TCancellationPolicy, daysBefore: number): TCancellationBand | null {
  let match: TCancellationBand | null = null;
  for (const band of policy.bands) {
    if (band.withinDays >= daysBefore && (match === null || band.withinDays < match.withinDays)) {
      match = band;
    }
  }
  return match;
}

function chargeOf(band: TCancellationBand, service: TCancelledService): number {
  const amount = service.amountCents;
  switch (band.kind) {
    case 'percent':
      return Math.round((amount * band.value) / 100);
    case 'nights': {
      // A share of the stay: the price of `value` of its nights, at most the whole line.
      const nights = Math.min(band.value, service.span);
      return Math.round((amount * nights) / Math.max(1, service.span));
    }
    case 'fixed':
      return Math.min(band.value, amount);
  }
}

/**
 * The fee for cancelling `service` on `cancelledOn` (the brand's date). A service already begun,
 * or a non-refundable one, keeps its whole amount; otherwise the tightest band that includes the
 * days before the service prices it, and no band means free.
 */
export function cancellationCharge(
  policy: TCancellationPolicy | null,
  service: TCancelledService,
  cancelledOn: string,
): TCancellationCharge {
  const daysBefore = daysBetween(cancelledOn, service.date);
  const nothing = { feeCents: 0, daysBefore, band: null, whole: null };
  if (policy === null) return nothing;
  if (policy.nonRefundable) {
    return { ...nothing, feeCents: service.amountCents, whole: 'non-refundable' };
  }
  if (daysBefore < 0) return { ...nothing, feeCents: service.amountCents, whole: 'begun' };
  const band = bandFor(policy, daysBefore);
  if (band === null) return nothing;
  return { ...nothing, band, feeCents: chargeOf(band, service) };
}
