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

export interface TRoomOccupancy {
  roomType: TRoomTypeCode;
  adults: number;
  children: number;
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
