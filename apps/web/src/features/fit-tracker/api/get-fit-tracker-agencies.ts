import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFitTrackerAgencyList } from '@portal/shared/contracts/fit-tracker';
import { api } from '../../../lib/api-client';
import { fitTrackerKeys } from './query-keys';

/** The agencies the agency filter offers. */
export function getFitTrackerAgencies() {
  return api.get('/api/admin/fit-tracker/agencies', { schema: ZFitTrackerAgencyList });
}

export function useFitTrackerAgencies() {
  return useQuery(
    queryOptions({
      queryKey: fitTrackerKeys.agencies(),
      queryFn: getFitTrackerAgencies,
      staleTime: 60_000,
    }),
  );
}
