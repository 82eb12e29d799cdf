import type { TFileStatus } from '@portal/shared/domain/file-states';
import type { TTransaction } from '../../../db/database';
import { nextFileReference } from '../file-reference';
import { stateOf } from '../file-reads';
import type { TFileState, TLineState } from '../file-state';
import type { TFileActor } from '../files.policy';
import {
  findFileLines,
  holdFileCredit,
  insertFile,
  writeLines,
  type TFileRow,
  type TLineRow,
} from '../files.repository';
import { recordEvents } from '../file-events';
import { overCreditLimit } from './credit-hold';
import { eventRow, freezeVersion, saveNextVersion } from './file-command';

/**
 * A service another module has already secured for the agent (tour seats taken on a departure)
 * becomes part of a file here, inside that module's transaction: a new booking, Requested at once
 * since nothing is left to ask for, or a new service of one of the agency's bookings.
 */

/** What a new booking is, besides its state; its reference and moment come with saving. */
type TNewBooking = Omit<Parameters<typeof insertFile>[1], 'reference' | 'createdAt'>;

/** A new booking holding `state` (its lines already Requested): version 1 and two events. */
export async function openSecuredBooking(
  tx: TTransaction,
  input: {
    identity: TNewBooking;
    state: TFileState;
    actor: TFileActor;
    /** What the events record about the secured service (tour, departure, seats). */
    detail: Record<string, unknown>;
    at: Date;
  },
): Promise<{ file: TFileRow; lines: TLineRow[] }> {
  const { identity, state, actor, detail, at } = input;
  const reference = await nextFileReference(tx, identity.brandId);
  const file = await insertFile(tx, { ...identity, reference, createdAt: at }, state);
  await writeLines(tx, file.id, state.lines, at);
  await freezeVersion(tx, file.id, 1, 'booking.requested', state, actor, at);
  const recorded = { version: 1, ...detail, sellCents: state.totals.sellCents };
  // Over the agency's credit limit the booking is held like any requested booking: its supplier
  // requests wait for the deposit or a credit approval (docs/pricing.md, "Credit limits").
  const creditHold = await overCreditLimit(tx, file, state.totals.netCents);
  if (creditHold) await holdFileCredit(tx, file.id, at);
  await recordEvents(tx, [
    eventRow(file.id, actor, 'file.created', recorded, at),
    eventRow(
      file.id,
      actor,
      'booking.requested',
      { from: 'Quote', to: 'Requested', lineCount: state.lines.length, ...recorded },
      at,
    ),
    ...(creditHold ? [eventRow(file.id, actor, 'booking.credit-held', { ...creditHold }, at)] : []),
  ]);
  return { file, lines: await findFileLines(tx, file.id) };
}

/**
 * The secured service as a new line of `file`, locked by the caller. A Confirmed booking moves to
 * Amendment, as when the back office adds a service; the other booking statuses stay. `build`
 * gets the file's current state and the status it will have, and answers the line and the file
 * as it will be.
 */
export async function addSecuredService(
  tx: TTransaction,
  input: {
    file: TFileRow;
    actor: TFileActor;
    build: (before: TFileState, status: TFileStatus) => { line: TLineState; after: TFileState };
    detail: Record<string, unknown>;
    at: Date;
  },
): Promise<TLineRow[]> {
  const { file, actor, detail, at } = input;
  const before = stateOf(file, await findFileLines(tx, file.id));
  const status: TFileStatus = file.status === 'Confirmed' ? 'Amendment' : file.status;
  const { line, after } = input.build(before, status);
  const version = await saveNextVersion(tx, file, after, 'line.added', actor, at);
  const events = [
    eventRow(
      file.id,
      actor,
      'line.added',
      {
        version,
        key: line.key,
        productId: line.productId,
        name: line.name,
        date: line.date,
        ...detail,
        netCents: line.netCents,
      },
      at,
    ),
  ];
  if (status !== file.status) {
    events.push(eventRow(file.id, actor, 'status.changed', { from: file.status, to: status }, at));
  }
  await recordEvents(tx, events);
  return findFileLines(tx, file.id);
}
