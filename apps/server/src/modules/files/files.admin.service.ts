import type {
  TChangeLinePriceRequest,
  TChangeLinePriceResponse,
  TClientFileBackOffice,
  TClientFileFilterOptions,
  TClientFileFilters,
  TClientFileListItem,
  TClientFileListQuery,
  TCreateClientFileRequest,
  TCreatedClientFile,
  TCreateSavedViewRequest,
  TSavedView,
  TUpdateClientFileBackOffice,
  TUpdateGuestsRequest,
} from '@portal/shared/contracts/files-admin';
import { ZSavedViewScreen } from '@portal/shared/contracts/files-admin';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../app-context';
import { nextFileReference } from './file-reference';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { findAgencyById } from '../catalogue/agencies.repository';
import { fileLifecycle } from './file-lifecycle';
import {
  deleteSavedView,
  findClientFiles,
  findConsultants,
  findFilterOptions,
  findSavedViews,
  findAgentOfAgency,
  findUserName,
  updateBackOffice,
  updateFileRooms,
  updateFileTotals,
  updateLinePrice,
  upsertSavedView,
  type TClientFileRow,
} from './files.admin.repository';
import type { TFilesLive } from './files.live';
import { actorOf } from './files.policy';
import { toSnapshot, type TFileState } from './file-state';
import { liveLineTotals } from './file-totals';
import {
  findFileByReference,
  findFileLines,
  insertEvents,
  insertFile,
  insertVersion,
  lockFileByReference,
  type TFileRow,
} from './files.repository';
import type { TCaller } from '../../lib/request-user';

/** Most rows one CSV export carries; narrow the filters for more. */
export const CLIENT_FILES_CSV_LIMIT = 5000;

/** Lines that no longer count towards what the file sells. */
const DEAD_LINE_STATUSES = new Set(['Cancelled']);

