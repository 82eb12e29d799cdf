import { addDays, weekdayOf } from '@portal/shared/domain/pricing/calendar';
import type { TDemoAvailability, TDemoProduct } from './types';

interface TAllotmentPlan {
  allotment: number;
  releaseDays: number;
  hasOnRequestFallback: boolean;
}

/** Rooms the operator holds at contracted hotels; the rest of the catalogue is free sell. */
const ALLOTMENTS: Record<string, TAllotmentPlan> = {
  'HARBAKL-SUP': { allotment: 8, releaseDays: 14, hasOnRequestFallback: true },
  'HARBAKL-DLX': { allotment: 2, releaseDays: 21, hasOnRequestFallback: true },
  'REMAZQN-SUP': { allotment: 6, releaseDays: 14, hasOnRequestFallback: true },
  'CIRCSYD-SUP': { allotment: 5, releaseDays: 21, hasOnRequestFallback: false },
  'TRINCNS-SUP': { allotment: 4, releaseDays: 7, hasOnRequestFallback: true },
};

/** Small luxury lodges and private guides confirm each booking by hand. */
const ON_REQUEST = new Set([
  'MATUWKA-DLX',
  'SKYPAYQ-DLX',
  'KIWIGUI-AKL-HALF',
  'ALPGUID-ZQN-FULL',
  'REDGUI-AYQ-FULL',
  'GLACWK-FJZ-HELI',
]);

/** Tours that do not run on Christmas Day. */
const CHRISTMAS_STOP_SELL = [
  'FIORDCR-MFN-CRUISE',
  'FIORDTR-ZQN-MFN',
  'TUOJET-TUO-JET',
  'KURAIL-CNS-KUR',
];

/** Ferry dry-dock day: the second Tuesday of August. */
const FERRY_MAINTENANCE = ['COOKFER-WLG-PCN', 'COOKFER-PCN-WLG'];

/** Booked out over New Year, no waitlist: Full. */
const NEW_YEAR_FULL = ['WAKAZQN-DLX'];

function yearsBetween(startDate: string, endDate: string): number[] {
  const years: number[] = [];
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year += 1) {
    years.push(year);
  }
  return years;
}

function secondTuesdayOfAugust(year: number): string {
  let date = `${year}-08-01`;
  while (weekdayOf(date) !== 'tue') date = addDays(date, 1);
  return addDays(date, 7);
}

/** Clips a range to the catalogue's dates; null when nothing is left. */
function clip(
  from: string,
  to: string,
  startDate: string,
  endDate: string,
): { dateFrom: string; dateTo: string } | null {
  const dateFrom = from < startDate ? startDate : from;
  const dateTo = to > endDate ? endDate : to;
  return dateFrom <= dateTo ? { dateFrom, dateTo } : null;
}

/**
 * Availability from startDate to endDate: one record per product for the whole range (free sell,
 * an allotment with release days, or on request) and one-off records laid over it (stop sells on
 * Christmas Day and the ferry's maintenance day, a lodge Full over New Year). The engine uses the
 * narrowest record covering a date, so the one-off records win on their dates.
 */
export function generateDemoAvailability(
  products: readonly TDemoProduct[],
  startDate: string,
  endDate: string,
): TDemoAvailability[] {
  const records: TDemoAvailability[] = [];
  const none = { allotment: null, releaseDays: null, hasOnRequestFallback: false };
  for (const product of products) {
    const allotment = ALLOTMENTS[product.code];
    if (allotment) {
      records.push({
        productCode: product.code,
        dateFrom: startDate,
        dateTo: endDate,
        kind: 'allotment',
        ...allotment,
      });
    } else {
      const kind = ON_REQUEST.has(product.code) ? 'on_request' : 'free_sell';
      records.push({
        productCode: product.code,
        dateFrom: startDate,
        dateTo: endDate,
        kind,
        ...none,
      });
    }
  }

  for (const year of yearsBetween(startDate, endDate)) {
    const christmas = clip(`${year}-12-25`, `${year}-12-25`, startDate, endDate);
    if (christmas) {
      for (const productCode of CHRISTMAS_STOP_SELL) {
        records.push({ productCode, ...christmas, kind: 'stop_sell', ...none });
      }
    }
    const maintenanceDay = secondTuesdayOfAugust(year);
    const maintenance = clip(maintenanceDay, maintenanceDay, startDate, endDate);
    if (maintenance) {
      for (const productCode of FERRY_MAINTENANCE) {
        records.push({ productCode, ...maintenance, kind: 'stop_sell', ...none });
      }
    }
    const newYear = clip(`${year}-12-29`, `${year + 1}-01-02`, startDate, endDate);
    if (newYear) {
      for (const productCode of NEW_YEAR_FULL) {
        records.push({
          productCode,
          ...newYear,
          kind: 'allotment',
          allotment: 0,
          releaseDays: null,
          hasOnRequestFallback: false,
        });
      }
    }
  }
  return records;
}
