import { FILE_SORT_FIELDS, type TFileSortField } from '@portal/shared/contracts/files';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import { isFileStatus } from '@portal/shared/domain/file-states';
import { parseIsoDate } from '@portal/shared/format/dates';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TFileListFilter } from '../api/get-files';

/**
 * My Files' filters, sort and page live in the address (bookmarkable, kept by the back button).
 * Filters apply together on "Search"; "Reset" clears them; a new search or sort starts at page 1.
 */
export const FILTER_FIELDS = [
  'reference',
  'yourReference',
  'bookingName',
  'travelDateFrom',
  'travelDateTo',
  'status',
] as const;
export type TFilterField = (typeof FILTER_FIELDS)[number];
export type TFilterValues = Record<TFilterField, string>;

export const EMPTY_FILTERS: TFilterValues = {
  reference: '',
  yourReference: '',
  bookingName: '',
  travelDateFrom: '',
  travelDateTo: '',
  status: '',
};

const LIMITS: Record<TFilterField, number> = {
  reference: 20,
  yourReference: 60,
  bookingName: 120,
  travelDateFrom: 10,
  travelDateTo: 10,
  status: 20,
};

function readText(value: string | null, limit: number): string {
  return (value ?? '').trim().slice(0, limit);
}

function readDate(value: string | null): string {
  return value && parseIsoDate(value) && value.length === 10 ? value : '';
}

function readStatus(value: string | null): TFileStatus | '' {
  return value && isFileStatus(value) ? value : '';
}

function readSort(value: string | null): TFileSortField {
  return value && (FILE_SORT_FIELDS as readonly string[]).includes(value)
    ? (value as TFileSortField)
    : 'createdAt';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useFileFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const filter: TFileListFilter = useMemo(
    () => ({
      reference: readText(searchParams.get('reference'), LIMITS.reference),
      yourReference: readText(searchParams.get('yourReference'), LIMITS.yourReference),
      bookingName: readText(searchParams.get('bookingName'), LIMITS.bookingName),
      travelDateFrom: readDate(searchParams.get('travelDateFrom')),
      travelDateTo: readDate(searchParams.get('travelDateTo')),
      status: readStatus(searchParams.get('status')),
      sort: readSort(searchParams.get('sort')),
      direction: searchParams.get('direction') === 'asc' ? 'asc' : 'desc',
      page: readPage(searchParams.get('page')),
    }),
    [searchParams],
  );

  /** "Search": every filter at once, back to page 1; sort is kept. */
  const applyFilters = useCallback(
    (values: TFilterValues) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const field of FILTER_FIELDS) {
          const value = readText(values[field], LIMITS[field]);
          if (value) next.set(field, value);
          else next.delete(field);
        }
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  // The filter form remounts on a new address; flushed at once so that text typed straight after
  // "Reset" is not wiped by a remount that lands later.
  const resetFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { flushSync: true }),
    [setSearchParams],
  );

  /** A column header: the same column flips the direction, another sorts ascending... */
  const sortBy = useCallback(
    (field: TFileSortField) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        const current = readSort(previous.get('sort'));
        const direction = previous.get('direction') === 'asc' ? 'asc' : 'desc';
        // ...except dates, which read best newest first.
        const fresh = field === 'createdAt' || field === 'updatedAt' ? 'desc' : 'asc';
        next.set('sort', field);
        next.set('direction', current === field ? (direction === 'asc' ? 'desc' : 'asc') : fresh);
        next.delete('page');
        return next;
      }),
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

  return { filter, applyFilters, resetFilters, sortBy, setPage };
}