function presentClientFile(row: TClientFileRow): TClientFileListItem {
  const brand = getBrand(row.brandId);
  return {
    id: row.id,
    reference: row.reference,
    yourReference: row.yourReference,
    bookingName: row.bookingName,
    status: row.status,
    relatedReference: row.relatedReference,
    travelDate: row.travelDate,
    endDate: row.endDate,
    brandId: brand.id,
    currency: brand.currency,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    agentId: row.agentId,
    agentName: row.agentName,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
    pax: { adults: row.paxAdults, children: row.paxChildren },
    sellCents: row.sellCents,
    netCents: row.netCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function csvCell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function toClientFilesCsv(rows: TClientFileListItem[]): string {
  const header = [
    'Reference',
    'Booking name',
    'Status',
    'Agency',
    'Agent',
    'Consultant',
    'Travel date',
    'End date',
    'Adults',
    'Children',
    'Currency',
    'Sell',
    'Net',
    'Created',
  ];
  const body = rows.map((row) =>
    [
      csvCell(row.reference),
      csvCell(row.bookingName),
      row.status,
      csvCell(row.agencyName),
      csvCell(row.agentName),
      csvCell(row.consultantName ?? ''),
      row.travelDate,
      row.endDate,
      String(row.pax.adults),
      String(row.pax.children),
      row.currency,
      csvAmount(row.sellCents),
      csvAmount(row.netCents),
      row.createdAt,
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}

function auditActorOf(caller: TCaller): TAuditActor {
  return { userId: caller.user.id, label: caller.user.name };
}

function notFound(message = 'File not found.'): AppError {
  return new AppError('NOT_FOUND', message);
}

/**
 * The back office's own work on client files: the all-agency list with its saved views, the
 * consultant and internal notes (never shown to agents, so audited but not pushed to them), and
 * a line's sell price changed by hand with a reason (a file event the agent sees, audited,
 * totals and billing brought in line, pushed live).
 */
export function createFilesAdminService(ctx: TAppContext, live: TFilesLive) {
  async function lockOrThrow(tx: TTransaction, reference: string): Promise<TFileRow> {
    const file = await lockFileByReference(tx, reference, { agencyId: null });
    if (!file) throw notFound();
    return file;
  }

  async function backOfficeOf(executor: TExecutor, file: TFileRow): Promise<TClientFileBackOffice> {
    return {
      reference: file.reference,
      consultantId: file.consultantUserId,
      consultantName: await findUserName(executor, file.consultantUserId),
      internalNotes: file.internalNotes,
    };
  }

  return {
    async listClientFiles(
      query: TClientFileListQuery,
      path: string,
    ): Promise<TPaginated<TClientFileListItem>> {
      const { page, per_page: perPage, sort, dir, ...filters } = query;
      const { rows, total } = await findClientFiles(
        ctx.db,
        filters,
        { limit: perPage, offset: (page - 1) * perPage },
        { sort, dir },
      );
      return buildPaginated(rows.map(presentClientFile), {
        page,
        perPage,
        total,
        path,
        query: {
          ...filters,
          status: filters.status?.join(','),
          per_page: perPage,
          sort,
          dir: sort ? dir : undefined,
        },
      });
    },

    async exportClientFilesCsv(filters: TClientFileFilters): Promise<string> {
      const { rows } = await findClientFiles(ctx.db, filters, {
        limit: CLIENT_FILES_CSV_LIMIT,
        offset: 0,
      });
      return toClientFilesCsv(rows.map(presentClientFile));
    },

    async filterOptions(): Promise<TClientFileFilterOptions> {
      const { agencyRows, agentRows, consultantRows, labelRows } = await findFilterOptions(ctx.db);
      return {
        agencies: agencyRows.map((row) => ({ ...row, brandId: getBrand(row.brandId).id })),
        agents: agentRows.flatMap((row) =>
          row.agencyId === null ? [] : [{ id: row.id, name: row.name, agencyId: row.agencyId }],
        ),
        consultants: consultantRows,
        labels: labelRows,
      };
    },

    /** An empty quote for an agency and one of its agents, numbered in the agency's brand. */
    async createClientFile(
      caller: TCaller,
      request: TCreateClientFileRequest,
    ): Promise<TCreatedClientFile> {
      const actor = actorOf(caller.user);
      const created = await ctx.db.transaction(async (tx) => {
        const agency = await findAgencyById(tx, request.agencyId);
        if (!agency || !agency.active) {
          throw AppError.invalidField('agencyId', 'Choose an active agency.');
        }
        if (!(await findAgentOfAgency(tx, request.agentId, agency.id))) {
          throw AppError.invalidField('agentId', 'Choose an active agent of this agency.');
        }
        const endDate = addDays(request.travelDate, request.nights);
        const dayHeaders = Array.from({ length: request.nights + 1 }, (_, index) => ({
          dayNumber: index + 1,
          date: addDays(request.travelDate, index),
          title: '',
          description: '',
          overnightLocationId: null,
          drivingNotes: [],
        }));
        const state: TFileState = {
          bookingName: request.bookingName,
          yourReference: request.yourReference,
          notes: '',
          travelDate: request.travelDate,
          endDate,
          status: 'Quote',
          rooms: request.rooms,
          dayHeaders,
          droppedLines: [],
          lines: [],
          pax: {
            adults: request.rooms.reduce((sum, room) => sum + room.adults, 0),
            children: request.rooms.reduce((sum, room) => sum + room.children, 0),
          },
          totals: {
            costCents: 0,
            sellCents: 0,
            commissionCents: 0,
            netCents: 0,
            gstCents: 0,
            netGstCents: 0,
          },
        };
        const at = ctx.clock.now();
        const brand = getBrand(agency.brandId);
        const reference = await nextFileReference(tx, brand.id);
        const file = await insertFile(
          tx,
          {
            reference,
            brandId: brand.id,
            agencyId: agency.id,
            agentId: request.agentId,
            packageId: null,
            packageName: null,
            accommodationClass: null,
            pricingModel: agency.pricingModel,
            createdByUserId: actor.userId,
            createdAt: at,
          },
          state,
        );
        await updateBackOffice(tx, file.id, { consultantUserId: actor.userId }, at);
        await insertVersion(tx, {
          fileId: file.id,
          number: 1,
          action: 'file.created',
          snapshot: toSnapshot(state),
          travelDate: state.travelDate,
          lineCount: 0,
          sellCents: 0,
          netCents: 0,
          createdByUserId: actor.userId,
          createdByName: actor.name,
          createdAt: at,
        });
        await insertEvents(tx, [
          {
            fileId: file.id,
            action: 'file.created',
            detail: { version: 1, custom: true, travelDate: state.travelDate, lineCount: 0 },
            actorKind: actor.kind,
            actorUserId: actor.userId,
            actorName: actor.name,
            createdAt: at,
          },
        ]);
        await recordAudit(tx, auditActorOf(caller), {
          action: 'file.created',
          entityType: 'file',
          entityId: file.reference,
          detail: { agencyId: agency.id, agentId: request.agentId, custom: true },
          at,
        });
        return file;
      });
      live.fileUpdated(created, 'file.created');
      return { reference: created.reference };
    },

    /** Guest names and titles per room; the room count and occupancy must match the file. */
    async updateGuests(
      caller: TCaller,
      reference: string,
      request: TUpdateGuestsRequest,
    ): Promise<TCreatedClientFile> {
      const actor = actorOf(caller.user);
      const saved = await ctx.db.transaction(async (tx) => {
        const file = await lockOrThrow(tx, reference);
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
        const at = ctx.clock.now();
        await updateFileRooms(tx, file.id, rooms, { updatedByUserId: actor.userId, updatedAt: at });
        const detail = {
          fields: ['guests'],
          guestCount: rooms.reduce((sum, room) => sum + room.guests.length, 0),
        };
        await insertEvents(tx, [
          {
            fileId: file.id,
            action: 'file.updated',
            detail,
            actorKind: actor.kind,
            actorUserId: actor.userId,
            actorName: actor.name,
            createdAt: at,
          },
        ]);
        await recordAudit(tx, auditActorOf(caller), {
          action: 'file.guests-updated',
          entityType: 'file',
          entityId: file.reference,
          detail,
          at,
        });
        return { ...file, rooms, updatedAt: at };
      });
      live.fileUpdated(saved, 'file.updated');
      return { reference: saved.reference };
    },

    async getBackOffice(reference: string): Promise<TClientFileBackOffice> {
      const file = await findFileByReference(ctx.db, reference, { agencyId: null });
      if (!file) throw notFound();
      return backOfficeOf(ctx.db, file);
    },

    async updateBackOffice(
      caller: TCaller,
      reference: string,
      request: TUpdateClientFileBackOffice,
    ): Promise<TClientFileBackOffice> {
      return ctx.db.transaction(async (tx) => {
        const file = await lockOrThrow(tx, reference);
        if (request.consultantId !== undefined && request.consultantId !== null) {
          const consultants = await findConsultants(tx);
          if (!consultants.some((consultant) => consultant.id === request.consultantId)) {
            throw AppError.invalidField('consultantId', 'Choose an active back-office user.');
          }
        }
        const at = ctx.clock.now();
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
    },

    /**
     * A new sell price for one line. The agency's commission keeps its share of the price, the
     * net follows; the file's totals are summed again and a booking's billing reconciled.
     */
    async changeLinePrice(
      caller: TCaller,
      reference: string,
      lineId: number,
      request: TChangeLinePriceRequest,
    ): Promise<TChangeLinePriceResponse> {
      const actor = actorOf(caller.user);
      const outcome = await ctx.db.transaction(async (tx) => {
        const file = await lockOrThrow(tx, reference);
        if (file.status === 'Cancelled') {
          throw new AppError('CONFLICT', `${file.reference} is cancelled; its prices are final.`);
        }
        const lines = await findFileLines(tx, file.id);
        const line = lines.find((candidate) => candidate.id === lineId);
        if (!line) throw notFound('Service not found.');
        if (DEAD_LINE_STATUSES.has(line.status)) {
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
        const at = ctx.clock.now();
        await updateLinePrice(tx, line.id, price, at);
        const updated = lines.map((candidate) =>
          candidate.id === line.id ? { ...candidate, ...price } : candidate,
        );
        const totals = liveLineTotals(updated, file.brandId);
        const { sellCents } = totals;
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
          fileSellAfterCents: sellCents,
          reason: request.reason,
        };
        await insertEvents(tx, [
          {
            fileId: file.id,
            action: 'line.price-changed',
            detail,
            actorKind: actor.kind,
            actorUserId: actor.userId,
            actorName: actor.name,
            createdAt: at,
          },
        ]);
        await recordAudit(tx, auditActorOf(caller), {
          action: 'file.line-price-changed',
          entityType: 'file',
          entityId: file.reference,
          detail,
          at,
        });
        const saved = await findFileByReference(tx, file.reference, { agencyId: null });
        if (!saved) throw new Error(`File ${file.reference} vanished mid-change`);
        await fileLifecycle().invoices.reconcile(tx, saved, ctx.clock);
        return saved;
      });
      live.fileUpdated(outcome, 'line.price-changed');
      return { reference: outcome.reference, sellCents: outcome.sellCents };
    },

    async listSavedViews(caller: TCaller, screen: string): Promise<TSavedView[]> {
      const rows = await findSavedViews(ctx.db, caller.user.id, screen);
      return rows.map(presentSavedView);
    },

    async saveView(caller: TCaller, request: TCreateSavedViewRequest): Promise<TSavedView> {
      const { page: _page, ...query } = request.query;
      return presentSavedView(
        await upsertSavedView(ctx.db, {
          userId: caller.user.id,
          screen: request.screen,
          name: request.name,
          query,
        }),
      );
    },

    async deleteView(caller: TCaller, id: number): Promise<void> {
      if (!(await deleteSavedView(ctx.db, caller.user.id, id))) {
        throw new AppError('NOT_FOUND', 'Saved view not found.');
      }
    },
  };
}

function presentSavedView(row: {
  id: number;
  screen: string;
  name: string;
  query: Record<string, string>;
}): TSavedView {
  return {
    id: row.id,
    screen: ZSavedViewScreen.parse(row.screen),
    name: row.name,
    query: row.query,
  };
}
