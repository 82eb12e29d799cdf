import type {
  TAddServiceLineRequest,
  TFileChangeResponse,
  TFileEventAction,
  TReplaceServiceLineRequest,
  TUpdateFileRequest,
} from '@portal/shared/contracts/files';
import { diffFiles } from '@portal/shared/domain/file-diff';
import { isEditableFileStatus } from '@portal/shared/domain/file-states';
import { daysBetween } from '@portal/shared/domain/pricing/calendar';
import { notFound } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { candidatesOf, type TCandidateLine } from '../file-pricing.service';
import { agentFileView, reloadFile } from '../file-reads';
import { compareLines, fromSnapshot, shiftState, toDiffable, type TFileState } from '../file-state';
import { scopeOf } from '../files.policy';
import { findVersionSnapshots } from '../files.repository';
import { recordEvents } from '../file-events';
import {
  conflict,
  eventRow,
  saveNextVersion,
  summarise,
  type TFileCommandDeps,
  type TLockedFile,
  withLockedFile,
} from './file-command';
import {
  dayNumberOf,
  loadBookableProduct,
  newLineKey,
  priceOne,
  repriceState,
  withLines,
} from './service-lines';

/** What a change to a quote computes: the new state, the event's action and its detail. */
export interface TQuoteChange {
  state: TFileState;
  action: TFileEventAction;
  detail?: Record<string, unknown>;
}

/** Left-out services compared by what they are (jsonb does not keep key order). */
function droppedSignature(state: TFileState): string {
  return state.droppedLines
    .map((line) => `${line.key}|${line.productId}|${line.date}|${line.span}`)
    .sort()
    .join(',');
}

/**
 * Applies a change to a quote: under the file's lock, compute the new state, diff, save a new
 * version and record the event (only if anything changed), then answer the file and the diff.
 * A dry run answers the same and keeps nothing.
 */
export async function changeQuote(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  compute: (locked: TLockedFile) => Promise<TQuoteChange>,
  options: { dryRun?: boolean } = {},
): Promise<TFileChangeResponse> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async (locked) => {
      const { tx, file, before, actor, at } = locked;
      if (!isEditableFileStatus(file.status)) {
        throw conflict(`Only a quote can be changed; ${file.reference} is ${file.status}.`);
      }
      const change = await compute(locked);
      const after = { ...change.state, lines: [...change.state.lines].sort(compareLines) };
      const diff = diffFiles(toDiffable(before), toDiffable(after));
      const isChanged = diff.hasChanges || droppedSignature(before) !== droppedSignature(after);
      let version = file.version;
      if (isChanged) {
        version = await saveNextVersion(tx, file, after, change.action, actor, at);
        await recordEvents(tx, [
          eventRow(
            file.id,
            actor,
            change.action,
            { version, ...summarise(diff), ...change.detail },
            at,
          ),
        ]);
      }
      const saved = await reloadFile(tx, file.id, file.reference);
      if (isChanged) locked.afterCommit.fileUpdated(saved, change.action);
      return {
        file: await agentFileView(tx, saved, caller),
        diff,
        dryRun: options.dryRun ?? false,
      };
    },
    options,
  );
}

/** Names and notes, or new dates or rooms (which price every service again). */
export function updateFile(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TUpdateFileRequest,
) {
  return changeQuote(deps, caller, reference, async ({ tx, file, before }) => {
    const shift =
      request.travelDate === undefined ? 0 : daysBetween(before.travelDate, request.travelDate);
    const moved = shiftState(before, shift);
    const framed: TFileState = {
      ...moved,
      bookingName: request.bookingName ?? before.bookingName,
      yourReference: request.yourReference ?? before.yourReference,
      notes: request.notes ?? before.notes,
      supplierNote: request.supplierNote ?? before.supplierNote,
      rooms: request.rooms ?? before.rooms,
    };
    // Names and notes change nothing else; new dates or rooms change every price.
    const needsPricing = shift !== 0 || request.rooms !== undefined;
    return {
      state: needsPricing ? await repriceState(deps.ctx, tx, file, framed) : framed,
      action: 'file.updated',
    };
  });
}

