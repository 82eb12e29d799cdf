import { gstSplitOf, marginExGstPercentOf, sumGstSplits } from './margin';
import type { TPricingModel, TRoomTypeCode } from './pricing/codes';
import { addDays, daysBetween } from './pricing/calendar';
import { countPax, type TRoomOccupancy } from './pricing/rooms';
import { applyBasisPoints } from './pricing/rounding';

/**
 * Scheduled ("regular") tours: coach and guided tours that leave on fixed dates with a set number
 * of seats, sold per person by room type and season. The rules here are pure so the admin screens,
 * the agents' booking page and the server agree on availability, price, yield and risk.
 */

// ---------------------------------------------------------------------------------------------
// Text in the five interface languages

export const TOUR_LANGUAGES = ['en', 'de', 'es', 'it', 'fr'] as const;
export type TTourLanguage = (typeof TOUR_LANGUAGES)[number];

/**
 * A text of a tour (its overview, inclusions, a day's title or description) in each interface
 * language, keyed by language code. English is the source and the fallback: another language left
 * empty shows the English text. Stored as it is, in a jsonb column (see contracts/regular-tours.ts).
 */
export type TLocalizedText = Record<TTourLanguage, string>;

export function isTourLanguage(value: string): value is TTourLanguage {
  return (TOUR_LANGUAGES as readonly string[]).includes(value);
}

/** The text in `language` ("de", "de-CH"), or the English text when it has none. */
export function localizedText(text: TLocalizedText, language: string | null | undefined): string {
  const code = (language ?? 'en').slice(0, 2).toLowerCase();
  const translated = isTourLanguage(code) ? text[code].trim() : '';
  return translated === '' ? text.en : text[code as TTourLanguage];
}

/** One inclusion per line, blank lines left out. */
export function inclusionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

// ---------------------------------------------------------------------------------------------
// Statuses

/** Draft tours are being written; only published tours are offered to agents. */
export const TOUR_STATUSES = ['draft', 'published', 'archived'] as const;
export type TTourStatus = (typeof TOUR_STATUSES)[number];

/**
 * A departure is open for sale, closed (sales stopped, it still runs) or cancelled (it does not
 * run). Whether it is guaranteed to run is a separate flag: an open departure may be guaranteed.
 */
export const DEPARTURE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type TDepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** What agents are shown, in the words SPEC section 4 colours (green, red). */
export const DEPARTURE_AVAILABILITIES = ['Available', 'Full', 'Unavailable', 'Cancelled'] as const;
export type TDepartureAvailability = (typeof DEPARTURE_AVAILABILITIES)[number];

export interface TDepartureSeats {
  status: TDepartureStatus;
  capacity: number;
  seatsSold: number;
}

export function seatsLeft(departure: Pick<TDepartureSeats, 'capacity' | 'seatsSold'>): number {
  return Math.max(0, departure.capacity - departure.seatsSold);
}

export function departureAvailability(departure: TDepartureSeats): TDepartureAvailability {
  if (departure.status === 'cancelled') return 'Cancelled';
  if (departure.status === 'closed') return 'Unavailable';
  return seatsLeft(departure) > 0 ? 'Available' : 'Full';
}

/** Agents may book a departure that is open, has the seats and leaves after today. */
export function departureBookingError(
  departure: TDepartureSeats & { departureDate: string },
  seats: number,
  today: string,
): string | null {
  if (departure.status === 'cancelled') return 'This departure has been cancelled.';
  if (departure.status === 'closed') return 'This departure is closed for sale.';
  if (departure.departureDate <= today) return 'This departure has already left.';
  const left = seatsLeft(departure);
  if (left === 0) return 'This departure is full: no seats are left.';
  if (left < seats) {
    return `Only ${left} seat${left === 1 ? ' is' : 's are'} left on this departure; you asked for ${seats}.`;
  }
  return null;
}

/** The last day of a departure of a tour of `durationDays` days. */
export function departureEndDate(departureDate: string, durationDays: number): string {
  return addDays(departureDate, Math.max(1, durationDays) - 1);
}

// ---------------------------------------------------------------------------------------------
// Seasons and prices

export interface TTourRateValues {
  roomType: TRoomTypeCode;
  /** Per adult, in cents of the tour's brand currency, GST included like every catalogue rate. */
  costCents: number;
  sellCents: number;
  /** Per child; null charges children the adult price. */
  childCostCents: number | null;
  childSellCents: number | null;
}

export interface TTourSeasonValues<TRate extends TTourRateValues = TTourRateValues> {
  validFrom: string;
  validTo: string;
  rates: readonly TRate[];
}

