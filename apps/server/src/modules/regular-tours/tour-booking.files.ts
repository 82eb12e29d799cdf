import { randomBytes } from 'node:crypto';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TFileDayHeader, TFileRoom } from '@portal/shared/contracts/files';
import type { TTourBookingRequest } from '@portal/shared/contracts/regular-tours';
import {
  SERVICE_ADDABLE_BOOKING_STATUSES,
  type TFileStatus,
} from '@portal/shared/domain/file-states';
import { addDays, daysBetween } from '@portal/shared/domain/pricing/calendar';
import { countPax } from '@portal/shared/domain/pricing/rooms';
import { selectRule } from '@portal/shared/domain/pricing/rules';
import { getBrand } from '@portal/shared/domain/brands';
import { getRoomTypeName } from '@portal/shared/domain/room-types';
import {
  agencyTerms,
  departureEndDate,
  localizedText,
  priceTourRooms,
  seasonFor,
} from '@portal/shared/domain/tours';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TAgencyPricingRow } from '../catalogue/agencies.repository';
import { compareLines, toSnapshot, type TFileState, type TLineState } from '../files/file-state';
import { liveLineTotals } from '../files/file-totals';
import { findPricingRules } from '../pricing/markup-rules.repository';
import {
  findFileLines,
  insertEvents,
  insertFile,
  insertVersion,
  lineColumns,
  nextFileNumber,
  updateFileState,
  writeLines,
  type TFileRow,
  type TLineRow,
} from '../files/files.repository';
import { describeRooms } from './tours.presenter';
import {
  findSeasonsOfTour,
  type TDepartureRow,
  type TTourDayRow,
  type TTourDetails,
} from './tours.repository';

/**
 * How a tour booking becomes part of a file: the priced seats as a GU service line, the tour's
 * days as day headers, a new version and the events. Used by the booking service inside its
 * transaction (after the seats are taken) and by the demo seed.
 */

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

export type TTourBookingPrice = Awaited<ReturnType<typeof priceTourBooking>>;

/** A file's saved content as a state (lines with their stored columns). */
function fileStateOf(file: TFileRow, lines: readonly TLineRow[]): TFileState {
  return {
    bookingName: file.bookingName,
    yourReference: file.yourReference,
    notes: file.notes,
    travelDate: file.travelDate,
    endDate: file.endDate,
    status: file.status,
    rooms: file.rooms,
    dayHeaders: file.dayHeaders,
    droppedLines: file.droppedLines,
    pax: { adults: file.paxAdults, children: file.paxChildren },
    totals: {
      costCents: file.costCents,
      sellCents: file.sellCents,
      commissionCents: file.commissionCents,
      netCents: file.netCents,
      gstCents: file.gstCents,
      netGstCents: file.netGstCents,
    },
    lines: lines.map((line) => ({ key: line.key, ...lineColumns(line) })),
  };
}

/** The tour's days as a file's day headers from `departureDate` (English texts). */
function dayHeadersOf(
  days: readonly TTourDayRow[],
  departureDate: string,
  firstDayNumber: number,
): TFileDayHeader[] {
  return days.map((day, index) => ({
    dayNumber: firstDayNumber + index,
    date: addDays(departureDate, index),
    title: localizedText(day.title, 'en'),
    description: localizedText(day.description, 'en'),
    overnightLocationId: day.overnightLocationId,
    drivingNotes: [],
  }));
}

/** Prices the rooms on the departure for the agency; 422 when a room type has no rate. */
export async function priceTourBooking(
  executor: TExecutor,
  agency: Pick<TAgencyPricingRow, 'id' | 'pricingModel'>,
  tour: TTourDetails,
  departure: TDepartureRow,
  rooms: readonly TFileRoom[],
) {
  const season = seasonFor(await findSeasonsOfTour(executor, tour.id), departure.departureDate);
  if (!season) {
    throw conflict('This departure has no rates yet; it cannot be priced or booked.');
  }
  const price = priceTourRooms(season.rates, rooms);
  if (!price.ok) {
    const names = price.missingRoomTypes.map((code) => getRoomTypeName(code) || code);
    throw AppError.invalidField(
      'rooms',
      `This departure is not sold in ${names.join(' or ')}; choose another room type.`,
    );
  }
  const rule = selectRule(
    await findPricingRules(executor, tour.brandId, agency.id),
    agency.pricingModel === 'gross' ? 'commission_percent' : 'markup_percent',
    {
      agencyId: agency.id,
      brandId: tour.brandId,
      supplierId: tour.supplierId,
      serviceTypeCode: 'GU',
      date: departure.departureDate,
    },
  );
  const terms = agencyTerms(price, agency.pricingModel, rule?.basisPoints ?? null);
  return { ...price, ...terms };
}

