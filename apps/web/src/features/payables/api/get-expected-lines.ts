import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAYABLE_STATE_FILTERS,
  ZPayableExpectedLineList,
  type TPayableStateFilter,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { brandIdOf, idOf, PAYABLES_PAGE_SIZE, payablesKeys } from './query-keys';

/** The expected lines' filters as the address keeps them. */
export const EXPECTED_LINE_FILTERS = [
  'brandId',
  'supplierId',
  'state',
  'dueBy',
  'fileReference',
] as const;
export type TExpectedLineFilter = Record<(typeof EXPECTED_LINE_FILTERS)[number], string>;

/** The state choice the list offers: a state filter of the API, or every line. */
export type TExpectedLineStateChoice = TPayableStateFilter | 'all';

/** What is still to pay is the list's point, so no state in the address means unpaid. */
export function readStateChoice(value: string): TExpectedLineStateChoice {
  if (value === 'all') return 'all';
  return PAYABLE_STATE_FILTERS.find((state) => state === value) ?? 'unpaid';
}

function filterQuery(filter: TExpectedLineFilter) {
  const state = readStateChoice(filter.state);
  return {
    brandId: brandIdOf(filter.brandId),
    supplierId: idOf(filter.supplierId),
    state: state === 'all' ? undefined : state,
    dueBy: filter.dueBy || undefined,
    fileReference: filter.fileReference.trim() || undefined,
  };
}

export function getExpectedLines(filter: TExpectedLineFilter, page: number) {
  return api.get('/api/admin/finance/payables/expected-lines', {
    query: { ...filterQuery(filter), page, per_page: PAYABLES_PAGE_SIZE },
    schema: ZPayableExpectedLineList,
  });
}

export function useExpectedLines(filter: TExpectedLineFilter, page: number) {
  return useQuery({
    queryKey: payablesKeys.expectedLines({ ...filter, page }),
    queryFn: () => getExpectedLines(filter, page),
    placeholderData: keepPreviousData,
  });
}

/** The filtered list, every page, as CSV. */
export function downloadExpectedLinesCsv(filter: TExpectedLineFilter) {
  return downloadFile('/api/admin/finance/payables/expected-lines/export.csv', {
    query: filterQuery(filter),
    fallbackName: 'expected-supplier-lines.csv',
  });
}
