import { isIsoDate } from './pricing/calendar';

function partsOf(iso: string): [number, number, number] {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

/**
 * A person's age in whole years on `isoDate`: a year older from the birthday on (someone born on
 * 29 February turns a year older on 1 March in common years). Null when `isoDate` is before the
 * date of birth: there is no age to price yet.
 */
export function ageOn(dateOfBirth: string, isoDate: string): number | null {
  const [birthYear, birthMonth, birthDay] = partsOf(dateOfBirth);
  const [year, month, day] = partsOf(isoDate);
  if (isoDate < dateOfBirth) return null;
  const hasHadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hasHadBirthday ? 0 : 1);
}
