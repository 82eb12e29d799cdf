import type { TFileStatus, TServiceLineStatus } from '@portal/shared/domain/file-states';
import { requirePermission } from '../../../plugins/auth';
import type { TLineRow } from '../files.repository';

/** Back-office staff read every file's itinerary and change it with files.manage-all. */
export const itinerariesPolicy = {
  read: requirePermission('files.view-all'),
  write: requirePermission('files.manage-all'),
};

/** The itinerary of any live file may be edited; a cancelled file is history. */
export function isItineraryEditable(status: TFileStatus): boolean {
  return status !== 'Cancelled';
}

/** Statuses in which the supplier holds the service for its date (or it is gone). */
const DATED_LINE_STATUSES: readonly TServiceLineStatus[] = [
  'Requested',
  'Confirmed',
  'Wait',
  'Provisional',
  'Cancelled',
];

/**
 * Whether a service may move to another day. One the supplier has on its date (requested,
 * confirmed, waitlisted, holding allotment or confirmed by number) must be cancelled and booked
 * again instead, or the supplier would keep the old date.
 */
export function canMoveLine(
  line: Pick<TLineRow, 'status' | 'allotmentHold' | 'confirmation'>,
): boolean {
  return (
    !DATED_LINE_STATUSES.includes(line.status) &&
    line.allotmentHold === null &&
    line.confirmation === null
  );
}
