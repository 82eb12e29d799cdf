import type { TFileDayHeader } from '@portal/shared/contracts/files';
import type {
  TDayHeadersView,
  TItineraryView,
  TUpdateDayHeadersRequest,
  TUpdateItineraryRequest,
} from '@portal/shared/contracts/itineraries';
import { can } from '@portal/shared/domain/authorization';
import { addDays, daysBetween } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../../app-context';
import type { TExecutor, TTransaction } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { TAuditedCaller } from '../../../lib/request-user';
import { recordAudit } from '../../audit/audit.service';
import { toSnapshot } from '../file-state';
import { stateOf } from '../file-reads';
import type { TFilesLive } from '../files.live';
import {
  findFileByReference,
  findFileLines,
  findSupplierNames,
  insertVersion,
  lockFileByReference,
  type TFileRow,
} from '../files.repository';
import { recordEvents } from '../file-events';
import {
  findExistingLocationIds,
  findItineraryLocations,
  touchFile,
  updateDayHeaders,
  updateItineraryLines,
  type TItineraryLineWrite,
} from './itineraries.repository';
import { canMoveLine, isItineraryEditable } from './itineraries.policy';
import { presentDayHeadersView, presentItineraryView } from './itineraries.presenter';

const ALL_FILES = { agencyId: null } as const;

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'File not found.');
}

/** Days of the trip, travel date to end date inclusive. */
export function tripDayCount(file: Pick<TFileRow, 'travelDate' | 'endDate'>): number {
  return daysBetween(file.travelDate, file.endDate) + 1;
}

/** One header per day of the trip: the saved ones where they exist, blank days otherwise. */
export function headersForTrip(file: TFileRow): TFileDayHeader[] {
  return Array.from({ length: tripDayCount(file) }, (_, index) => {
    const dayNumber = index + 1;
    const saved = file.dayHeaders.find((day) => day.dayNumber === dayNumber);
    return {
      dayNumber,
      date: addDays(file.travelDate, index),
      title: saved?.title ?? '',
      description: saved?.description ?? '',
      overnightLocationId: saved?.overnightLocationId ?? null,
      drivingNotes: saved?.drivingNotes ?? [],
    };
  });
}

/** A header with its keys in one order (jsonb does not keep the order they were written in). */
function canonicalHeader(day: TFileDayHeader): TFileDayHeader {
  return {
    dayNumber: day.dayNumber,
    date: day.date,
    title: day.title,
    description: day.description,
    overnightLocationId: day.overnightLocationId,
    drivingNotes: day.drivingNotes.map((note) => ({
      fromLocationId: note.fromLocationId,
      toLocationId: note.toLocationId,
      km: note.km,
      minutes: note.minutes,
      notes: note.notes,
    })),
  };
}

function sameHeaders(a: readonly TFileDayHeader[], b: readonly TFileDayHeader[]): boolean {
  return JSON.stringify(a.map(canonicalHeader)) === JSON.stringify(b.map(canonicalHeader));
}

/**
 * Day headers and the day-by-day order of a file's services, edited in the back office. Each save
 * locks the file row, records a file event and an audit entry, and tells the agent's open file to
 * refresh. A quote gets a new version only when a service moved to another day: that is the part
 * of the itinerary the files module versions (headers, times, order and texts are not in a
 * version's diff, so changing them does not make one there either).
 */