function newLine(
  tour: TTourDetails,
  departure: TDepartureRow,
  dayNumber: number,
  rooms: readonly TFileRoom[],
  price: TTourBookingPrice,
): TLineState {
  return {
    key: `tour-${departure.id}-${randomBytes(4).toString('hex')}`,
    dayNumber,
    date: departure.departureDate,
    endDate: departureEndDate(departure.departureDate, tour.durationDays),
    startTime: null,
    endTime: null,
    productId: tour.productId,
    supplierId: tour.supplierId,
    serviceTypeCode: 'GU',
    name: tour.name,
    basis: 'per_person',
    span: tour.durationDays,
    quantity: price.seats,
    status: 'Requested',
    costCents: price.costCents,
    sellCents: price.sellCents,
    commissionCents: price.commissionCents,
    netCents: price.netCents,
    confirmation: null,
    voucher: null,
    remarks: describeRooms(rooms),
    phone: tour.supplierPhone ?? '',
    address: tour.supplierAddress,
    allotmentHold: null,
  };
}

/** The file with the tour's line and days added, totals summed from the live lines. */
function withTour(
  state: TFileState,
  line: TLineState,
  days: readonly TTourDayRow[],
  status: TFileStatus,
  brandId: number,
): TFileState {
  const tourHeaders = dayHeadersOf(days, line.date, line.dayNumber);
  const known = new Set(state.dayHeaders.map((header) => header.date));
  const dayHeaders = [
    ...state.dayHeaders,
    ...tourHeaders.filter((header) => !known.has(header.date)),
  ].sort((a, b) => a.dayNumber - b.dayNumber);
  const lines = [...state.lines, line].sort(compareLines);
  return {
    ...state,
    status,
    endDate: line.endDate > state.endDate ? line.endDate : state.endDate,
    dayHeaders,
    lines,
    totals: liveLineTotals(lines, brandId),
  };
}

export function checkTourTarget(file: TFileRow, departureDate: string, brandId: number): void {
  if (!SERVICE_ADDABLE_BOOKING_STATUSES.includes(file.status)) {
    throw conflict(
      file.status === 'Quote'
        ? `${file.reference} is a quote. Tour seats are held only on bookings: book into a new file, or request ${file.reference} as a booking first.`
        : `${file.reference} is ${file.status}; a tour can be added to a booking that is Requested, Processing, Confirmed or Amendment.`,
    );
  }
  if (file.brandId !== brandId) {
    throw AppError.invalidField('fileReference', 'This booking is in another currency.');
  }
  if (departureDate < file.travelDate) {
    throw AppError.invalidField(
      'fileReference',
      `The tour leaves before ${file.reference} starts (${file.travelDate}); book it into a new file.`,
    );
  }
}

/** Who books: the agent (for the file and its events) and their agency (prices, scope). */
export interface TTourBooker {
  user: Pick<TSessionUser, 'id' | 'name'>;
  agency: Pick<TAgencyPricingRow, 'id' | 'pricingModel'>;
}

function eventRow(
  fileId: number,
  booker: TTourBooker,
  action: 'file.created' | 'booking.requested' | 'line.added' | 'status.changed',
  detail: Record<string, unknown>,
  at: Date,
) {
  return {
    fileId,
    action,
    detail,
    actorKind: 'agent' as const,
    actorUserId: booker.user.id,
    actorName: booker.user.name,
    createdAt: at,
  };
}

async function freezeVersion(
  tx: TTransaction,
  file: TFileRow,
  number: number,
  action: 'booking.requested' | 'line.added',
  state: TFileState,
  booker: TTourBooker,
  at: Date,
): Promise<void> {
  await insertVersion(tx, {
    fileId: file.id,
    number,
    action,
    snapshot: toSnapshot(state),
    travelDate: state.travelDate,
    lineCount: state.lines.length,
    sellCents: state.totals.sellCents,
    netCents: state.totals.netCents,
    createdByUserId: booker.user.id,
    createdByName: booker.user.name,
    createdAt: at,
  });
}

