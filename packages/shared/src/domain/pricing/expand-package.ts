import type { TPackage } from '../../contracts/catalogue';
import { addDays } from './calendar';
import type { TAccommodationClass } from './codes';
import type { TDayHeader, TServiceLine } from './price-services';
import type { TRoomOccupancy } from './rooms';

export type TExpandablePackage = Pick<TPackage, 'durationNights' | 'days'>;

export interface TPackageExpansion<TRoom extends TRoomOccupancy = TRoomOccupancy> {
  travelDate: string;
  /** Departure day: travel date + duration nights. */
  endDate: string;
  accommodationClass: TAccommodationClass;
  rooms: TRoom[];
  days: TDayHeader[];
  services: TServiceLine[];
  /** Nights with an overnight location but no accommodation in the chosen class. */
  missingAccommodationDays: number[];
}

interface TStay {
  startDay: number;
  productId: number;
  nights: number;
}

/**
 * Consecutive nights in the same product become one stay, so a two-night stop is one line of two
 * nights (and a rate's minimum stay sees two nights, not one plus one).
 */
function collectStays(
  days: TPackage['days'],
  accommodationClass: TAccommodationClass,
): { stays: TStay[]; missing: number[] } {
  const stays: TStay[] = [];
  const missing: number[] = [];
  let current: TStay | null = null;
  for (const day of days) {
    if (day.overnightLocationId === null) {
      current = null;
      continue;
    }
    const option = day.accommodation.find(
      (entry) => entry.accommodationClass === accommodationClass,
    );
    if (!option) {
      missing.push(day.dayNumber);
      current = null;
      continue;
    }
    if (
      current &&
      current.productId === option.productId &&
      current.startDay + current.nights === day.dayNumber
    ) {
      current.nights += 1;
    } else {
      current = { startDay: day.dayNumber, productId: option.productId, nights: 1 };
      stays.push(current);
    }
  }
  return { stays, missing };
}

/**
 * Turns a package into the service lines of one departure: day N falls on travelDate + N - 1;
 * each day's services keep the package's order (legs spanning several days start on their day and
 * carry their span), followed by the accommodation stays that start that night in the chosen class.
 * Keys name the day, the position and the product, so repricing the same package and class yields
 * the same keys.
 */
export function expandPackage<TRoom extends TRoomOccupancy>(
  pkg: TExpandablePackage,
  travelDate: string,
  accommodationClass: TAccommodationClass,
  rooms: readonly TRoom[],
): TPackageExpansion<TRoom> {
  const days = [...pkg.days].sort((a, b) => a.dayNumber - b.dayNumber);
  const { stays, missing } = collectStays(days, accommodationClass);
  const services: TServiceLine[] = [];

  for (const day of days) {
    const date = addDays(travelDate, day.dayNumber - 1);
    day.services.forEach((service, index) => {
      services.push({
        key: `d${day.dayNumber}-s${index + 1}-p${service.productId}`,
        dayNumber: day.dayNumber,
        productId: service.productId,
        startDate: date,
        span: service.spanDays,
        startTime: service.startTime,
        endTime: service.endTime,
      });
    });
    for (const stay of stays.filter((entry) => entry.startDay === day.dayNumber)) {
      services.push({
        key: `d${day.dayNumber}-acc-p${stay.productId}`,
        dayNumber: day.dayNumber,
        productId: stay.productId,
        startDate: date,
        span: stay.nights,
      });
    }
  }

  return {
    travelDate,
    endDate: addDays(travelDate, pkg.durationNights),
    accommodationClass,
    rooms: [...rooms],
    days: days.map((day) => ({
      dayNumber: day.dayNumber,
      date: addDays(travelDate, day.dayNumber - 1),
      title: day.title,
      description: day.description,
      overnightLocationId: day.overnightLocationId,
      drivingNotes: day.drivingNotes,
    })),
    services,
    missingAccommodationDays: missing,
  };
}
