import { clientMarkupOfNewFile } from '@portal/shared/domain/client-price';
import type {
  TChangeLinePriceRequest,
  TChangeLinePriceResponse,
  TClientFileBackOffice,
  TCreateClientFileRequest,
  TCreatedClientFile,
  TUpdateClientFileBackOffice,
  TUpdateGuestsRequest,
} from '@portal/shared/contracts/files-admin';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { AppError, notFound } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { findAgencyById } from '../../catalogue/agencies.repository';
import { fileLifecycle } from '../file-lifecycle';
import { priceFile } from '../file-pricing.service';
import { backOfficeOf, pricingOf, reloadFile } from '../file-reads';
import { liveLineTotals } from '../file-totals';
import {
  findAgentOfAgency,
  findConsultants,
  updateBackOffice,
  updateFileRooms,
  updateFileTotals,
  updateLinePrice,
} from '../files.admin.repository';
import { recordEvents } from '../file-events';
import { eventRow, inFileTransaction, withLockedFile, type TFileCommandDeps } from './file-command';
import { saveNewFile } from './create-file';

/** The back office's own changes to a client file: each audited, besides the file's history. */

const ALL_FILES = { agencyId: null } as const;

function auditActorOf(caller: TCaller): TAuditActor {
  return { userId: caller.user.id, label: caller.user.name };
}

/**
 * An empty quote for an agency and one of its agents, numbered in the agency's brand, with the
 * consultant who opened it working it.
 */
export async function createClientFile(
  deps: TFileCommandDeps,
  caller: TCaller,
  request: TCreateClientFileRequest,
): Promise<TCreatedClientFile> {
  const { ctx } = deps;
  const created = await inFileTransaction(ctx, async (tx) => {
    const agency = await findAgencyById(tx, request.agencyId);
    if (!agency || !agency.active) {
      throw AppError.invalidField('agencyId', 'Choose an active agency.');
    }
    if (!(await findAgentOfAgency(tx, request.agentId, agency.id))) {
      throw AppError.invalidField('agentId', 'Choose an active agent of this agency.');
    }
    const identity = {
      brandId: agency.brandId,
      agencyId: agency.id,
      agentId: request.agentId,
      packageId: null,
      packageName: null,
      accommodationClass: null,
      pricingModel: agency.pricingModel,
      clientMarkupBasisPoints: clientMarkupOfNewFile(agency),
      createdByUserId: caller.user.id,
    };
    // Priced like any quote (with nothing to price yet) so pax and totals come out the same way.
    const state = await priceFile(
      ctx,
      tx,
      pricingOf(identity),
      {
        bookingName: request.bookingName,
        yourReference: request.yourReference,
        notes: '',
        supplierNote: '',
        travelDate: request.travelDate,
        status: 'Quote',
        rooms: request.rooms,
        dayHeaders: Array.from({ length: request.nights + 1 }, (_, index) => ({
          dayNumber: index + 1,
          date: addDays(request.travelDate, index),
          title: '',
          description: '',
          overnightLocationId: null,
          drivingNotes: [],
        })),
      },
      [],
    );
    const { file } = await saveNewFile(deps, tx, caller, identity, state, {
      action: 'file.created',
      detail: { custom: true },
    });
    await updateBackOffice(tx, file.id, { consultantUserId: caller.user.id }, file.createdAt);
    await recordAudit(tx, auditActorOf(caller), {
      action: 'file.created',
      entityType: 'file',
      entityId: file.reference,
      detail: { agencyId: agency.id, agentId: request.agentId, custom: true },
      at: file.createdAt,
    });
    return file;
  });
  deps.live.fileUpdated(created, 'file.created');
  return { reference: created.reference };
}

