/**
 * The one rounding rule for money (docs/pricing.md): amounts are integer cents throughout; a
 * percentage is applied once to a line total and rounded half-up to a whole cent. Negative amounts
 * round half away from zero, so a credit mirrors the charge it reverses.
 */

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** numerator / denominator rounded half-up, computed on integers so no float error creeps in. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const magnitude = Math.abs(numerator);
  const remainder = magnitude % denominator;
  const quotient = (magnitude - remainder) / denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `cents` x basisPoints / 10 000 (2 000 bp = 20%), rounded half-up to a whole cent. */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  assertSafeInteger(cents, 'cents');
  assertSafeInteger(basisPoints, 'basisPoints');
  return divideRoundHalfUp(cents * basisPoints, 10_000);
}

/** The GST contained in a GST-inclusive amount: round(gross x pct / (100 + pct)). */
export function gstContent(grossCents: number, gstPercent: number): number {
  assertSafeInteger(grossCents, 'grossCents');
  assertSafeInteger(gstPercent, 'gstPercent');
  return divideRoundHalfUp(grossCents * gstPercent, 100 + gstPercent);
}
