import type { TTransaction } from '../../../db/database';
import {
  rewriteFileEvents,
  rewriteLineRemarks,
  rewriteVersionSnapshots,
  updateFilePersonalFields,
} from '../files.admin.repository';
import type { TFileRow } from '../files.repository';

/** Rewrites a stored value or text with the traveller's names taken out. */
export interface TScrub {
  value: (stored: unknown) => unknown;
  text: (stored: string) => string;
}

/**
 * A traveller's personal data erased from a file (modules/privacy, in its transaction with the
 * file locked): the file's names, notes (the note to suppliers too) and rooms, its lines'
 * remarks, every version's snapshot and its history. Amounts, services and dates stay: they are
 * the booking's and the accounts'. Answers how many rows of each kind changed.
 */
export async function eraseTravellerDataOfFile(
  tx: TTransaction,
  file: TFileRow,
  history: {
    versions: readonly { id: number; snapshot: unknown }[];
    events: readonly { id: number; detail: unknown; actorName: string | null }[];
  },
  scrub: TScrub,
  erasure: { bookingName: string; at: Date; byUserId: number | null },
): Promise<{ file: number; serviceLines: number; versions: number; history: number }> {
  await updateFilePersonalFields(tx, file.id, {
    bookingName: erasure.bookingName,
    yourReference: '',
    notes: '',
    supplierNote: '',
    internalNotes: '',
    rooms: scrub.value(file.rooms) as typeof file.rooms,
    dayHeaders: scrub.value(file.dayHeaders) as typeof file.dayHeaders,
    droppedLines: scrub.value(file.droppedLines) as typeof file.droppedLines,
    updatedAt: erasure.at,
    updatedByUserId: erasure.byUserId,
  });
  return {
    file: 1,
    serviceLines: await rewriteLineRemarks(tx, file.id, scrub.text),
    versions: await rewriteVersionSnapshots(tx, history.versions, scrub.value),
    history: await rewriteFileEvents(tx, history.events, scrub),
  };
}
