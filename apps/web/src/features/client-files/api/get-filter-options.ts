import { useQuery } from '@tanstack/react-query';
import { ZClientFileFilterOptions } from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { clientFileKeys } from './query-keys';

export function getFilterOptions() {
  return api.get('/api/admin/client-files/filter-options', { schema: ZClientFileFilterOptions });
}

/** Agencies, agents and consultants to choose from; they change rarely. */
export function useFilterOptions() {
  return useQuery({
    queryKey: clientFileKeys.filterOptions(),
    queryFn: getFilterOptions,
    staleTime: 5 * 60_000,
  });
}
