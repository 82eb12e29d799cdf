import { TRANSPORT_TYPES } from '@portal/shared/domain/pricing/codes';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function usePackageSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search: TPackageSearch = useMemo(
    () => ({
      durationNights: readNights(searchParams.get('durationNights')),
      startLocationId: readId(searchParams.get('startLocationId')),
      transportType: readTransport(searchParams.get('transportType')),
      productTariff: (searchParams.get('productTariff') ?? '').slice(0, 60),
      page: readPage(searchParams.get('page')),
    }),
    [searchParams],
  );

  const setField = useCallback(
    (name: TSearchField, value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set(name, value.trim());
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  const reset = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true }),
    [setSearchParams],
  );

  return { search, setField, setPage, reset };
}
