/**
 * Service type codes and the names shown on buttons and service lines (SPEC section 3).
 * SU (supplements) deliberately shows no name.
 */
export const SERVICE_TYPES = {
  AC: 'Accommodation',
  AF: 'Accommodation',
  AT: 'Sightseeing',
  CR: 'Sightseeing',
  IT: 'Sightseeing',
  GU: 'Guides',
  IN: 'Interisland Ferry',
  RC: 'Rental Cars',
  SU: '',
  TN: 'Train',
  TR: 'Transfers',
  WK: 'Guided Walks',
} as const;

export type TServiceTypeCode = keyof typeof SERVICE_TYPES;
export type TServiceTypeName = (typeof SERVICE_TYPES)[TServiceTypeCode];

export function isServiceTypeCode(code: string): code is TServiceTypeCode {
  return Object.hasOwn(SERVICE_TYPES, code);
}

/** The name for a code ("rc" and " RC " read as "RC"); an unknown code has no name (""). */
export function getServiceTypeName(code: string | null | undefined): string {
  const normalised = (code ?? '').trim().toUpperCase();
  return isServiceTypeCode(normalised) ? SERVICE_TYPES[normalised] : '';
}
