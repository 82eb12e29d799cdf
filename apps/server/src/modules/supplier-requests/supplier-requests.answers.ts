import type {
  TSupplierAnswerRequest,
  TSupplierRequestStatus,
} from '@portal/shared/contracts/supplier-requests';
import {
  lineTransitionError,
  transitionError,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { operatorToday } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import { cancelBookedLines } from '../files/commands/cancel-booked-lines';
import {
  moveFileAsSystem,
  recordAnswerOnLine,
  recordFileEvents,
  touchFile,
} from '../files/commands/within-transaction';
import type { TFilesLive } from '../files/files.live';
import { findFileLines, type TFileRow, type TLineRow } from '../files/files.repository';
import { fileLifecycle } from '../files/file-lifecycle';
import { auditActor, eventActor, type TSupplierActor } from './supplier-requests.actors';
import {
  findFileById,
  findSuppliersByIds,
  withdrawSupplierRequests,
} from './supplier-requests.dispatch';
import type { TSupplierRequestsLive } from './supplier-requests.live';
import { REQUEST_NOT_FOUND } from './supplier-requests.queries';
import {
  findFileRequests,
  insertAlertOnce,
  insertRequestEvents,
  updateRequest,
  type TBookingAlertRow,
  type TSupplierRequestRow,
} from './supplier-requests.repository';

/**
 * Answering a supplier request, inside the caller's transaction with the file and the request
 * locked: the request and its line take the answer, the booking follows (confirmed, worked or
 * cancelled), and what changed is pushed live after commit.
 */

const ANSWER_ACTIONS = {
  confirm: 'confirmed',
  provisional: 'provisional',
  decline: 'declined',
  wait: 'waitlisted',
  release: 'released',
} as const;

const LINE_TARGETS: Record<TSupplierAnswerRequest['answer'], TServiceLineStatus | null> = {
  confirm: 'Confirmed',
  provisional: 'Provisional',
  decline: 'Unable',
  wait: 'Wait',
  release: null,
};

export interface TAnswerOutcome {
  request: TSupplierRequestRow;
  file: TFileRow;
  changedLines: Pick<TLineRow, 'id' | 'status'>[];
  fileStatusFrom: string | null;
  alert: TBookingAlertRow | null;
  withdrawn: TSupplierRequestRow[];
}

/** Every non-cancelled line confirmed: the booking being worked is confirmed by the portal. */
async function followConfirmation(
  tx: TTransaction,
  file: TFileRow,
  lines: readonly TLineRow[],
  at: Date,
): Promise<string | null> {
  const active = lines.filter((line) => line.status !== 'Cancelled');
  const allConfirmed = active.length > 0 && active.every((line) => line.status === 'Confirmed');
  if (!allConfirmed || transitionError(file.status, 'Confirmed', 'system') !== null) return null;
  await moveFileAsSystem(tx, file, 'Confirmed', { reason: 'Every service is confirmed.' }, at);
  return file.status;
}

/**
 * A supplier declined or waitlisted: the booking cannot confirm by itself any more, so a
 * Requested booking becomes Processing — a consultant works it (the alert says why).
 */
async function followException(tx: TTransaction, file: TFileRow, at: Date): Promise<string | null> {
  if (file.status !== 'Requested' || transitionError(file.status, 'Processing', 'system')) {
    return null;
  }
  await moveFileAsSystem(tx, file, 'Processing', { reason: 'A supplier could not confirm.' }, at);
  return file.status;
}

/**
 * Every cancel request of a booking in Cancellation released: the booking is Cancelled the
 * way the back office cancels it (allotment given back, lines cancelled, invoice credited).
 */
async function followRelease(
  ctx: TAppContext,
  tx: TTransaction,
  file: TFileRow,
  at: Date,
): Promise<{
  from: string | null;
  lines: Pick<TLineRow, 'id' | 'status'>[];
  withdrawn: TSupplierRequestRow[];
}> {
  const none = { from: null, lines: [], withdrawn: [] };
  if (transitionError(file.status, 'Cancelled', 'system') !== null) return none;
  const cancelRequests = (await findFileRequests(tx, file.id)).filter(
    (request) => request.kind === 'cancel' && request.status !== 'cancelled',
  );
  if (!cancelRequests.every((request) => request.status === 'released')) return none;
  const cancelledLines = await cancelBookedLines(tx, await findFileLines(tx, file.id), at);
  const withdrawn = await withdrawSupplierRequests(tx, file.id, at);
  await moveFileAsSystem(
    tx,
    file,
    'Cancelled',
    { reason: 'Every supplier released its services.', cancelledLines: cancelledLines.length },
    at,
  );
  await fileLifecycle().invoices.reconcile(tx, await findFileById(tx, file.id), ctx.clock);
  return { from: file.status, lines: cancelledLines, withdrawn };
}

export async function applyAnswer(
  ctx: TAppContext,
  tx: TTransaction,
  file: TFileRow,
  request: TSupplierRequestRow,
  answer: TSupplierAnswerRequest,
  actor: TSupplierActor,
): Promise<TAnswerOutcome> {
  const at = ctx.clock.now();
  const lines = await findFileLines(tx, file.id);
  const line = lines.find((candidate) => candidate.id === request.serviceLineId);
  if (!line) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  const suppliers = await findSuppliersByIds(tx, [request.supplierId]);
  const supplierName = suppliers.get(request.supplierId)?.name ?? '';

  const today = operatorToday(ctx.clock);
  if (
    answer.answer === 'provisional' &&
    (answer.optionExpiresOn < today || answer.optionExpiresOn > line.date)
  ) {
    throw AppError.invalidField(
      'optionExpiresOn',
      'The option must expire between today and the service date.',
    );
  }
  // An answer given before is being corrected (decideAnswer allowed it: before the service date).
  const correctedFrom = (['confirmed', 'declined', 'provisional'] as string[]).includes(
    request.status,
  )
    ? request.status
    : null;

  // The line follows the answer, with the confirmation number it now carries.
  const target = LINE_TARGETS[answer.answer];
  const changedLines: TLineRow[] = [];
  const lineConfirmation =
    answer.answer === 'confirm'
      ? answer.confirmation
      : answer.answer === 'provisional'
        ? answer.confirmation || null
        : correctedFrom
          ? null
          : line.confirmation;
  if (target && (line.status !== target || line.confirmation !== lineConfirmation)) {
    if (line.status !== target) {
      const refusal = lineTransitionError(line.status, target, 'supplier');
      if (refusal) throw new AppError('CONFLICT', refusal);
    }
    const values: Parameters<typeof recordAnswerOnLine>[2] = {
      status: target,
      confirmation: lineConfirmation,
    };
    if (answer.answer === 'confirm') {
      // A voucher made from an earlier (corrected) number follows the new one.
      const madeFromOld =
        line.voucher !== null && line.voucher === stripConfirmationSuffix(line.confirmation);
      values.voucher =
        line.voucher === null || madeFromOld
          ? stripConfirmationSuffix(answer.confirmation)
          : line.voucher;
      if (answer.remarks) values.remarks = answer.remarks;
    }
    await recordAnswerOnLine(tx, line.id, values, at);
    changedLines.push({ ...line, ...values });
  }

  const action = ANSWER_ACTIONS[answer.answer];
  const requestValues = {
    status: action as TSupplierRequestStatus,
    confirmation:
      answer.answer === 'confirm'
        ? answer.confirmation
        : answer.answer === 'provisional'
          ? answer.confirmation || null
          : correctedFrom
            ? null
            : request.confirmation,
    remarks: 'remarks' in answer ? answer.remarks : request.remarks,
    // A reason belongs to a decline or a waitlisting: a later answer clears it.
    reason: 'reason' in answer ? answer.reason : '',
    optionExpiresOn: answer.answer === 'provisional' ? answer.optionExpiresOn : null,
    cancellationNumber:
      answer.answer === 'release' ? answer.cancellationNumber : request.cancellationNumber,
    answeredAt: at,
    answeredByUserId: actor.kind === 'user' ? actor.userId : null,
    answeredByName: actor.kind === 'user' ? actor.name : null,
    updatedAt: at,
  };
  await updateRequest(tx, request.id, requestValues);
  const updated = { ...request, ...requestValues };
  const detail: Record<string, unknown> = {
    ...answer,
    ...(correctedFrom ? { correctedFrom } : {}),
  };
  await insertRequestEvents(tx, [
    { requestId: request.id, action, ...eventActor(actor), detail, createdAt: at },
  ]);
  await recordAudit(tx, auditActor(actor, supplierName), {
    action: `supplier-request.${action}`,
    entityType: 'supplier_request',
    entityId: request.id,
    detail: { bookingReference: file.reference, via: actor.kind, ...detail },
    at,
  });

  const fileActorName = actor.kind === 'user' ? actor.name : `${supplierName} (email link)`;
  if (changedLines.length > 0) {
    await recordFileEvents(tx, [
      {
        fileId: file.id,
        action: 'line.status-changed',
        detail: {
          lineId: line.id,
          key: line.key,
          name: line.name,
          from: line.status,
          to: target,
          supplierRequestId: request.id,
          ...(answer.answer === 'confirm' ? { confirmation: answer.confirmation } : {}),
          ...(answer.answer === 'provisional' ? { optionExpiresOn: answer.optionExpiresOn } : {}),
          ...('reason' in answer ? { note: answer.reason } : {}),
          ...(correctedFrom ? { correctedFrom } : {}),
        },
        actorKind: 'supplier',
        actorUserId: actor.kind === 'user' ? actor.userId : null,
        actorName: fileActorName,
        createdAt: at,
      },
    ]);
  }

  let alert: TBookingAlertRow | null = null;
  if (answer.answer === 'decline') {
    alert = await insertAlertOnce(tx, {
      kind: 'supplier-declined',
      message: `${supplierName} cannot provide ${line.name} on ${line.date}: ${answer.reason}`,
      fileId: file.id,
      supplierRequestId: request.id,
      createdAt: at,
    });
  }

  const linesNow = lines.map(
    (candidate) => changedLines.find((changed) => changed.id === candidate.id) ?? candidate,
  );
  let fileStatusFrom: string | null = null;
  let withdrawn: TSupplierRequestRow[] = [];
  if (answer.answer === 'confirm') {
    fileStatusFrom = await followConfirmation(tx, file, linesNow, at);
  } else if (answer.answer === 'decline' || answer.answer === 'wait') {
    fileStatusFrom = await followException(tx, file, at);
  } else if (answer.answer === 'release') {
    const released = await followRelease(ctx, tx, file, at);
    fileStatusFrom = released.from;
    changedLines.push(...(released.lines as TLineRow[]));
    withdrawn = released.withdrawn;
  }
  if (fileStatusFrom === null && changedLines.length > 0) {
    await touchFile(tx, file, at);
  }
  return {
    request: updated,
    file: await findFileById(tx, file.id),
    changedLines,
    fileStatusFrom,
    alert,
    withdrawn,
  };
}

export function pushAnswer(
  live: { requests: TSupplierRequestsLive; files: TFilesLive },
  outcome: TAnswerOutcome,
): void {
  const reference = outcome.file.reference;
  live.requests.requestChanged(outcome.request, reference);
  for (const request of outcome.withdrawn) live.requests.requestChanged(request, reference);
  if (outcome.changedLines.length > 0) live.files.linesUpdated(outcome.file, outcome.changedLines);
  if (outcome.fileStatusFrom) live.files.statusChanged(outcome.file, outcome.fileStatusFrom);
  if (outcome.changedLines.length > 0 || outcome.fileStatusFrom) {
    live.files.fileUpdated(
      outcome.file,
      outcome.fileStatusFrom ? 'status.changed' : 'line.status-changed',
    );
  }
  if (outcome.alert) live.requests.alertRaised(outcome.alert, reference);
}
