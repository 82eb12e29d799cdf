import { clientMarkupOfNewFile } from '@portal/shared/domain/client-price';
import { randomBytes } from 'node:crypto';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TFileDayHeader, TFileRoom } from '@portal/shared/contracts/files';
import type { TTourBookingRequest } from '@portal/shared/contracts/regular-tours';
import {
  SERVICE_ADDABLE_BOOKING_STATUSES,
  type TFileStatus,
} from '@portal/shared/domain/file-states';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays, daysBetween } from '@portal/shared/domain/pricing/calendar';
import { countPax } from '@portal/shared/domain/pricing/rooms';
import { selectRule } from '@portal/shared/domain/pricing/rules';
import { getRoomTypeName } from '@portal/shared/domain/room-types';
import { taxCodeOf } from '@portal/shared/domain/tax';
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
import { compareLines, type TFileState, type TLineState } from '../files/file-state';
import { liveLineTotals } from '../files/file-totals';
import { findPricingRules } from '../pricing/markup-rules.repository';
import type { TFileRow } from '../files/files.repository';
import type { TFileActor } from '../files/files.policy';
import { addSecuredService, openSecuredBooking } from '../files/commands/secured-booking';
import { describeRooms } from './tours.presenter';
import type { TDepartureRow } from './tour-departures.repository';
import { findSeasonsOfTour } from './tour-seasons.repository';
import type { TTourDayRow, TTourDetails } from './tours.repository';

/**
 * How a tour booking becomes part of a file: the priced seats as a GU service line, the tour's
 * days as day headers, a new version and the events. Used by the booking service inside its
 * transaction (after the seats are taken) and by the demo seed.
 */

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

export type TTourBookingPrice = Awaited<ReturnType<typeof priceTourBooking>>;

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
    taxCode: taxCodeOf(getBrand(tour.brandId).countryCode, tour.countryCode),
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
  agency: Pick<TAgencyPricingRow, 'id' | 'pricingModel' | 'clientMarkupBasisPoints'>;
}

function actorOfBooker(booker: TTourBooker): TFileActor {
  return { kind: 'agent', userId: booker.user.id, name: booker.user.name };
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
      // The tour booking form asks for no note to suppliers; one can be added on the file later.
      supplierNote: '',
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
  const { file, lines } = await openSecuredBooking(tx, {
    identity: {
      brandId: tour.brandId,
      agencyId: booker.agency.id,
      agentId: booker.user.id,
      packageId: null,
      packageName: tour.name,
      accommodationClass: null,
      pricingModel: booker.agency.pricingModel,
      clientMarkupBasisPoints: clientMarkupOfNewFile(booker.agency),
      createdByUserId: booker.user.id,
    },
    state,
    actor: actorOfBooker(booker),
    detail: {
      tourId: tour.id,
      tourCode: tour.code,
      departureId: departure.id,
      departureDate: departure.departureDate,
      seats: price.seats,
    },
    at,
  });
  return { file, lineKey: line.key, lines };
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
  const dayNumber = daysBetween(file.travelDate, departure.departureDate) + 1;
  const line = newLine(tour, departure, dayNumber, request.rooms, price);
  const lines = await addSecuredService(tx, {
    file,
    actor: actorOfBooker(booker),
    build: (before, status) => ({
      line,
      after: withTour(before, line, days, status, file.brandId),
    }),
    detail: { tourId: tour.id, departureId: departure.id, seats: price.seats },
    at,
  });
  return { file, lineKey: line.key, lines };
}
