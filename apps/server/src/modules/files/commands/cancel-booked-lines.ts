import type { TTransaction } from '../../../db/database';
import { lineTransitionError } from '@portal/shared/domain/file-states';
import { releaseAllotment } from '../../catalogue/availability.repository';
import { fileLifecycle } from '../file-lifecycle';
import { updateLine, type TLineRow } from '../files.repository';

/**
 * The side effects of a booking becoming Cancelled: every allotment and tour seat the lines hold is
 * given back and every line that can be cancelled is. Shared by the back office's status move and the
 * supplier-requests module (the last supplier release cancels the booking), so both do exactly
 * the same. Answers the lines it cancelled.
 */
export async function cancelBookedLines(
  tx: TTransaction,
  lines: readonly TLineRow[],
  at: Date,
): Promise<TLineRow[]> {
  const changedLines: TLineRow[] = [];
  await fileLifecycle().tours.releaseSeats(
    tx,
    lines.map((line) => line.id),
    at,
  );
  for (const line of lines) {
    // Only catalogue services draw from an allotment.
    if (line.allotmentHold && line.productId !== null) {
      const hold = line.allotmentHold;
      await releaseAllotment(tx, line.productId, hold.dates, hold.units, hold.agencyId);
    }
    if (lineTransitionError(line.status, 'Cancelled', 'system') === null) {
      await updateLine(tx, line.id, { status: 'Cancelled', allotmentHold: null }, at);
      changedLines.push({ ...line, status: 'Cancelled', allotmentHold: null });
    }
  }
  return changedLines;
}
