/**
 * The codes the catalogue and the pricing engine work with. Names for service types and room types
 * live in domain/service-types.ts and domain/room-types.ts; this file keeps to codes so the engine
 * has no reason to import display text.
 */
export const SERVICE_TYPE_CODES = [
  'AC',
  'AF',
  'AT',
  'CR',
  'IT',
  'GU',
  'IN',
  'RC',
  'SU',
  'TN',
  'TR',
  'WK',
] as const;
export type TServiceTypeCode = (typeof SERVICE_TYPE_CODES)[number];

/** AC (hotels, motels) and AF (lodges, apartments, farmstays) are sold by the room night. */
export const ACCOMMODATION_SERVICE_TYPE_CODES = [
  'AC',
  'AF',
] as const satisfies readonly TServiceTypeCode[];

export function isAccommodationServiceType(code: TServiceTypeCode): boolean {
  return (ACCOMMODATION_SERVICE_TYPE_CODES as readonly TServiceTypeCode[]).includes(code);
}

export const ROOM_TYPE_CODES = ['DB', 'SG', 'TW', 'TR', 'QD', 'OT'] as const;
export type TRoomTypeCode = (typeof ROOM_TYPE_CODES)[number];

export const ACCOMMODATION_CLASSES = ['standard', 'superior', 'deluxe'] as const;
export type TAccommodationClass = (typeof ACCOMMODATION_CLASSES)[number];

/**
 * How a rate is charged:
 * - per_room_night: each room, each night, by the room's type;
 * - per_person: each adult (and child, at the child price when there is one) once per service;
 * - per_vehicle_day: each vehicle, each day, with ceil(pax / capacity) vehicles;
 * - per_unit: each unit (a private transfer vehicle, a guide) once per service, ceil(pax / capacity) units.
 */
export const PRICING_BASES = [
  'per_room_night',
  'per_person',
  'per_vehicle_day',
  'per_unit',
] as const;
export type TPricingBasis = (typeof PRICING_BASES)[number];

export const AVAILABILITY_KINDS = ['free_sell', 'allotment', 'on_request', 'stop_sell'] as const;
export type TAvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

/** Line statuses, worded as SPEC section 4 colours them (green, amber, red). */
export const LINE_STATUSES = [
  'Available',
  'Allotment',
  'On Request',
  'Full',
  'Unavailable',
] as const;
export type TLineStatus = (typeof LINE_STATUSES)[number];

export const PRICING_MODELS = ['gross', 'net'] as const;
export type TPricingModel = (typeof PRICING_MODELS)[number];

export const MARKUP_RULE_KINDS = ['markup_percent', 'commission_percent'] as const;
export type TMarkupRuleKind = (typeof MARKUP_RULE_KINDS)[number];

export const TRANSPORT_TYPES = ['rental_car', 'seat_in_coach', 'private_transfer'] as const;
export type TTransportType = (typeof TRANSPORT_TYPES)[number];

export const PACKAGE_STATUSES = ['published', 'test'] as const;
export type TPackageStatus = (typeof PACKAGE_STATUSES)[number];

export const COUNTRY_CODES = ['NZ', 'AU'] as const;
export type TCountryCode = (typeof COUNTRY_CODES)[number];
