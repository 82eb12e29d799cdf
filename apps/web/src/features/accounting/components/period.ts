import { ACCOUNTING_BRANDS, type TAccountingBrand } from '@portal/shared/contracts/accounting';

/** The portal's brand ids by code (BRANDS in domain/brands.ts). */
export const BRAND_IDS: Record<TAccountingBrand, number> = { NZ: 1, AU: 2 };

export function readBrand(value: string | null | undefined): TAccountingBrand | null {
  return (ACCOUNTING_BRANDS as readonly string[]).includes(value ?? '')
    ? (value as TAccountingBrand)
    : null;
}

/**
 * The calendar month before the one `today` falls in, first to last day: the period a finance
 * team most often files or exports next (a monthly filer's last month; a two-monthly or quarterly
 * filer widens it).
 */
export function previousMonthOf(today: string): { from: string; to: string } {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  // Day 0 of the following month is the last day of this one.
  const lastDay = new Date(Date.UTC(previous.year, previous.month, 0)).getUTCDate();
  const yyyyMm = `${previous.year}-${String(previous.month).padStart(2, '0')}`;
  return { from: `${yyyyMm}-01`, to: `${yyyyMm}-${String(lastDay).padStart(2, '0')}` };
}