/** Guest names and titles per room; the room count and occupancy must match the file. */
export function updateGuests(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TUpdateGuestsRequest,
): Promise<TCreatedClientFile> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: ALL_FILES },
    async ({ tx, file, at, actor, afterCommit }) => {
      if (request.rooms.length !== file.rooms.length) {
        throw AppError.invalidField('rooms', `The file has ${file.rooms.length} room(s).`);
      }
      request.rooms.forEach((room, index) => {
        const sleeps = (file.rooms[index]?.adults ?? 0) + (file.rooms[index]?.children ?? 0);
        if (room.guests.length > sleeps) {
          throw AppError.invalidField(
            `rooms.${index}.guests`,
            `Room ${index + 1} sleeps ${sleeps}.`,
          );
        }
      });
      const rooms = file.rooms.map((room, index) => ({
        ...room,
        guests: request.rooms[index]?.guests ?? room.guests,
      }));
      await updateFileRooms(tx, file.id, rooms, { updatedByUserId: actor.userId, updatedAt: at });
      const detail = {
        fields: ['guests'],
        guestCount: rooms.reduce((sum, room) => sum + room.guests.length, 0),
      };
      await recordEvents(tx, [eventRow(file.id, actor, 'file.updated', detail, at)]);
      await recordAudit(tx, auditActorOf(caller), {
        action: 'file.guests-updated',
        entityType: 'file',
        entityId: file.reference,
        detail,
        at,
      });
      afterCommit.fileUpdated({ ...file, rooms, updatedAt: at }, 'file.updated');
      return { reference: file.reference };
    },
  );
}

/** The consultant working the file and the back office's internal notes (audited only). */
export function updateFileBackOffice(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TUpdateClientFileBackOffice,
): Promise<TClientFileBackOffice> {
  return withLockedFile(deps, caller, { reference, scope: ALL_FILES }, async ({ tx, file, at }) => {
    if (request.consultantId !== undefined && request.consultantId !== null) {
      const consultants = await findConsultants(tx);
      if (!consultants.some((consultant) => consultant.id === request.consultantId)) {
        throw AppError.invalidField('consultantId', 'Choose an active back-office user.');
      }
    }
    const values = {
      ...(request.consultantId !== undefined ? { consultantUserId: request.consultantId } : {}),
      ...(request.internalNotes !== undefined ? { internalNotes: request.internalNotes } : {}),
    };
    await updateBackOffice(tx, file.id, values, at);
    await recordAudit(tx, auditActorOf(caller), {
      action: 'file.back-office-updated',
      entityType: 'file',
      entityId: file.reference,
      detail: {
        ...(request.consultantId !== undefined
          ? { consultantFrom: file.consultantUserId, consultantTo: request.consultantId }
          : {}),
        ...(request.internalNotes !== undefined ? { internalNotesChanged: true } : {}),
      },
      at,
    });
    return backOfficeOf(tx, { ...file, ...values });
  });
}

/**
 * A new sell price for one line. The agency's commission keeps its share of the price, the
 * net follows; the file's totals are summed again and a booking's billing reconciled.
 */
export function changeLinePrice(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  lineId: number,
  request: TChangeLinePriceRequest,
): Promise<TChangeLinePriceResponse> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: ALL_FILES },
    async ({ tx, file, lines, at, actor, afterCommit }) => {
      if (file.status === 'Cancelled') {
        throw new AppError('CONFLICT', `${file.reference} is cancelled; its prices are final.`);
      }
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line) throw notFound('Service');
      if (line.status === 'Cancelled') {
        throw new AppError('CONFLICT', 'A cancelled service cannot be repriced.');
      }
      const commissionCents =
        line.sellCents > 0
          ? Math.round((request.sellCents * line.commissionCents) / line.sellCents)
          : 0;
      const price = {
        sellCents: request.sellCents,
        commissionCents,
        netCents: request.sellCents - commissionCents,
      };
      await updateLinePrice(tx, line.id, price, at);
      const updated = lines.map((candidate) =>
        candidate.id === line.id ? { ...candidate, ...price } : candidate,
      );
      const totals = liveLineTotals(updated, file.brandId);
      await updateFileTotals(tx, file.id, totals, {
        updatedByUserId: actor.userId,
        updatedAt: at,
      });
      const detail = {
        lineId: line.id,
        key: line.key,
        name: line.name,
        before: {
          sellCents: line.sellCents,
          commissionCents: line.commissionCents,
          netCents: line.netCents,
        },
        after: price,
        fileSellBeforeCents: file.sellCents,
        fileSellAfterCents: totals.sellCents,
        reason: request.reason,
      };
      await recordEvents(tx, [eventRow(file.id, actor, 'line.price-changed', detail, at)]);
      await recordAudit(tx, auditActorOf(caller), {
        action: 'file.line-price-changed',
        entityType: 'file',
        entityId: file.reference,
        detail,
        at,
      });
      const saved = await reloadFile(tx, file.id, file.reference);
      await fileLifecycle().invoices.reconcile(tx, saved, deps.ctx.clock);
      afterCommit.fileUpdated(saved, 'line.price-changed');
      return { reference: saved.reference, sellCents: saved.sellCents };
    },
  );
}
