/** Room type codes and their names (SPEC section 3). */
export const ROOM_TYPES = {
  DB: 'Double Room',
  SG: 'Single Room',
  TW: 'Twin Room',
  TR: 'Triple Room',
  QD: 'Quad Room',
  OT: 'Other Room',
} as const;

export type TRoomTypeCode = keyof typeof ROOM_TYPES;

export function isRoomTypeCode(code: string): code is TRoomTypeCode {
  return Object.hasOwn(ROOM_TYPES, code);
}

/** The name for a code ("db" reads as "DB"); an unknown code has no name (""). */
export function getRoomTypeName(code: string | null | undefined): string {
  const normalised = (code ?? '').trim().toUpperCase();
  return isRoomTypeCode(normalised) ? ROOM_TYPES[normalised] : '';
}
