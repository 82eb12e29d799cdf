import type { TPaginated } from '@portal/shared/contracts/pagination';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import {
  SUPPLIER_REQUEST_LIST_STATUSES,
  type TAdminSupplierRequestCsvQuery,
  type TAdminSupplierRequestListItem,
  type TAdminSupplierRequestListQuery,
  type TBookingAlert,
  type TBookingAlertCsvQuery,
  type TBookingAlertListQuery,
  type TSupplierAnswerRequest,
  type TSupplierReconfirmRequest,
  type TSupplierRequestListItem,
  type TSupplierRequestListQuery,
  type TSupplierRequestSnapshot,
  type TSupplierRequestStatus,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import {
  lineTransitionError,
  transitionError,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import type { TAppContext } from '../../app-context';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { recordAudit } from '../audit/audit.service';
import { cancelBookedLines } from '../files/commands/cancel-booked-lines';
import {
  moveFileAsSystem,
  recordAnswerOnLine,
  recordFileEvents,
  touchFile,
} from '../files/commands/within-transaction';
import type { TFilesLive } from '../files/files.live';
import {
  findAgencyName,
  findFileLines,
  type TFileRow,
  type TLineRow,
} from '../files/files.repository';
import { fileLifecycle } from '../files/file-lifecycle';
import { queueMail } from '../mail/mail.service';
import { operatorToday } from '../../lib/clock';
import { getGeneralSettings } from '../settings/settings.service';
import {
  buildDetails,
  createLinkToken,
  findFileById,
  findSuppliersByIds,
  hashToken,
  supplierLinks,
  withdrawSupplierRequests,
} from './supplier-requests.dispatch';
import type { TSupplierRequestsLive } from './supplier-requests.live';
import { toBookingAlertsCsv, toSupplierRequestsCsv } from './supplier-requests.csv';
import { requestMail } from './supplier-requests.mail';
import {
  decideAnswer,
  isAnswerable,
  mayCorrect,
  type TCorrectionWindow,
} from './supplier-requests.policy';
import {
  presentAdminListItem,
  presentAlert,
  presentListItem,
  presentRequestEvent,
  presentRequestView,
} from './supplier-requests.presenter';
import {
  findAlertRow,
  findAlertsPage,
  findFileIdByReference,
  findFileRequests,
  findLinkByHash,
  findRequestById,
  findRequestContext,
  findRequestEvents,
  findRequestsPage,
  insertAlertOnce,
  insertRequestEvents,
  lockFileById,
  lockRequestById,
  resolveAlert as resolveAlertRow,
  revokeLinks,
  updateRequest,
  type TBookingAlertRow,
  type TSupplierRequestRow,
} from './supplier-requests.repository';

export const LINK_INVALID_MESSAGE =
  'This link is not valid or has been withdrawn. Please contact us for a new one.';
export const LINK_EXPIRED_MESSAGE =
  'This link has expired. Please sign in to the supplier portal or contact us.';
const REQUEST_NOT_FOUND = 'Request not found.';

/** Who answers: a signed-in supplier user, or whoever holds the emailed link. */
export type TSupplierActor =
  | { kind: 'user'; userId: number; name: string; supplierId: number; ip: string | null }
  | { kind: 'token'; ip: string | null };

/** A back-office user acting on a request. */
export interface TStaffActor {
  userId: number;
  name: string;
  ip: string | null;
}

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

interface TAnswerOutcome {
  request: TSupplierRequestRow;
  file: TFileRow;
  changedLines: Pick<TLineRow, 'id' | 'status'>[];
  fileStatusFrom: string | null;
  alert: TBookingAlertRow | null;
  withdrawn: TSupplierRequestRow[];
}

/** The back office's list filters as the repository takes them. */
function staffFilter(query: TAdminSupplierRequestCsvQuery) {
  return {
    supplierId: query.supplier_id,
    statuses: query.status ? [query.status] : undefined,
    bookingReference: query.reference,
    kind: query.kind,
  };
}

/**
 * The supplier request workflow after sending: suppliers answer (signed in or by link), the line
 * and the booking follow, the back office watches, revokes and resends. Every change runs in one
 * transaction with the file and the request locked, is recorded in the request's history and the
 * audit log, and is pushed live after commit.
 */
export function createSupplierRequestsService(
  ctx: TAppContext,
  live: { requests: TSupplierRequestsLive; files: TFilesLive },
) {
  const now = () => ctx.clock.now();

  // Reading ------------------------------------------------------------------------------------

  async function viewOf(
    executor: TExecutor,
    request: TSupplierRequestRow,
  ): Promise<TSupplierRequestView> {
    const { supplierNames, lineStatuses } = await findRequestContext(executor, [request]);
    let details = request.details;
    if (!details) {
      const file = await findFileById(executor, request.fileId);
      const line = (await findFileLines(executor, file.id)).find(
        (candidate) => candidate.id === request.serviceLineId,
      );
      if (!line) throw new Error(`Supplier request ${request.id} has no service line`);
      details = buildDetails(file, line, await findAgencyName(executor, file.agencyId));
    }
    return presentRequestView(request, {
      supplierName: supplierNames.get(request.supplierId) ?? '',
      lineStatus: lineStatuses.get(request.serviceLineId) ?? '',
      details,
      canAnswer: isAnswerable(request.status),
      canCorrect: mayCorrect(request, await correctionWindow(executor, request, details.date)),
    });
  }

  /** Whether the request's answer may still be corrected, as of now. */
  async function correctionWindow(
    executor: TExecutor,
    request: TSupplierRequestRow,
    serviceDate: string,
  ): Promise<TCorrectionWindow> {
    const later = (await findFileRequests(executor, request.fileId)).some(
      (other) => other.serviceLineId === request.serviceLineId && other.id > request.id,
    );
    return { isBeforeService: operatorToday(ctx.clock) < serviceDate, isSuperseded: later };
  }

  async function snapshotOf(request: TSupplierRequestRow): Promise<TSupplierRequestSnapshot> {
    const history = await findRequestEvents(ctx.db, request.id);
    return { request: await viewOf(ctx.db, request), history: history.map(presentRequestEvent) };
  }

  /** The request an emailed link reaches: 404 when unknown or revoked, 410 when expired. */
  async function requestOfToken(token: string): Promise<TSupplierRequestRow> {
    const link = await findLinkByHash(ctx.db, hashToken(token));
    if (!link || link.revokedAt) throw new AppError('NOT_FOUND', LINK_INVALID_MESSAGE);
    if (link.expiresAt.getTime() <= now().getTime()) {
      throw new AppError('GONE', LINK_EXPIRED_MESSAGE);
    }
    const request = await findRequestById(ctx.db, link.requestId);
    if (!request) throw new AppError('NOT_FOUND', LINK_INVALID_MESSAGE);
    return request;
  }

  /** A signed-in supplier reaches its own supplier's requests only; anything else is 404. */
  async function requestOfSupplier(supplierId: number, id: number): Promise<TSupplierRequestRow> {
    const request = await findRequestById(ctx.db, id);
    if (!request || request.supplierId !== supplierId || !request.details) {
      throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    }
    return request;
  }

  async function requestOrThrow(id: number): Promise<TSupplierRequestRow> {
    const request = await findRequestById(ctx.db, id);
    if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    return request;
  }

  function auditActor(actor: TSupplierActor | TStaffActor, supplierName: string) {
    if ('kind' in actor) {
      return actor.kind === 'user'
        ? { userId: actor.userId, label: actor.name, ip: actor.ip }
        : { userId: null, label: `${supplierName} (email link)`, ip: actor.ip };
    }
    return { userId: actor.userId, label: actor.name, ip: actor.ip };
  }

  function eventActor(actor: TSupplierActor | TStaffActor) {
    if ('kind' in actor) {
      return actor.kind === 'user'
        ? { actorKind: 'user', actorUserId: actor.userId, actorName: actor.name, ip: actor.ip }
        : { actorKind: 'token', actorUserId: null, actorName: null, ip: actor.ip };
    }
    return { actorKind: 'admin', actorUserId: actor.userId, actorName: actor.name, ip: actor.ip };
  }

  // Answering ------------------------------------------------------------------------------------

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
  async function followException(
    tx: TTransaction,
    file: TFileRow,
    at: Date,
  ): Promise<string | null> {
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

  async function applyAnswer(
    tx: TTransaction,
    file: TFileRow,
    request: TSupplierRequestRow,
    answer: TSupplierAnswerRequest,
    actor: TSupplierActor,
  ): Promise<TAnswerOutcome> {
    const at = now();
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
      const released = await followRelease(tx, file, at);
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

  function pushAnswer(outcome: TAnswerOutcome): void {
    const reference = outcome.file.reference;
    live.requests.requestChanged(outcome.request, reference);
    for (const request of outcome.withdrawn) live.requests.requestChanged(request, reference);
    if (outcome.changedLines.length > 0)
      live.files.linesUpdated(outcome.file, outcome.changedLines);
    if (outcome.fileStatusFrom) live.files.statusChanged(outcome.file, outcome.fileStatusFrom);
    if (outcome.changedLines.length > 0 || outcome.fileStatusFrom) {
      live.files.fileUpdated(
        outcome.file,
        outcome.fileStatusFrom ? 'status.changed' : 'line.status-changed',
      );
    }
    if (outcome.alert) live.requests.alertRaised(outcome.alert, reference);
  }

  /** One answer, whoever gives it. Idempotent for a repeated identical answer. */
  async function answer(
    requestId: number,
    body: TSupplierAnswerRequest,
    actor: TSupplierActor,
  ): Promise<TSupplierRequestView> {
    const result = await ctx.db.transaction(async (tx) => {
      const peek = await findRequestById(tx, requestId);
      if (!peek) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      // File first, then the request: the same order as every booking change.
      const file = await lockFileById(tx, peek.fileId);
      const request = await lockRequestById(tx, requestId);
      if (!file || !request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      const serviceDate =
        request.details?.date ??
        (await findFileLines(tx, file.id)).find((line) => line.id === request.serviceLineId)
          ?.date ??
        '';
      const effect = decideAnswer(request, body, await correctionWindow(tx, request, serviceDate));
      if (effect.type === 'refuse') {
        throw effect.field
          ? AppError.invalidField(effect.field, effect.message)
          : new AppError('CONFLICT', effect.message);
      }
      if (effect.type === 'same') return { outcome: null, request };
      const outcome = await applyAnswer(tx, file, request, body, actor);
      return { outcome, request: outcome.request };
    });
    if (result.outcome) pushAnswer(result.outcome);
    return viewOf(ctx.db, result.request);
  }

  async function reconfirm(
    requestId: number,
    body: TSupplierReconfirmRequest,
    actor: TSupplierActor,
  ): Promise<TSupplierRequestView> {
    const result = await ctx.db.transaction(async (tx) => {
      const request = await lockRequestById(tx, requestId);
      if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      if (request.status !== 'confirmed') {
        throw new AppError('CONFLICT', 'Only a confirmed service can be reconfirmed.');
      }
      if (request.reconfirmedAt) return { request, changed: false, reference: '' };
      const at = now();
      await updateRequest(tx, request.id, { reconfirmedAt: at, updatedAt: at });
      await insertRequestEvents(tx, [
        {
          requestId: request.id,
          action: 'reconfirmed',
          ...eventActor(actor),
          detail: body.remarks ? { remarks: body.remarks } : {},
          createdAt: at,
        },
      ]);
      const file = await findFileById(tx, request.fileId);
      const suppliers = await findSuppliersByIds(tx, [request.supplierId]);
      await recordAudit(tx, auditActor(actor, suppliers.get(request.supplierId)?.name ?? ''), {
        action: 'supplier-request.reconfirmed',
        entityType: 'supplier_request',
        entityId: request.id,
        detail: { bookingReference: file.reference, via: actor.kind, remarks: body.remarks },
        at,
      });
      return {
        request: { ...request, reconfirmedAt: at, updatedAt: at },
        changed: true,
        reference: file.reference,
      };
    });
    if (result.changed) live.requests.requestChanged(result.request, result.reference);
    return viewOf(ctx.db, result.request);
  }

  // Back office ----------------------------------------------------------------------------------

  async function staffChange(
    requestId: number,
    actor: TStaffActor,
    work: (
      tx: TTransaction,
      request: TSupplierRequestRow,
      file: TFileRow,
      at: Date,
    ) => Promise<{ action: string; detail: Record<string, unknown>; request: TSupplierRequestRow }>,
  ): Promise<TSupplierRequestView> {
    const result = await ctx.db.transaction(async (tx) => {
      const request = await lockRequestById(tx, requestId);
      if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
      const file = await findFileById(tx, request.fileId);
      const at = now();
      const done = await work(tx, request, file, at);
      await insertRequestEvents(tx, [
        {
          requestId: request.id,
          action: done.action,
          ...eventActor(actor),
          detail: done.detail,
          createdAt: at,
        },
      ]);
      await recordAudit(tx, auditActor(actor, ''), {
        action: `supplier-request.${done.action}`,
        entityType: 'supplier_request',
        entityId: request.id,
        detail: { bookingReference: file.reference, ...done.detail },
        at,
      });
      return { request: done.request, reference: file.reference };
    });
    live.requests.requestChanged(result.request, result.reference);
    return viewOf(ctx.db, result.request);
  }

  return {
    // By link ------------------------------------------------------------------------------------
    async getByToken(token: string) {
      return viewOf(ctx.db, await requestOfToken(token));
    },
    async snapshotByToken(token: string) {
      return snapshotOf(await requestOfToken(token));
    },
    async answerByToken(token: string, body: TSupplierAnswerRequest, ip: string | null) {
      const request = await requestOfToken(token);
      return answer(request.id, body, { kind: 'token', ip });
    },
    async reconfirmByToken(token: string, body: TSupplierReconfirmRequest, ip: string | null) {
      const request = await requestOfToken(token);
      return reconfirm(request.id, body, { kind: 'token', ip });
    },

    // Signed-in supplier users ---------------------------------------------------------------------
    async listForSupplier(
      supplierId: number,
      query: TSupplierRequestListQuery,
      path: string,
    ): Promise<TPaginated<TSupplierRequestListItem>> {
      const { page, per_page: perPage, list, q, kind, date_from, date_to } = query;
      const { rows, total } = await findRequestsPage(ctx.db, {
        supplierId,
        statuses: SUPPLIER_REQUEST_LIST_STATUSES[list].filter((status) => status !== 'pending'),
        q,
        kind,
        dateFrom: date_from,
        dateTo: date_to,
        page,
        perPage,
      });
      return buildPaginated(rows.map(presentListItem), {
        page,
        perPage,
        total,
        path,
        query: { list, q, kind, date_from, date_to, per_page: perPage },
      });
    },
    async getForSupplier(supplierId: number, id: number) {
      return viewOf(ctx.db, await requestOfSupplier(supplierId, id));
    },
    async snapshotForSupplier(supplierId: number, id: number) {
      return snapshotOf(await requestOfSupplier(supplierId, id));
    },
    async answerForSupplier(
      actor: Extract<TSupplierActor, { kind: 'user' }>,
      id: number,
      body: TSupplierAnswerRequest,
    ) {
      await requestOfSupplier(actor.supplierId, id);
      return answer(id, body, actor);
    },
    async reconfirmForSupplier(
      actor: Extract<TSupplierActor, { kind: 'user' }>,
      id: number,
      body: TSupplierReconfirmRequest,
    ) {
      await requestOfSupplier(actor.supplierId, id);
      return reconfirm(id, body, actor);
    },

    // Back office ----------------------------------------------------------------------------------
    async listForStaff(
      query: TAdminSupplierRequestListQuery,
      path: string,
    ): Promise<TPaginated<TAdminSupplierRequestListItem>> {
      const { page, per_page: perPage, status, supplier_id, reference, kind } = query;
      const { rows, total } = await findRequestsPage(ctx.db, {
        ...staffFilter(query),
        page,
        perPage,
      });
      return buildPaginated(rows.map(presentAdminListItem), {
        page,
        perPage,
        total,
        path,
        query: { status, supplier_id, reference, kind, per_page: perPage },
      });
    },
    /** Every request of the list's filters (up to the export limit), for the CSV. */
    async exportForStaff(query: TAdminSupplierRequestCsvQuery): Promise<string> {
      const { rows } = await findRequestsPage(ctx.db, {
        ...staffFilter(query),
        page: 1,
        perPage: CSV_EXPORT_LIMIT,
      });
      return toSupplierRequestsCsv(rows.map(presentAdminListItem));
    },
    async listForFile(reference: string): Promise<TSupplierRequestView[]> {
      const fileId = await findFileIdByReference(ctx.db, reference);
      if (fileId === null) throw new AppError('NOT_FOUND', 'File not found.');
      const requests = await findFileRequests(ctx.db, fileId);
      const views: TSupplierRequestView[] = [];
      for (const request of requests) views.push(await viewOf(ctx.db, request));
      return views;
    },
    async snapshotForStaff(id: number) {
      return snapshotOf(await requestOrThrow(id));
    },
    revokeLinks(id: number, actor: TStaffActor) {
      return staffChange(id, actor, async (tx, request, _file, at) => {
        const revoked = await revokeLinks(tx, request.id, actor, at);
        return { action: 'link-revoked', detail: { links: revoked }, request };
      });
    },
    async resend(id: number, actor: TStaffActor) {
      const view = await staffChange(id, actor, async (tx, request, file, at) => {
        if (!(['sent', 'waitlisted', 'confirmed'] as string[]).includes(request.status)) {
          throw new AppError(
            'CONFLICT',
            `This request is ${request.status}; only a request waiting for the supplier or confirmed can be sent again.`,
          );
        }
        const line = (await findFileLines(tx, file.id)).find(
          (candidate) => candidate.id === request.serviceLineId,
        );
        if (!line) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
        const revoked = await revokeLinks(tx, request.id, actor, at);
        const supplier = (await findSuppliersByIds(tx, [request.supplierId])).get(
          request.supplierId,
        );
        const details =
          request.details ?? buildDetails(file, line, await findAgencyName(tx, file.agencyId));
        const token = await createLinkToken(tx, request, line.endDate, 'answer', at);
        const links = supplierLinks(ctx.config.appUrl, token);
        const { company_name: companyName } = await getGeneralSettings(tx, ctx.config);
        if (supplier?.email) {
          await queueMail(
            tx,
            {
              to: supplier.email,
              fileId: file.id,
              ...requestMail({
                supplierName: supplier.name,
                companyName,
                items: [
                  {
                    kind: request.kind,
                    details,
                    link: links.service,
                    snapshotLink: links.snapshot,
                  },
                ],
              }),
            },
            at,
          );
        }
        const values =
          request.status === 'sent'
            ? {
                sentAt: at,
                reminderCount: 0,
                lastReminderAt: null,
                escalatedAt: null,
                updatedAt: at,
              }
            : { updatedAt: at };
        await updateRequest(tx, request.id, values);
        return {
          action: 'resent',
          detail: { to: supplier?.email ?? null, revokedLinks: revoked },
          request: { ...request, ...values },
        };
      });
      ctx.mail.kick();
      return view;
    },

    async listAlerts(
      query: TBookingAlertListQuery,
      path: string,
    ): Promise<TPaginated<TBookingAlert>> {
      const { page, per_page: perPage, state, q } = query;
      const { rows, total } = await findAlertsPage(ctx.db, { state, q, page, perPage });
      return buildPaginated(rows.map(presentAlert), {
        page,
        perPage,
        total,
        path,
        query: { state, q, per_page: perPage },
      });
    },
    async exportAlerts(query: TBookingAlertCsvQuery): Promise<string> {
      const { rows } = await findAlertsPage(ctx.db, {
        state: query.state,
        q: query.q,
        page: 1,
        perPage: CSV_EXPORT_LIMIT,
      });
      return toBookingAlertsCsv(rows.map(presentAlert));
    },
    async resolveAlert(id: number, actor: TStaffActor): Promise<TBookingAlert> {
      const row = await ctx.db.transaction(async (tx) => {
        const at = now();
        const resolved = await resolveAlertRow(tx, id, actor, at);
        const found = await findAlertRow(tx, id);
        if (!found) throw new AppError('NOT_FOUND', 'Alert not found.');
        if (resolved) {
          await recordAudit(
            tx,
            { userId: actor.userId, label: actor.name, ip: actor.ip },
            {
              action: 'booking-alert.resolved',
              entityType: 'booking_alert',
              entityId: id,
              detail: { bookingReference: found.bookingReference, kind: found.alert.kind },
              at,
            },
          );
        }
        return found;
      });
      return presentAlert(row);
    },
  };
}

export type TSupplierRequestsService = ReturnType<typeof createSupplierRequestsService>;