/** A catalogue service added to a quote, priced on its own; it may replace a left-out one. */
export function addQuoteLine(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TAddServiceLineRequest,
) {
  return changeQuote(deps, caller, reference, async ({ tx, file, before }) => {
    const product = await loadBookableProduct(tx, request.productId);
    const key = newLineKey();
    const candidate: TCandidateLine = {
      key,
      dayNumber: dayNumberOf(before, request.date),
      productId: product.id,
      date: request.date,
      span: request.span,
      startTime: request.startTime,
      endTime: request.endTime,
      remarks: request.remarks,
      confirmation: null,
      voucher: null,
      allotmentHold: null,
    };
    const line = await priceOne(deps.ctx, tx, file, before, candidate);
    const state = withLines(
      file,
      {
        ...before,
        droppedLines: before.droppedLines.filter(
          (dropped) => dropped.key !== request.replacesDroppedKey,
        ),
      },
      [...before.lines, line],
    );
    return {
      state,
      action: 'line.added',
      detail: {
        key,
        productId: product.id,
        name: line.name,
        date: line.date,
        ...(request.replacesDroppedKey ? { replacesDroppedKey: request.replacesDroppedKey } : {}),
      },
    };
  });
}

export function removeQuoteLine(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  lineId: number,
) {
  return changeQuote(deps, caller, reference, async ({ file, lines, before }) => {
    const target = lines.find((line) => line.id === lineId);
    if (!target) throw notFound('Service');
    const state = withLines(
      file,
      before,
      before.lines.filter((line) => line.key !== target.key),
    );
    return {
      state,
      action: 'line.removed',
      detail: { key: target.key, productId: target.productId, name: target.name },
    };
  });
}

/** Another product in a quote's service's place, with the new product's own times. */
export function replaceQuoteLine(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  lineId: number,
  request: TReplaceServiceLineRequest,
) {
  return changeQuote(deps, caller, reference, async ({ tx, file, lines, before }) => {
    const target = lines.find((line) => line.id === lineId);
    if (!target) throw notFound('Service');
    const product = await loadBookableProduct(tx, request.productId);
    const date = request.date ?? target.date;
    const replaced = candidatesOf(before).find((line) => line.key === target.key);
    if (!replaced) throw notFound('Service');
    const line = await priceOne(deps.ctx, tx, file, before, {
      ...replaced,
      productId: product.id,
      manual: null,
      date,
      dayNumber: dayNumberOf(before, date),
      span: request.span ?? replaced.span,
      // The new product's own times, not the replaced one's.
      startTime: null,
      endTime: null,
      confirmation: null,
      voucher: null,
    });
    const state = withLines(
      file,
      before,
      before.lines.map((existing) => (existing.key === target.key ? line : existing)),
    );
    return {
      state,
      action: 'line.replaced',
      detail: {
        key: target.key,
        from: { productId: target.productId, name: target.name },
        to: { productId: product.id, name: line.name },
      },
    };
  });
}

/** Every service priced again at today's rates; `dryRun` shows what would change. */
export function repriceQuote(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  dryRun: boolean,
) {
  return changeQuote(
    deps,
    caller,
    reference,
    async ({ tx, file, before }) => ({
      state: await repriceState(deps.ctx, tx, file, before),
      action: 'file.repriced',
    }),
    { dryRun },
  );
}

/** Back to an older version's services, dates, rooms and names, priced at today's rates. */
export function restoreVersion(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  number: number,
) {
  return changeQuote(deps, caller, reference, async ({ tx, file }) => {
    const snapshots = await findVersionSnapshots(tx, file.id, [number]);
    const snapshot = snapshots.get(number);
    if (snapshot === undefined) throw notFound('Version');
    const restored: TFileState = { ...fromSnapshot(snapshot), status: file.status };
    return {
      state: await repriceState(deps.ctx, tx, file, restored),
      action: 'version.restored',
      detail: { restoredVersion: number },
    };
  });
}
