import { ageOn } from '../ages';
import type { TRoomOccupancy } from './rooms';

/**
 * Child age bands (docs/pricing.md, "Child ages"): a product publishes the oldest age that
 * travels free (`infantMaxAge`) and the oldest that pays the child price (`childMaxAge`); an
 * older child pays the adult price. A null band is left out.
 */
export interface TChildAgeBands {
  infantMaxAge: number | null;
  childMaxAge: number | null;
}

export type TChildBand = 'infant' | 'child' | 'adult';

/** The band a child of `age` is priced in; a child whose age is unknown pays the child price. */
export function childBandOf(age: number | null, bands: TChildAgeBands): TChildBand {
  if (age === null) return 'child';
  if (bands.infantMaxAge !== null && age <= bands.infantMaxAge) return 'infant';
  if (bands.childMaxAge !== null && age > bands.childMaxAge) return 'adult';
  return 'child';
}

/**
 * Each child's age on `date`, in the room's order: the age on that date of the room's n-th child
 * guest when the file gives its date of birth, else the n-th age the price form gave, else null.
 */
export function childAgesOn(room: TRoomOccupancy, date: string): (number | null)[] {
  const childGuests = (room.guests ?? []).filter((guest) => guest.isChild);
  return Array.from({ length: room.children }, (_, index) => {
    const dateOfBirth = childGuests[index]?.dateOfBirth;
    if (dateOfBirth) return ageOn(dateOfBirth, date);
    return room.childAges?.[index] ?? null;
  });
}

/** The party on `date` as a per-person rate charges it: older children count as adults. */
export interface TPricedPax {
  adults: number;
  children: number;
  /** Travel free: no charge. */
  infants: number;
}

export function pricedPaxOn(
  rooms: readonly TRoomOccupancy[],
  bands: TChildAgeBands,
  date: string,
): TPricedPax {
  const pax: TPricedPax = { adults: 0, children: 0, infants: 0 };
  for (const room of rooms) {
    pax.adults += room.adults;
    for (const age of childAgesOn(room, date)) {
      const band = childBandOf(age, bands);
      if (band === 'infant') pax.infants += 1;
      else if (band === 'adult') pax.adults += 1;
      else pax.children += 1;
    }
  }
  return pax;
}
