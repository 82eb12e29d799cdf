import { TRANSPORT_TYPES } from '@portal/shared/domain/pricing/codes';
import { useMemo } from 'react';
import { useListParams } from '../../../lib/use-list-params';
import type { TPackageSearch } from '../api/get-packages';

/**
 * The quick quote's search, kept in the address: the back button from a package's price form
 * returns to the same matching packages, and a search can be bookmarked.
 */
export const SEARCH_FIELDS = [
  'durationNights',
  'startLocationId',
  'transportType',
  'productTariff',
] as const;
export type TSearchField = (typeof SEARCH_FIELDS)[number];

function readNights(value: string | null): string {
  const nights = Number(value);
  return Number.isInteger(nights) && nights >= 1 && nights <= 60 ? String(nights) : '';
}

function readId(value: string | null): string {
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : '';
}

function readTransport(value: string | null): string {
  return value && (TRANSPORT_TYPES as readonly string[]).includes(value) ? value : '';
}

/** The search as the packages API takes it, each value checked before it reaches the server. */
export function usePackageSearch() {
  const { page, filters, setFilter, setPage, resetFilters } = useListParams(SEARCH_FIELDS);
  const search: TPackageSearch = useMemo(
    () => ({
      durationNights: readNights(filters.durationNights),
      startLocationId: readId(filters.startLocationId),
      transportType: readTransport(filters.transportType),
      productTariff: filters.productTariff.slice(0, 60),
      page,
    }),
    [filters, page],
  );
  return { search, setField: setFilter, setPage, reset: resetFilters };
}
