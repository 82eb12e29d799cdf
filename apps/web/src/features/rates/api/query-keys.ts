import type { TRateFilter } from './get-rates';

export const rateKeys = {
  all: ['rates'] as const,
  list: (filter: TRateFilter) => [...rateKeys.all, 'list', filter] as const,
};

export const RATES_PAGE_SIZE = 20;
