import { formatMoment as formatSharedMoment } from '@portal/shared/format/dates';

/** A moment (ISO timestamp) in the user's time zone, as SPEC section 9 dates: "05 Mar 2027, 14:32". */
export function formatMoment(iso: string, language: string): string {
  return formatSharedMoment(iso, language) || iso;
}
