import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocation, type TLocation } from '@portal/shared/contracts/catalogue';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { useMemo } from 'react';
import { api } from './api-client';

/**
 * Itinerary locations for the pickers of the catalogue and package screens. An operator's places
 * number in the tens to low hundreds, so every picker reads the whole list once (page by page, 100
 * at a time, the list endpoint's maximum) and filters it in the browser.
 */

const ZLocationPage = zPaginated(ZLocation);
const LOOKUP_PAGE_SIZE = 100;

export const allLocationsQueryKey = ['catalogue-lookups', 'locations'] as const;

export async function getAllLocations(): Promise<TLocation[]> {
  const locations: TLocation[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.get('/api/admin/locations', {
      query: { page, per_page: LOOKUP_PAGE_SIZE },
      schema: ZLocationPage,
    });
    locations.push(...result.data);
    if (result.meta.current_page >= result.meta.last_page || result.data.length === 0) break;
  }
  return locations.sort((a, b) => a.name.localeCompare(b.name));
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
