import type {
  TAgentDeparture,
  TTour,
  TTourCategory,
  TTourDay,
  TTourDeparture,
  TTourDepartureBooking,
  TTourListItem,
  TTourSeason,
} from '@portal/shared/contracts/regular-tours';
import type { TFileRoom } from '@portal/shared/contracts/files';
import { getBrand } from '@portal/shared/domain/brands';
import { getRoomTypeName } from '@portal/shared/domain/room-types';
import {
  departureAvailability,
  departureBookingError,
  departureEndDate,
  departureYield,
  fromPriceCents,
  roomsSummary,
  seasonFor,
  seatsLeft,
  type TLocalizedText,
} from '@portal/shared/domain/tours';
import type { TCategoryWithCounts } from './tour-categories.repository';
import type { TDepartureRow, TDepartureWithSales } from './tour-departures.repository';
import type { TSeasonWithRates } from './tour-seasons.repository';
import type { TTourDayRow, TTourDetails, TTourListRow } from './tours.repository';

/** Stored texts always answer every language ('' where none was written). */
export function presentText(text: Partial<TLocalizedText> | null | undefined): TLocalizedText {
  return {
    en: text?.en ?? '',
    de: text?.de ?? '',
    es: text?.es ?? '',
    it: text?.it ?? '',
    fr: text?.fr ?? '',
  };
}

function brandIdOf(brandId: number): 1 | 2 {
  return getBrand(brandId).id;
}

export function presentCategory(row: TCategoryWithCounts): TTourCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tourCount: row.tourCount,
    publishedTourCount: row.publishedTourCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentDay(day: TTourDayRow): TTourDay {
  return {
    dayNumber: day.dayNumber,
    title: presentText(day.title),
    description: presentText(day.description),
    overnightLocationId: day.overnightLocationId,
    overnightLocationName: day.overnightLocationName,
    meals: { breakfast: day.hasBreakfast, lunch: day.hasLunch, dinner: day.hasDinner },
  };
}

export function presentTour(
  tour: TTourDetails,
  days: readonly TTourDayRow[],
  extra: { upcomingDepartureCount: number; hasBookings: boolean },
): TTour {
  const brand = getBrand(tour.brandId);
  return {
    id: tour.id,
    code: tour.code,
    name: tour.name,
    brandId: brand.id,
    currency: brand.currency,
    categoryId: tour.categoryId,
    categoryName: tour.categoryName,
    supplierId: tour.supplierId,
    supplierName: tour.supplierName,
    productId: tour.productId,
    startLocationId: tour.startLocationId,
    startLocationName: tour.startLocationName,
    endLocationId: tour.endLocationId,
    endLocationName: tour.endLocationName,
    status: tour.status,
    durationDays: tour.durationDays,
    overview: presentText(tour.overview),
    inclusions: presentText(tour.inclusions),
    images: [...tour.images],
    days: days.map(presentDay),
    upcomingDepartureCount: extra.upcomingDepartureCount,
    hasBookings: extra.hasBookings,
    createdAt: tour.createdAt.toISOString(),
    updatedAt: tour.updatedAt.toISOString(),
  };
}

export function presentTourListItem(row: TTourListRow): TTourListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    brandId: brandIdOf(row.brandId),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    supplierName: row.supplierName,
    status: row.status,
    durationDays: row.durationDays,
    firstImage: row.images[0] ?? null,
    upcomingDepartureCount: row.upcomingDepartureCount,
    nextDepartureDate: row.nextDepartureDate,
    upcomingSeatsSold: row.upcomingSeatsSold,
    upcomingCapacity: row.upcomingCapacity,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSeason(season: TSeasonWithRates): TTourSeason {
  return {
    id: season.id,
    tourId: season.tourId,
    name: season.name,
    validFrom: season.validFrom,
    validTo: season.validTo,
    rates: season.rates.map((rate) => ({
      roomType: rate.roomType,
      costCents: rate.costCents,
      sellCents: rate.sellCents,
      childCostCents: rate.childCostCents,
      childSellCents: rate.childSellCents,
    })),
    updatedAt: season.updatedAt.toISOString(),
  };
}

function presentDepartureYield(departure: TDepartureWithSales, gstPercent: number) {
  return {
    bookingCount: departure.bookingCount,
    sellCents: departure.sellCents,
    netCents: departure.netCents,
    costCents: departure.costCents,
    fixedCostCents: departure.fixedCostCents,
    ...departureYield(departure, gstPercent),
  };
}

export function presentDeparture(
  departure: TDepartureWithSales,
  tour: { durationDays: number; brandId: number },
  seasons: readonly TSeasonWithRates[],
): TTourDeparture {
  return {
    id: departure.id,
    tourId: departure.tourId,
    departureDate: departure.departureDate,
    endDate: departureEndDate(departure.departureDate, tour.durationDays),
    capacity: departure.capacity,
    seatsSold: departure.seatsSold,
    seatsLeft: seatsLeft(departure),
    breakEvenSeats: departure.breakEvenSeats,
    fixedCostCents: departure.fixedCostCents,
    isGuaranteed: departure.isGuaranteed,
    status: departure.status,
    availability: departureAvailability(departure),
    notes: departure.notes,
    seasonName: seasonFor(seasons, departure.departureDate)?.name ?? null,
    yield: presentDepartureYield(departure, getBrand(tour.brandId).gstPercent),
    createdAt: departure.createdAt.toISOString(),
    updatedAt: departure.updatedAt.toISOString(),
  };
}

/** A departure as agents see it: seats left, no capacity, costs or sales. */
export function presentAgentDeparture(
  departure: TDepartureRow,
  durationDays: number,
  seasons: readonly TSeasonWithRates[],
  today: string,
): TAgentDeparture {
  const season = seasonFor(seasons, departure.departureDate);
  const rates = season?.rates ?? [];
  return {
    id: departure.id,
    departureDate: departure.departureDate,
    endDate: departureEndDate(departure.departureDate, durationDays),
    seatsLeft: seatsLeft(departure),
    availability: departureAvailability(departure),
    isGuaranteed: departure.isGuaranteed,
    isBookable: season !== null && departureBookingError(departure, 1, today) === null,
    fromPriceCents: fromPriceCents(rates),
    rates: rates.map((rate) => ({
      roomType: rate.roomType,
      sellCents: rate.sellCents,
      childSellCents: rate.childSellCents,
    })),
  };
}

export function describeRooms(rooms: readonly TFileRoom[]): string {
  return roomsSummary(rooms, getRoomTypeName);
}

export function presentDepartureBooking(row: {
  id: number;
  fileReference: string;
  fileStatus: TTourDepartureBooking['fileStatus'];
  bookingName: string;
  agencyName: string;
  seats: number;
  rooms: TFileRoom[];
  lineStatus: TTourDepartureBooking['lineStatus'];
  sellCents: number;
  netCents: number;
  costCents: number;
  bookedAt: Date;
  releasedAt: Date | null;
}): TTourDepartureBooking {
  return {
    id: row.id,
    fileReference: row.fileReference,
    fileStatus: row.fileStatus,
    bookingName: row.bookingName,
    agencyName: row.agencyName,
    seats: row.seats,
    rooms: describeRooms(row.rooms),
    lineStatus: row.lineStatus,
    sellCents: row.sellCents,
    netCents: row.netCents,
    costCents: row.costCents,
    bookedAt: row.bookedAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}
