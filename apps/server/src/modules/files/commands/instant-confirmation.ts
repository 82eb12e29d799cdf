import {
  INVENTORY_LINE_STATUSES,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import type { TExecutor } from '../../../db/database';
import { findSuppliersConfirmingEveryBooking } from '../../catalogue/suppliers.repository';
import { readSettingsSection } from '../../settings/settings.sections';
import type { TFileRow } from '../files.repository';
import type { TLineState } from '../file-state';

/**
 * Instant confirmation (docs/pricing.md): a catalogue service priced from the operator's own
 * inventory (its allotment, or a free sell the supplier granted) needs no supplier's answer. It is
 * Confirmed when it is booked, under the operator's reference, and its supplier gets a booking
 * notice instead of a request. On-request services, manual services and scheduled tours are asked
 * as before, and so is every service of a supplier that confirms every booking itself
 * (`suppliers.confirms_every_booking`). The booking settings may turn it off ("ask-supplier").
 *
 * A booking on credit hold confirms nothing at once: nothing is promised to an agency over its
 * limit, and its suppliers hear of it only when the hold lifts (commands/credit-hold.ts).
 */

/** Which of these lines are confirmed at once when they are booked. */
export type TConfirmsAtOnce = (
  line: Pick<TLineState, 'status' | 'productId' | 'supplierId'>,
) => boolean;

export async function instantConfirmation(
  executor: TExecutor,
  lines: readonly Pick<TLineState, 'supplierId'>[],
  options: { creditHeld: boolean },
): Promise<TConfirmsAtOnce> {
  if (options.creditHeld) return () => false;
  const bookings = await readSettingsSection(executor, 'bookings');
  if (bookings.inventoryConfirmation !== 'instant') return () => false;
  const asking = await findSuppliersConfirmingEveryBooking(
    executor,
    lines.map((line) => line.supplierId),
  );
  return (line) =>
    line.productId !== null &&
    INVENTORY_LINE_STATUSES.includes(line.status) &&
    !asking.has(line.supplierId);
}

/**
 * The line as it is booked: Confirmed with the operator's reference as its confirmation when it
 * is confirmed at once, otherwise Requested (its supplier is asked).
 */
export function bookedLine(
  line: TLineState,
  file: Pick<TFileRow, 'reference'>,
  confirmsAtOnce: TConfirmsAtOnce,
): TLineState & { status: Extract<TServiceLineStatus, 'Confirmed' | 'Requested'> } {
  return confirmsAtOnce(line)
    ? { ...line, status: 'Confirmed', confirmation: file.reference }
    : { ...line, status: 'Requested' };
}
