import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TFileDiff, TFileEventAction } from '@portal/shared/contracts/files';
import type { TAppContext } from '../../../app-context';
import type { TTransaction } from '../../../db/database';
import { findIdempotencyKey, insertIdempotencyKey } from '../../../db/idempotency-keys';
import { AppError, notFound } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/database-errors';
import type { TCaller } from '../../../lib/request-user';
import { toSnapshot, type TFileState } from '../file-state';
import { createFilesLive, type TFilesLive } from '../files.live';
import { actorOf, type TFileActor } from '../files.policy';
import {
  findFileLines,
  insertVersion,
  lockFileByReference,
  updateFileState,
  writeLines,
  type TFileRow,
  type TFileScope,
  type TLineRow,
} from '../files.repository';
import { stateOf } from '../file-reads';

/**
 * What every file command works with, built once when the app starts (src/app.ts) and handed to
 * the route registrars: the app context and the live updates of files.
 */
export interface TFileCommandDeps {
  ctx: TAppContext;
  live: TFilesLive;
}

export function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

/** Thrown to roll back a dry run, carrying what the run computed. */
class DryRunRollback<T> extends Error {
  override name = 'DryRunRollback';
  constructor(readonly result: T) {
    super('dry run');
  }
}

/**
 * One transaction; a dry run runs the very same work and rolls it back, answering what the work
 * computed, so a preview shows exactly what saving would do.
 */
export async function inFileTransaction<T>(
  ctx: TAppContext,
  work: (tx: TTransaction) => Promise<T>,
  options: { dryRun?: boolean } = {},
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const result = await work(tx);
      if (options.dryRun) throw new DryRunRollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result as T;
    throw error;
  }
}

/**
 * Live pushes a command collects while it works. They go out only after its transaction has
 * committed, so nobody is told of a change that was rolled back (or was only a dry run).
 */
export interface TAfterCommit extends TFilesLive {
  /** Supplier mails were queued in the transaction: deliver them once it has committed. */
  deliverMail(): void;
}

function collectAfterCommit(deps: TFileCommandDeps): {
  afterCommit: TAfterCommit;
  flush: () => void;
} {
  const pending: (() => void)[] = [];
  const later =
    <A extends unknown[]>(send: (...args: A) => void) =>
    (...args: A) => {
      pending.push(() => send(...args));
    };
  const { live, ctx } = deps;
  return {
    afterCommit: {
      fileUpdated: later(live.fileUpdated.bind(live)),
      statusChanged: later(live.statusChanged.bind(live)),
      linesUpdated: later(live.linesUpdated.bind(live)),
      supplierRequestsChanged: later(live.supplierRequestsChanged.bind(live)),
      // Outside the transaction, so a slow or refusing mail server never holds up the booking
      // (mail.service.ts retries).
      deliverMail: later(() => ctx.mail.kick()),
    },
    flush: () => {
      for (const send of pending) send();
    },
  };
}

/** Built once, in src/app.ts; every file route registrar gets the same. */
export function createFileCommandDeps(app: FastifyInstance, ctx: TAppContext): TFileCommandDeps {
  return {
    ctx,
    live: createFilesLive({ broadcaster: () => app.broadcaster, clock: ctx.clock, log: ctx.log }),
  };
}

/** A file locked for a change, with what it holds now. */
export interface TLockedFile {
  tx: TTransaction;
  file: TFileRow;
  lines: TLineRow[];
  before: TFileState;
  /** The moment of the change: every row it writes carries it. */
  at: Date;
  actor: TFileActor;
  caller: TCaller;
  afterCommit: TAfterCommit;
}

/**
 * The one way a file is changed: lock the file row (a second change of the same file waits),
 * read its current state, run the change, and send the live pushes it collected only after
 * commit. `scope` keeps an agent to their agency's files; a file outside it is a 404.
 */
