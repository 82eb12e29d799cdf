import type { TRoomTypeCode } from './codes';

/** The most adults a room of each type sleeps; OT (other) is sold as a room for up to four. */
export const ROOM_MAX_ADULTS: Record<TRoomTypeCode, number> = {
  SG: 1,
  DB: 2,
  TW: 2,
  TR: 3,
  QD: 4,
  OT: 4,
};

/**
 * How many children and guests in all a room of each type takes, on top of its adults limit: a
 * child shares a bed or sleeps in a cot, so a single takes one child and the other rooms up to
 * three, within the guests the room holds (docs/pricing.md, "Room occupancy").
 */
export const ROOM_MAX_CHILDREN: Record<TRoomTypeCode, number> = {
  SG: 1,
  DB: 3,
  TW: 3,
  TR: 3,
  QD: 3,
  OT: 3,
};
export const ROOM_MAX_GUESTS: Record<TRoomTypeCode, number> = {
  SG: 2,
  DB: 4,
  TW: 4,
  TR: 4,
  QD: 5,
  OT: 6,
};

/** Why a room cannot sleep these guests, by field; none when it can. */
export function roomOccupancyErrors(
  room: TRoomOccupancy,
): { field: 'adults' | 'children'; message: string }[] {
  const errors: { field: 'adults' | 'children'; message: string }[] = [];
  const plural = (count: number, one: string, other: string) =>
    `${count} ${count === 1 ? one : other}`;
  const maxAdults = ROOM_MAX_ADULTS[room.roomType];
  if (room.adults > maxAdults) {
    errors.push({
      field: 'adults',
      message: `A ${room.roomType} room sleeps at most ${plural(maxAdults, 'adult', 'adults')}`,
    });
  }
  const maxChildren = ROOM_MAX_CHILDREN[room.roomType];
  const maxGuests = ROOM_MAX_GUESTS[room.roomType];
  if (room.children > maxChildren) {
    errors.push({
      field: 'children',
      message: `A ${room.roomType} room takes at most ${plural(maxChildren, 'child', 'children')}`,
    });
  } else if (room.adults <= maxAdults && room.adults + room.children > maxGuests) {
    errors.push({
      field: 'children',
      message: `A ${room.roomType} room sleeps at most ${plural(maxGuests, 'guest', 'guests')} in all`,
    });
  }
  return errors;
}

export interface TRoomOccupancy {
  roomType: TRoomTypeCode;
  adults: number;
  children: number;
  /** The children's ages as the price form gave them, in order (docs/pricing.md, "Child ages"). */
  childAges?: readonly number[] | undefined;
  /** A file's named guests: a child guest's date of birth gives its age on each service date. */
  guests?: readonly TOccupancyGuest[] | undefined;
}

export interface TOccupancyGuest {
  isChild: boolean;
  dateOfBirth?: string | null | undefined;
}

export interface TPax {
  adults: number;
  children: number;
}

export function countPax(rooms: readonly TRoomOccupancy[]): TPax {
  return rooms.reduce(
    (pax, room) => ({ adults: pax.adults + room.adults, children: pax.children + room.children }),
    { adults: 0, children: 0 },
  );
}
