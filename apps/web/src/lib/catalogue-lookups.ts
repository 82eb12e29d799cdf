import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocation, type TLocation } from '@portal/shared/contracts/catalogue';
import { ZSupplierListItem, type TSupplierListItem } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { useMemo } from 'react';
import { api } from './api-client';

/**
 * Itinerary locations and suppliers for the pickers of the back office's screens. An operator's
 * places and suppliers number in the tens to low hundreds, so every picker reads the whole list once
 * (page by page, 100 at a time, the list endpoints' maximum) and filters it in the browser.
 */

const ZLocationPage = zPaginated(ZLocation);
const ZSupplierPage = zPaginated(ZSupplierListItem);
const LOOKUP_PAGE_SIZE = 100;

export const allLocationsQueryKey = ['catalogue-lookups', 'locations'] as const;
export const allSuppliersQueryKey = ['catalogue-lookups', 'suppliers'] as const;

async function readEveryPage<TRow>(
  readPage: (page: number) => Promise<{
    data: TRow[];
    meta: { current_page: number; last_page: number };
  }>,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await readPage(page);
    rows.push(...result.data);
    if (result.meta.current_page >= result.meta.last_page || result.data.length === 0) break;
  }
  return rows;
}

export async function getAllLocations(): Promise<TLocation[]> {
  const locations = await readEveryPage((page) =>
    api.get('/api/admin/locations', {
      query: { page, per_page: LOOKUP_PAGE_SIZE },
      schema: ZLocationPage,
    }),
  );
  return locations.sort((a, b) => a.name.localeCompare(b.name));
}

export async function getAllSuppliers(): Promise<TSupplierListItem[]> {
  const suppliers = await readEveryPage((page) =>
    api.get('/api/admin/suppliers', {
      query: { page, per_page: LOOKUP_PAGE_SIZE },
      schema: ZSupplierPage,
    }),
  );
  return suppliers.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every supplier, by name; only for users who may see the catalogue (`isEnabled`). */
export function useAllSuppliers(isEnabled: boolean) {
  return useQuery({
    queryKey: allSuppliersQueryKey,
    queryFn: getAllSuppliers,
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function getAllLocationsQueryOptions() {
  return queryOptions({
    queryKey: allLocationsQueryKey,
    queryFn: getAllLocations,
    staleTime: 5 * 60_000,
  });
}

export interface TLocationOption {
  value: string;
  label: string;
}

export function locationLabel(location: Pick<TLocation, 'name' | 'region' | 'country'>): string {
  return `${location.name} (${location.region}, ${location.country})`;
}

/** Every location as select options ("Queenstown (Otago, NZ)"), and a lookup by id. */
export function useLocationOptions() {
  const query = useQuery(getAllLocationsQueryOptions());
  const locations = query.data;
  return useMemo(() => {
    const list = locations ?? [];
    return {
      options: list.map((location): TLocationOption => ({
        value: String(location.id),
        label: locationLabel(location),
      })),
      byId: new Map(list.map((location) => [location.id, location])),
      isLoading: query.isPending,
      error: query.error,
    };
  }, [locations, query.isPending, query.error]);
}
