import type { TTransaction } from '../../db/database';
import { fileLifecycle, type TRecordedFileEvent } from './file-lifecycle';
import { insertEvents, type TEventInsert } from './files.repository';

/** A file_events row to record: who did what, with its detail, at the time of the change. */
export type TFileEventInput = TEventInsert & TRecordedFileEvent;

/**
 * Adds entries to files' histories and hands them to the lifecycle in the same transaction, so
 * whatever follows a file's history (webhooks) sees every change, whichever command made it, and
 * nothing of a change that rolls back. Every file event of modules/files is recorded here.
 */
export async function recordEvents(
  tx: TTransaction,
  events: readonly TFileEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await insertEvents(tx, [...events]);
  await fileLifecycle().webhooks.fileEventsRecorded(tx, events);
}
