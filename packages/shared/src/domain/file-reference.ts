import type { TBookingSettings } from '../contracts/settings-sections';
import { getBrand } from './brands';

/**
 * A new file's reference: the brand's prefix from the booking settings, a dash and the brand's
 * next number padded to the configured digits ("NZ-100001"). Prefixes are two capital letters and
 * numbers at most nine digits, so every reference matches FILE_REFERENCE_PATTERN.
 */
export function formatFileReference(
  settings: Pick<TBookingSettings, 'referencePrefixNZ' | 'referencePrefixAU' | 'referenceDigits'>,
  brandId: number,
  number: number,
): string {
  const prefix =
    getBrand(brandId).code === 'AU' ? settings.referencePrefixAU : settings.referencePrefixNZ;
  return `${prefix}-${String(number).padStart(settings.referenceDigits, '0')}`;
}
