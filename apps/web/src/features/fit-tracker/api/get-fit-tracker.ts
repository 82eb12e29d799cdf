import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZFitTrackerListResponse } from '@portal/shared/contracts/fit-tracker';
import { api } from '../../../lib/api-client';
import {
  FIT_TRACKER_PAGE_SIZE,
  fitTrackerKeys,
  trackerQuery,
  type TFitTrackerFilter,
} from './query-keys';

/** Bookings travelling in the next `days` days and what each still lacks. */
export function getFitTracker(filter: TFitTrackerFilter) {
  return api.get('/api/admin/fit-tracker', {
    query: { ...trackerQuery(filter), page: filter.page, per_page: FIT_TRACKER_PAGE_SIZE },
    schema: ZFitTrackerListResponse,
  });
}

export function getFitTrackerQueryOptions(filter: TFitTrackerFilter) {
  return queryOptions({
    queryKey: fitTrackerKeys.list(filter),
    queryFn: () => getFitTracker(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useFitTracker(filter: TFitTrackerFilter) {
  return useQuery(getFitTrackerQueryOptions(filter));
}