export async function withLockedFile<T>(
  deps: TFileCommandDeps,
  caller: TCaller,
  target: { reference: string; scope: TFileScope },
  change: (locked: TLockedFile) => Promise<T>,
  options: { dryRun?: boolean } = {},
): Promise<T> {
  const { afterCommit, flush } = collectAfterCommit(deps);
  const result = await inFileTransaction(
    deps.ctx,
    async (tx) => {
      const file = await lockFileByReference(tx, target.reference, target.scope);
      if (!file) throw notFound('File');
      const lines = await findFileLines(tx, file.id);
      return change({
        tx,
        file,
        lines,
        before: stateOf(file, lines),
        at: deps.ctx.clock.now(),
        actor: actorOf(caller.user),
        caller,
        afterCommit,
      });
    },
    options,
  );
  if (!options.dryRun) flush();
  return result;
}

/** A file_events row: who did what, when, with its detail. */
export function eventRow(
  fileId: number,
  actor: TFileActor,
  action: TFileEventAction,
  detail: Record<string, unknown>,
  at: Date,
) {
  return {
    fileId,
    action,
    detail,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    actorName: actor.name,
    createdAt: at,
  };
}

/** The file's content as it is now, kept as version `number` (the History tab compares them). */
export async function freezeVersion(
  tx: TTransaction,
  fileId: number,
  number: number,
  action: TFileEventAction,
  state: TFileState,
  actor: TFileActor,
  at: Date,
): Promise<void> {
  await insertVersion(tx, {
    fileId,
    number,
    action,
    snapshot: toSnapshot(state),
    travelDate: state.travelDate,
    lineCount: state.lines.length,
    sellCents: state.totals.sellCents,
    netCents: state.totals.netCents,
    createdByUserId: actor.userId,
    createdByName: actor.name,
    createdAt: at,
  });
}

/**
 * Saves `after` as the file's next version: the file row, its lines and the version snapshot, all
 * stamped with who and when. Answers the new version's number.
 */
export async function saveNextVersion(
  tx: TTransaction,
  file: Pick<TFileRow, 'id' | 'version'>,
  after: TFileState,
  action: TFileEventAction,
  actor: TFileActor,
  at: Date,
): Promise<number> {
  const version = file.version + 1;
  await updateFileState(tx, file.id, after, {
    version,
    updatedByUserId: actor.userId,
    updatedAt: at,
  });
  await writeLines(tx, file.id, after.lines, at);
  await freezeVersion(tx, file.id, version, action, after, actor, at);
  return version;
}

/** What a change did, in a few fields, for the event's detail. */
export function summarise(diff: TFileDiff) {
  return {
    fields: diff.fields.map((change) => change.field),
    added: diff.added.map((line) => line.name),
    removed: diff.removed.map((line) => line.name),
    changed: diff.changed.length,
    sellDeltaCents: diff.totalDelta.sellCents,
  };
}

const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for another change. Reload the file to see what was recorded.';

/** What an Idempotency-Key stands for: one kind of change to one file, with one body. */
export interface TKeyedChange {
  action: string;
  fileId: number;
  requestHash: string;
}

export function hashOfRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * True when this Idempotency-Key already made this very change; a key used for anything else is
 * a 409. Looked up under the file's lock, so a second copy of a change (a double click, a retry
 * after a lost answer) waits for the first and then answers as it did instead of a 409.
 */
export async function isRepeatedChange(
  tx: TTransaction,
  key: string,
  change: TKeyedChange,
): Promise<boolean> {
  const used = await findIdempotencyKey(tx, key);
  if (!used) return false;
  if (
    used.action === change.action &&
    used.fileId === change.fileId &&
    used.requestHash === change.requestHash
  ) {
    return true;
  }
  throw conflict(IDEMPOTENCY_KEY_REUSED);
}

/** Records the key with the change it made, in the change's transaction. */
export async function claimChangeKey(
  tx: TTransaction,
  key: string,
  change: TKeyedChange,
  actor: TFileActor,
): Promise<void> {
  try {
    await insertIdempotencyKey(tx, { key, ...change, createdByUserId: actor.userId });
  } catch (error) {
    // The same key sent for another file at the same moment: that file's lock is not ours.
    if (isUniqueViolation(error, 'idempotency_keys_pkey')) throw conflict(IDEMPOTENCY_KEY_REUSED);
    throw error;
  }
}
