import { randomBytes } from 'node:crypto';
import { daysBetween } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../../app-context';
import type { TExecutor, TTransaction } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { findProductById } from '../../catalogue/products.repository';
import { candidatesOf, priceFile, type TCandidateLine } from '../file-pricing.service';
import { pricingOf } from '../file-reads';
import type { TFileState, TLineState } from '../file-state';
import { lineTotals } from '../file-totals';
import type { TFileRow } from '../files.repository';

/** Building the service lines a command adds, replaces or prices again. */

const NO_RATE_MESSAGE =
  'Services highlighted in red have no rates for the selected travel date and are not saved to the quote.';

/** Every line of `state` (or only `candidates`) priced again at today's rates. */
export async function repriceState(
  ctx: TAppContext,
  tx: TTransaction,
  file: TFileRow,
  state: TFileState,
  candidates: readonly TCandidateLine[] = candidatesOf(state),
): Promise<TFileState> {
  return priceFile(ctx, tx, pricingOf(file), state, candidates);
}

/** The trip's day a date falls on; a date outside the trip is the field's error. */
export function dayNumberOf(state: TFileState, date: string): number {
  if (date < state.travelDate || date > state.endDate) {
    throw AppError.invalidField(
      'date',
      `The date must be within the trip, from ${state.travelDate} to ${state.endDate}.`,
    );
  }
  return daysBetween(state.travelDate, date) + 1;
}

export async function loadBookableProduct(tx: TExecutor, productId: number) {
  const product = await findProductById(tx, productId);
  if (!product || !product.active) {
    throw AppError.invalidField('productId', 'This service is not available.');
  }
  return product;
}

/**
 * Sets `lines` on a state and sums the totals again. Adding, replacing and removing one service
 * price only that service: the others keep their saved prices until the agent reprices (or changes
 * dates or rooms), so one change never moves the price of another line unannounced.
 */
export function withLines(file: TFileRow, state: TFileState, lines: TLineState[]): TFileState {
  const lastHeader = state.dayHeaders.at(-1)?.date ?? state.travelDate;
  const endDate = lines.reduce(
    (last, line) => (line.endDate > last ? line.endDate : last),
    lastHeader > state.travelDate ? lastHeader : state.travelDate,
  );
  // The same totals as a file priced as a whole: GST only in the standard-rated lines (a service
  // abroad is zero-rated, docs/tax.md), never a share of the whole sell price.
  return { ...state, endDate, lines, totals: lineTotals(lines, file.brandId) };
}

/** Prices one new or replacing service on its own; refused (422) when it has no rate. */
export async function priceOne(
  ctx: TAppContext,
  tx: TTransaction,
  file: TFileRow,
  state: TFileState,
  candidate: TCandidateLine,
): Promise<TLineState> {
  const priced = await repriceState(ctx, tx, file, state, [candidate]);
  const line = priced.lines.find((existing) => existing.key === candidate.key);
  // A service with no rate is refused rather than saved.
  if (!line) throw AppError.invalidField('productId', NO_RATE_MESSAGE);
  return line;
}

export function newLineKey(): string {
  return `c-${randomBytes(5).toString('hex')}`;
}