/** The season a departure date falls in (seasons of a tour never overlap). */
export function seasonFor<TSeason extends TTourSeasonValues>(
  seasons: readonly TSeason[],
  date: string,
): TSeason | null {
  return seasons.find((season) => season.validFrom <= date && date <= season.validTo) ?? null;
}

/** Pairs of seasons that share a date, by index (a tour's seasons must not overlap). */
export function overlappingSeasons(
  seasons: readonly { validFrom: string; validTo: string }[],
): [number, number][] {
  const pairs: [number, number][] = [];
  seasons.forEach((a, i) => {
    seasons.slice(i + 1).forEach((b, offset) => {
      if (a.validFrom <= b.validTo && b.validFrom <= a.validTo) pairs.push([i, i + 1 + offset]);
    });
  });
  return pairs;
}

/** The lead-in price agents see: twin share per adult, else double, else the lowest rate. */
export function fromPriceCents(rates: readonly TTourRateValues[]): number | null {
  const twin = rates.find((rate) => rate.roomType === 'TW');
  if (twin) return twin.sellCents;
  const double = rates.find((rate) => rate.roomType === 'DB');
  if (double) return double.sellCents;
  const lowest = Math.min(...rates.map((rate) => rate.sellCents));
  return Number.isFinite(lowest) ? lowest : null;
}

export interface TTourRoomPrice {
  roomType: TRoomTypeCode;
  adults: number;
  children: number;
  costCents: number;
  sellCents: number;
}

export type TTourRoomsPrice =
  | {
      ok: true;
      seats: number;
      rooms: TTourRoomPrice[];
      costCents: number;
      sellCents: number;
    }
  | { ok: false; missingRoomTypes: TRoomTypeCode[] };

/**
 * Each room at the season's per-person rate for its type: adults at the adult price, children at
 * the child price (the adult price when the rate has none). Every traveller takes a seat. A room
 * type the season does not sell makes the whole request unpriceable.
 */
export function priceTourRooms(
  rates: readonly TTourRateValues[],
  rooms: readonly TRoomOccupancy[],
): TTourRoomsPrice {
  const byType = new Map(rates.map((rate) => [rate.roomType, rate]));
  const missing = [...new Set(rooms.map((room) => room.roomType))].filter(
    (type) => !byType.has(type),
  );
  if (missing.length > 0) return { ok: false, missingRoomTypes: missing };
  const priced = rooms.map((room): TTourRoomPrice => {
    const rate = byType.get(room.roomType) as TTourRateValues;
    return {
      roomType: room.roomType,
      adults: room.adults,
      children: room.children,
      costCents:
        rate.costCents * room.adults + (rate.childCostCents ?? rate.costCents) * room.children,
      sellCents:
        rate.sellCents * room.adults + (rate.childSellCents ?? rate.sellCents) * room.children,
    };
  });
  const pax = countPax(rooms);
  return {
    ok: true,
    seats: pax.adults + pax.children,
    rooms: priced,
    costCents: priced.reduce((sum, room) => sum + room.costCents, 0),
    sellCents: priced.reduce((sum, room) => sum + room.sellCents, 0),
  };
}

/**
 * What the agency earns and pays, as the pricing engine does it for catalogue services: a gross
 * agency earns its commission rule's percentage of the sell price and pays the rest; a net agency
 * pays cost plus its markup rule and earns no commission. Without a rule the agency pays the sell.
 */
export function agencyTerms(
  amounts: { costCents: number; sellCents: number },
  pricingModel: TPricingModel,
  ruleBasisPoints: number | null,
): { commissionCents: number; netCents: number } {
  if (ruleBasisPoints === null) return { commissionCents: 0, netCents: amounts.sellCents };
  if (pricingModel === 'gross') {
    const commissionCents = applyBasisPoints(amounts.sellCents, ruleBasisPoints);
    return { commissionCents, netCents: amounts.sellCents - commissionCents };
  }
  return {
    commissionCents: 0,
    netCents: amounts.costCents + applyBasisPoints(amounts.costCents, ruleBasisPoints),
  };
}

// ---------------------------------------------------------------------------------------------
// Yield and forward risk

export interface TDepartureYieldInput {
  capacity: number;
  seatsSold: number;
  breakEvenSeats: number;
  /** The departure's own costs (coach, driver-guide, their nights), GST included. */
  fixedCostCents: number;
  /** What agencies pay the operator for the seats sold (net of commission), GST included. */
  netCents: number;
  /** The per-person (land) cost of the seats sold, GST included. */
  costCents: number;
}

