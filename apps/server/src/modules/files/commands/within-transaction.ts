import type { TFileStatus } from '@portal/shared/domain/file-states';
import type { TTransaction } from '../../../db/database';
import {
  insertSupplierRequests,
  lockFileByReference,
  updateFileStatus,
  updateLine,
  type TFileRow,
  type TFileScope,
  type TLineRow,
} from '../files.repository';
import { recordEvents, type TFileEventInput } from '../file-events';

/**
 * File commands that other modules run inside their own transaction, where a file changes as a
 * consequence of their work: a supplier's answer, a label, a document sent, a payment, a quote
 * accepted. The file tables are written here, never by those modules.
 */

export type { TFileEventInput };

/**
 * Locks the file row for the rest of the caller's transaction, so a change made there and a
 * file command never interleave. Null when there is no such file within `scope`.
 */
export function lockFile(
  tx: TTransaction,
  reference: string,
  scope: TFileScope,
): Promise<TFileRow | null> {
  return lockFileByReference(tx, reference, scope);
}

/** Adds entries to files' histories (file_events); webhooks hear of them (file-events.ts). */
export async function recordFileEvents(
  tx: TTransaction,
  events: readonly TFileEventInput[],
): Promise<void> {
  await recordEvents(tx, events);
}

/**
 * The portal moves a file by itself (every service confirmed, a supplier could not confirm, the
 * last release came in): the status, and a "status.changed" event by the system saying why.
 */
export async function moveFileAsSystem(
  tx: TTransaction,
  file: Pick<TFileRow, 'id' | 'status'>,
  to: TFileStatus,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await updateFileStatus(tx, file.id, to, { updatedByUserId: null, updatedAt: at });
  await recordEvents(tx, [
    {
      fileId: file.id,
      action: 'status.changed',
      detail: { from: file.status, to, ...detail },
      actorKind: 'system',
      actorUserId: null,
      actorName: null,
      createdAt: at,
    },
  ]);
}

/** Marks the file changed now (its lists sort by it) without moving it. */
export async function touchFile(
  tx: TTransaction,
  file: Pick<TFileRow, 'id' | 'status'>,
  at: Date,
): Promise<void> {
  await updateFileStatus(tx, file.id, file.status, { updatedByUserId: null, updatedAt: at });
}

/**
 * Asks each line's supplier to book it ('new'), to confirm its new dates ('amend') or to release
 * it ('cancel'), or tells it the line is booked from its allotment or free sell ('notice'):
 * supplier requests, pending until the supplier-requests hook sends them in the same transaction.
 */
export async function requestFromSuppliers(
  tx: TTransaction,
  fileId: number,
  lines: readonly Pick<TLineRow, 'id' | 'supplierId'>[],
  kind: 'new' | 'amend' | 'cancel' | 'notice',
  at: Date,
): Promise<void> {
  await insertSupplierRequests(
    tx,
    lines.map((line) => ({
      fileId,
      serviceLineId: line.id,
      supplierId: line.supplierId,
      kind,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

/** A supplier's answer on its service line: status, confirmation, voucher and remarks. */
export async function recordAnswerOnLine(
  tx: TTransaction,
  lineId: number,
  values: Partial<Pick<TLineRow, 'status' | 'confirmation' | 'voucher' | 'remarks'>>,
  at: Date,
): Promise<void> {
  await updateLine(tx, lineId, values, at);
}