export function createItinerariesService(ctx: TAppContext, live: TFilesLive) {
  async function findOrThrow(executor: TExecutor, reference: string): Promise<TFileRow> {
    const file = await findFileByReference(executor, reference, ALL_FILES);
    if (!file) throw notFound();
    return file;
  }

  async function lockEditable(tx: TTransaction, reference: string): Promise<TFileRow> {
    const file = await lockFileByReference(tx, reference, ALL_FILES);
    if (!file) throw notFound();
    if (!isItineraryEditable(file.status)) {
      throw new AppError(
        'CONFLICT',
        `The itinerary of a cancelled file cannot be changed; ${file.reference} is ${file.status}.`,
      );
    }
    return file;
  }

  function mayEdit(caller: TAuditedCaller, file: TFileRow): boolean {
    return can(caller.permissions, 'files.manage-all') && isItineraryEditable(file.status);
  }

  async function dayHeadersView(
    executor: TExecutor,
    file: TFileRow,
    caller: TAuditedCaller,
  ): Promise<TDayHeadersView> {
    return presentDayHeadersView(file, {
      days: headersForTrip(file),
      locations: await findItineraryLocations(executor),
      dayCount: tripDayCount(file),
      canEdit: mayEdit(caller, file),
    });
  }

  async function itineraryView(
    executor: TExecutor,
    file: TFileRow,
    caller: TAuditedCaller,
  ): Promise<TItineraryView> {
    const lines = await findFileLines(executor, file.id);
    const supplierNames = await findSupplierNames(
      executor,
      lines.map((line) => line.supplierId),
    );
    return presentItineraryView(file, lines, {
      headers: headersForTrip(file),
      supplierNames,
      dayCount: tripDayCount(file),
      canEdit: mayEdit(caller, file),
    });
  }

  async function checkLocations(executor: TExecutor, days: TUpdateDayHeadersRequest['days']) {
    const wanted = days.flatMap((day) => [
      ...(day.overnightLocationId === null ? [] : [day.overnightLocationId]),
      ...day.drivingNotes.flatMap((note) => [note.fromLocationId, note.toLocationId]),
    ]);
    const existing = await findExistingLocationIds(executor, wanted);
    const errors: Record<string, string[]> = {};
    const check = (field: string, id: number) => {
      if (!existing.has(id)) errors[field] = ['This location does not exist.'];
    };
    days.forEach((day, index) => {
      if (day.overnightLocationId !== null) {
        check(`days.${index}.overnightLocationId`, day.overnightLocationId);
      }
      day.drivingNotes.forEach((note, noteIndex) => {
        check(`days.${index}.drivingNotes.${noteIndex}.fromLocationId`, note.fromLocationId);
        check(`days.${index}.drivingNotes.${noteIndex}.toLocationId`, note.toLocationId);
      });
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('VALIDATION', 'Some locations do not exist.', { errors });
    }
  }

  return {
    async getDayHeaders(caller: TAuditedCaller, reference: string): Promise<TDayHeadersView> {
      return dayHeadersView(ctx.db, await findOrThrow(ctx.db, reference), caller);
    },

    async updateDayHeaders(
      caller: TAuditedCaller,
      reference: string,
      input: TUpdateDayHeadersRequest,
    ): Promise<TDayHeadersView> {
      const outcome = await ctx.db.transaction(async (tx) => {
        const file = await lockEditable(tx, reference);
        const dayCount = tripDayCount(file);
        const isOneADay =
          input.days.length === dayCount &&
          input.days.every((day, index) => day.dayNumber === index + 1);
        if (!isOneADay) {
          throw AppError.invalidField(
            'days',
            `The trip has ${dayCount} days: send one header for each, days 1 to ${dayCount} in order.`,
          );
        }
        await checkLocations(tx, input.days);
        const headers: TFileDayHeader[] = input.days.map((day, index) => ({
          dayNumber: day.dayNumber,
          date: addDays(file.travelDate, index),
          title: day.title,
          description: day.description,
          overnightLocationId: day.overnightLocationId,
          drivingNotes: day.drivingNotes,
        }));
        if (sameHeaders(headers, file.dayHeaders)) return { file, isChanged: false };
        const at = ctx.clock.now();
        const changedDays = headers
          .filter((day) => {
            const before = file.dayHeaders.find((old) => old.dayNumber === day.dayNumber);
            return !before || !sameHeaders([before], [day]);
          })
          .map((day) => day.dayNumber);
        await updateDayHeaders(tx, file.id, headers, {
          version: file.version,
          updatedByUserId: caller.user.id,
          updatedAt: at,
        });
        const detail = { days: changedDays };
        await recordEvents(tx, [
          {
            fileId: file.id,
            action: 'day-headers.edited',
            detail,
            actorKind: 'admin',
            actorUserId: caller.user.id,
            actorName: caller.user.name,
            createdAt: at,
          },
        ]);
        await recordAudit(tx, caller.audit, {
          action: 'file.day-headers-edited',
          entityType: 'file',
          entityId: file.reference,
          detail,
          at,
        });
        return { file: await findOrThrow(tx, file.reference), isChanged: true };
      });
      if (outcome.isChanged) live.fileUpdated(outcome.file, 'day-headers.edited');
      return dayHeadersView(ctx.db, outcome.file, caller);
    },

    async getItinerary(caller: TAuditedCaller, reference: string): Promise<TItineraryView> {
      return itineraryView(ctx.db, await findOrThrow(ctx.db, reference), caller);
    },

    async updateItinerary(
      caller: TAuditedCaller,
      reference: string,
      input: TUpdateItineraryRequest,
    ): Promise<TItineraryView> {
      const outcome = await ctx.db.transaction(async (tx) => {
        const file = await lockEditable(tx, reference);
        const dayCount = tripDayCount(file);
        const lines = await findFileLines(tx, file.id);
        const byId = new Map(lines.map((line) => [line.id, line]));
        const seen = new Set<number>();
        const writes: TItineraryLineWrite[] = [];
        const moved: { name: string; from: number; to: number }[] = [];
        const errors: Record<string, string[]> = {};

        input.lines.forEach((change, index) => {
          const field = `lines.${index}`;
          const line = byId.get(change.id);
          if (!line) {
            errors[`${field}.id`] = ['This service is not on the file.'];
            return;
          }
          if (seen.has(change.id)) {
            errors[`${field}.id`] = ['This service is listed twice.'];
            return;
          }
          seen.add(change.id);
          const shift = change.dayNumber - line.dayNumber;
          const date = addDays(line.date, shift);
          const endDate = addDays(line.endDate, shift);
          if (shift !== 0) {
            if (!canMoveLine(line)) {
              errors[`${field}.dayNumber`] = [
                'This service is requested or confirmed with the supplier for its date: cancel it and add it on the other day instead.',
              ];
              return;
            }
            if (change.dayNumber > dayCount || endDate > file.endDate) {
              errors[`${field}.dayNumber`] = [
                `The service must stay within the trip, days 1 to ${dayCount}.`,
              ];
              return;
            }
            moved.push({ name: line.name, from: line.dayNumber, to: change.dayNumber });
          }
          const write: TItineraryLineWrite = {
            id: line.id,
            dayNumber: change.dayNumber,
            date,
            endDate,
            sortOrder: change.sortOrder,
            startTime: change.startTime,
            endTime: change.endTime,
            remarks: change.remarks,
          };
          const isChanged =
            shift !== 0 ||
            line.sortOrder !== write.sortOrder ||
            line.startTime !== write.startTime ||
            line.endTime !== write.endTime ||
            line.remarks !== write.remarks;
          if (isChanged) writes.push(write);
        });
        if (Object.keys(errors).length > 0) {
          throw new AppError('VALIDATION', 'Some services cannot be saved as they are.', {
            errors,
          });
        }
        if (writes.length === 0) return { file, isChanged: false };

        const at = ctx.clock.now();
        await updateItineraryLines(tx, writes, at);
        const isNewVersion = file.status === 'Quote' && moved.length > 0;
        const version = isNewVersion ? file.version + 1 : file.version;
        await touchFile(tx, file.id, { version, updatedByUserId: caller.user.id, updatedAt: at });
        if (isNewVersion) {
          const after = await findFileLines(tx, file.id);
          const state = stateOf(file, after);
          await insertVersion(tx, {
            fileId: file.id,
            number: version,
            action: 'itinerary.edited',
            snapshot: toSnapshot(state),
            travelDate: state.travelDate,
            lineCount: state.lines.length,
            sellCents: state.totals.sellCents,
            netCents: state.totals.netCents,
            createdByUserId: caller.user.id,
            createdByName: caller.user.name,
            createdAt: at,
          });
        }
        const detail = {
          changed: writes.length,
          moved,
          ...(isNewVersion ? { version } : {}),
        };
        await recordEvents(tx, [
          {
            fileId: file.id,
            action: 'itinerary.edited',
            detail,
            actorKind: 'admin',
            actorUserId: caller.user.id,
            actorName: caller.user.name,
            createdAt: at,
          },
        ]);
        await recordAudit(tx, caller.audit, {
          action: 'file.itinerary-edited',
          entityType: 'file',
          entityId: file.reference,
          detail,
          at,
        });
        return { file: await findOrThrow(tx, file.reference), isChanged: true };
      });
      if (outcome.isChanged) live.fileUpdated(outcome.file, 'itinerary.edited');
      return itineraryView(ctx.db, outcome.file, caller);
    },
  };
}

export type TItinerariesService = ReturnType<typeof createItinerariesService>;