/** A new booking holding the tour: Requested at once, since its seats are already held. */
export async function openTourFile(
  tx: TTransaction,
  booker: TTourBooker,
  tour: TTourDetails,
  departure: TDepartureRow,
  days: readonly TTourDayRow[],
  request: TTourBookingRequest,
  price: TTourBookingPrice,
  at: Date,
) {
  const line = newLine(tour, departure, 1, request.rooms, price);
  const state = withTour(
    {
      bookingName: request.bookingName,
      yourReference: request.yourReference,
      notes: request.notes,
      travelDate: departure.departureDate,
      endDate: departure.departureDate,
      status: 'Requested',
      rooms: request.rooms,
      dayHeaders: [],
      droppedLines: [],
      lines: [],
      pax: countPax(request.rooms),
      totals: liveLineTotals([], tour.brandId),
    },
    line,
    days,
    'Requested',
    tour.brandId,
  );
  const number = await nextFileNumber(tx, tour.brandId);
  const file = await insertFile(
    tx,
    {
      reference: `${getBrand(tour.brandId).code}-${number}`,
      brandId: tour.brandId,
      agencyId: booker.agency.id,
      agentId: booker.user.id,
      packageId: null,
      packageName: tour.name,
      accommodationClass: null,
      pricingModel: booker.agency.pricingModel,
      createdByUserId: booker.user.id,
      createdAt: at,
    },
    state,
  );
  await writeLines(tx, file.id, state.lines, at);
  await freezeVersion(tx, file, 1, 'booking.requested', state, booker, at);
  const detail = {
    version: 1,
    tourId: tour.id,
    tourCode: tour.code,
    departureId: departure.id,
    departureDate: departure.departureDate,
    seats: price.seats,
    sellCents: state.totals.sellCents,
  };
  await insertEvents(tx, [
    eventRow(file.id, booker, 'file.created', detail, at),
    eventRow(
      file.id,
      booker,
      'booking.requested',
      { from: 'Quote', to: 'Requested', lineCount: 1, ...detail },
      at,
    ),
  ]);
  return { file, lineKey: line.key, lines: await findFileLines(tx, file.id) };
}

/**
 * The tour as a new service of one of the agency's bookings, placed on the day the departure
 * leaves (the trip grows to its last day). A Confirmed booking moves to Amendment, as when the
 * back office adds a service; the other booking statuses stay.
 */
export async function addTourToFile(
  tx: TTransaction,
  booker: TTourBooker,
  file: TFileRow,
  tour: TTourDetails,
  departure: TDepartureRow,
  days: readonly TTourDayRow[],
  request: TTourBookingRequest,
  price: TTourBookingPrice,
  at: Date,
) {
  const before = fileStateOf(file, await findFileLines(tx, file.id));
  const dayNumber = daysBetween(file.travelDate, departure.departureDate) + 1;
  const line = newLine(tour, departure, dayNumber, request.rooms, price);
  const status: TFileStatus = file.status === 'Confirmed' ? 'Amendment' : file.status;
  const after = withTour(before, line, days, status, file.brandId);
  const version = file.version + 1;
  await updateFileState(tx, file.id, after, {
    version,
    updatedByUserId: booker.user.id,
    updatedAt: at,
  });
  await writeLines(tx, file.id, after.lines, at);
  await freezeVersion(tx, file, version, 'line.added', after, booker, at);
  const events = [
    eventRow(
      file.id,
      booker,
      'line.added',
      {
        version,
        key: line.key,
        productId: line.productId,
        name: line.name,
        date: line.date,
        tourId: tour.id,
        departureId: departure.id,
        seats: price.seats,
        netCents: line.netCents,
      },
      at,
    ),
  ];
  if (status !== file.status) {
    events.push(eventRow(file.id, booker, 'status.changed', { from: file.status, to: status }, at));
  }
  await insertEvents(tx, events);
  return { file, lineKey: line.key, lines: await findFileLines(tx, file.id) };
}
