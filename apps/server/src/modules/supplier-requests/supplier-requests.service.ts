import type {
  TAdminSupplierRequestCsvQuery,
  TAdminSupplierRequestListQuery,
  TBookingAlert,
  TBookingAlertCsvQuery,
  TBookingAlertListQuery,
  TSupplierAnswerRequest,
  TSupplierReconfirmRequest,
  TSupplierRequestListQuery,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { TFilesLive } from '../files/files.live';
import { findFileLines, type TFileRow } from '../files/files.repository';
import { queueMail } from '../mail/mail.service';
import { getGeneralSettings } from '../settings/settings.service';
import {
  auditActor,
  eventActor,
  type TStaffActor,
  type TSupplierActor,
} from './supplier-requests.actors';
import { applyAnswer, pushAnswer } from './supplier-requests.answers';
import {
  createLinkToken,
  findFileById,
  findSuppliersByIds,
  supplierDetailsOf,
  supplierLinks,
} from './supplier-requests.dispatch';
import type { TSupplierRequestsLive } from './supplier-requests.live';
import { requestMail } from './supplier-requests.mail';
import { decideAnswer } from './supplier-requests.policy';
import { presentAlert } from './supplier-requests.presenter';
import {
  correctionWindow,
  exportBookingAlerts,
  exportRequestsForStaff,
  listBookingAlerts,
  listRequestsForStaff,
  listRequestsForSupplier,
  listRequestsOfFile,
  requestOfSupplier,
  requestOfToken,
  requestOrThrow,
  REQUEST_NOT_FOUND,
  snapshotOf,
  viewOf,
} from './supplier-requests.queries';
import {
  findAlertRow,
  findRequestById,
  insertRequestEvents,
  lockFileById,
  lockRequestById,
  resolveAlert as resolveAlertRow,
  revokeLinks,
  updateRequest,
  type TSupplierRequestRow,
} from './supplier-requests.repository';
import { getOperatorNames } from './supplier-requests.settings';

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

  // Answering ------------------------------------------------------------------------------------

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
      const effect = decideAnswer(
        request,
        body,
        await correctionWindow(ctx, tx, request, serviceDate),
      );
      if (effect.type === 'refuse') {
        throw effect.field
          ? AppError.invalidField(effect.field, effect.message)
          : new AppError('CONFLICT', effect.message);
      }
      if (effect.type === 'same') return { outcome: null, request };
      const outcome = await applyAnswer(ctx, tx, file, request, body, actor);
      return { outcome, request: outcome.request };
    });
    if (result.outcome) pushAnswer(live, result.outcome);
    return viewOf(ctx, ctx.db, result.request);
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
    return viewOf(ctx, ctx.db, result.request);
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
    return viewOf(ctx, ctx.db, result.request);
  }

  return {
    // By link ------------------------------------------------------------------------------------
    async getByToken(token: string) {
      return viewOf(ctx, ctx.db, await requestOfToken(ctx, token));
    },
    async snapshotByToken(token: string) {
      return snapshotOf(ctx, await requestOfToken(ctx, token));
    },
    async answerByToken(token: string, body: TSupplierAnswerRequest, ip: string | null) {
      const request = await requestOfToken(ctx, token);
      return answer(request.id, body, { kind: 'token', ip });
    },
    async reconfirmByToken(token: string, body: TSupplierReconfirmRequest, ip: string | null) {
      const request = await requestOfToken(ctx, token);
      return reconfirm(request.id, body, { kind: 'token', ip });
    },

    // Signed-in supplier users ---------------------------------------------------------------------
    async listForSupplier(supplierId: number, query: TSupplierRequestListQuery) {
      return listRequestsForSupplier(ctx, supplierId, query);
    },
    async getForSupplier(supplierId: number, id: number) {
      return viewOf(ctx, ctx.db, await requestOfSupplier(ctx, supplierId, id));
    },
    async snapshotForSupplier(supplierId: number, id: number) {
      return snapshotOf(ctx, await requestOfSupplier(ctx, supplierId, id));
    },
    async answerForSupplier(
      actor: Extract<TSupplierActor, { kind: 'user' }>,
      id: number,
      body: TSupplierAnswerRequest,
    ) {
      await requestOfSupplier(ctx, actor.supplierId, id);
      return answer(id, body, actor);
    },
    async reconfirmForSupplier(
      actor: Extract<TSupplierActor, { kind: 'user' }>,
      id: number,
      body: TSupplierReconfirmRequest,
    ) {
      await requestOfSupplier(ctx, actor.supplierId, id);
      return reconfirm(id, body, actor);
    },

    // Back office ----------------------------------------------------------------------------------
    async listForStaff(query: TAdminSupplierRequestListQuery) {
      return listRequestsForStaff(ctx, query);
    },
    /** Every request of the list's filters (up to the export limit), for the CSV. */
    async exportForStaff(query: TAdminSupplierRequestCsvQuery) {
      return exportRequestsForStaff(ctx, query);
    },
    async listForFile(reference: string): Promise<TSupplierRequestView[]> {
      return listRequestsOfFile(ctx, reference);
    },
    async snapshotForStaff(id: number) {
      return snapshotOf(ctx, await requestOrThrow(ctx, id));
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
        const operatorName = (await getOperatorNames(tx))(file.brandId);
        const details = supplierDetailsOf(request, file, line, operatorName);
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

    async listAlerts(query: TBookingAlertListQuery) {
      return listBookingAlerts(ctx, query);
    },
    async exportAlerts(query: TBookingAlertCsvQuery) {
      return exportBookingAlerts(ctx, query);
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