export interface TDepartureYield {
  /** Net less the GST in it. */
  netExGstCents: number;
  /** Per-person cost less the GST in it. */
  costExGstCents: number;
  /** Fixed cost less the GST in it. */
  fixedCostExGstCents: number;
  /** The GST in the net (output tax). */
  outputGstCents: number;
  /** The GST in the per-person and the fixed cost (input tax credits). */
  inputGstCents: number;
  /** Net ex GST − per-person cost ex GST − fixed cost ex GST (docs/tax.md). */
  marginExGstCents: number;
  /** Margin ex GST as a percentage of net ex GST, one decimal; null without revenue. */
  marginExGstPercent: number | null;
  /** Seats still to sell to reach break-even (0 once reached). */
  shortfallSeats: number;
  isBreakEvenReached: boolean;
  /** Seats sold as a percentage of capacity, whole number. */
  loadFactorPercent: number;
}

/**
 * A departure's yield at its brand's GST rate. The seats sold and the fixed cost are its two
 * lines: GST is taken out of each amount on its own and the departure's figures are their sums
 * (domain/margin.ts), so a brand's totals are the sums of its departures' figures.
 */
export function departureYield(input: TDepartureYieldInput, gstPercent: number): TDepartureYield {
  const seats = gstSplitOf({ netCents: input.netCents, costCents: input.costCents }, gstPercent);
  const fixed = gstSplitOf({ netCents: 0, costCents: input.fixedCostCents }, gstPercent);
  const total = sumGstSplits([seats, fixed]);
  return {
    netExGstCents: total.netExGstCents,
    costExGstCents: seats.costExGstCents,
    fixedCostExGstCents: fixed.costExGstCents,
    outputGstCents: total.outputGstCents,
    inputGstCents: total.inputGstCents,
    marginExGstCents: total.marginExGstCents,
    marginExGstPercent: marginExGstPercentOf(total),
    shortfallSeats: Math.max(0, input.breakEvenSeats - input.seatsSold),
    isBreakEvenReached: input.seatsSold >= input.breakEvenSeats,
    loadFactorPercent:
      input.capacity === 0 ? 0 : Math.round((input.seatsSold * 100) / input.capacity),
  };
}

/** Departures below break-even closer than this are high risk: little time left to sell. */
export const HIGH_RISK_DAYS = 30;

export const DEPARTURE_RISKS = ['high', 'medium', 'low'] as const;
export type TDepartureRisk = (typeof DEPARTURE_RISKS)[number];

/**
 * The forward risk of a departure that has not left:
 * - high: below break-even and either leaving within HIGH_RISK_DAYS (little time to sell) or
 *   guaranteed (it must run whatever it sells, so the shortfall is a loss);
 * - medium: below break-even with time to sell;
 * - low: at or above break-even.
 */
export function departureRisk(input: {
  seatsSold: number;
  breakEvenSeats: number;
  isGuaranteed: boolean;
  daysToDeparture: number;
}): TDepartureRisk {
  if (input.seatsSold >= input.breakEvenSeats) return 'low';
  if (input.isGuaranteed || input.daysToDeparture <= HIGH_RISK_DAYS) return 'high';
  return 'medium';
}

export function daysToDeparture(departureDate: string, today: string): number {
  return daysBetween(today, departureDate);
}

/** Riskiest first: risk level, then the soonest, then the largest shortfall. */
export function compareByRisk(
  a: { risk: TDepartureRisk; departureDate: string; shortfallSeats: number; id: number },
  b: { risk: TDepartureRisk; departureDate: string; shortfallSeats: number; id: number },
): number {
  const rank = DEPARTURE_RISKS.indexOf(a.risk) - DEPARTURE_RISKS.indexOf(b.risk);
  if (rank !== 0) return rank;
  if (a.departureDate !== b.departureDate) return a.departureDate < b.departureDate ? -1 : 1;
  if (a.shortfallSeats !== b.shortfallSeats) return b.shortfallSeats - a.shortfallSeats;
  return a.id - b.id;
}

/** "2 × Twin Room (2 adults)" style summary of the rooms, for the service line's remarks. */
export function roomsSummary(
  rooms: readonly TRoomOccupancy[],
  roomTypeName: (code: TRoomTypeCode) => string,
): string {
  const groups = new Map<string, { room: TRoomOccupancy; count: number }>();
  for (const room of rooms) {
    const key = `${room.roomType}|${room.adults}|${room.children}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { room, count: 1 });
  }
  return [...groups.values()]
    .map(({ room, count }) => {
      const people = [
        `${room.adults} adult${room.adults === 1 ? '' : 's'}`,
        ...(room.children > 0 ? [`${room.children} child${room.children === 1 ? '' : 'ren'}`] : []),
      ].join(', ');
      return `${count} × ${roomTypeName(room.roomType)} (${people})`;
    })
    .join('; ');
}
