import { isValidPhoneNumber } from 'libphonenumber-js';
import { installInternationalPhoneCheck } from './rules';

/**
 * A phone number valid anywhere: with its country code ("+61 412 345 678") or, without one, as
 * written in New Zealand, where the operator is ("021 555 1234", "09 309 5500"). Importing this
 * module also gives the field rules their `intlPhone` check (see rules.ts).
 */
export function isInternationalPhone(value: string): boolean {
  return isValidPhoneNumber(value.trim(), 'NZ');
}

installInternationalPhoneCheck(isInternationalPhone);
