import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPackage } from '@portal/shared/contracts/catalogue';
import { api } from '../../../lib/api-client';
import { quickQuoteKeys } from './query-keys';

/** A published package of the agent's market, with its days and services. */
export function getPackage(id: number) {
  return api.get(`/api/app/packages/${id}`, { schema: ZPackage });
}

export function getPackageQueryOptions(id: number) {
  return queryOptions({
    queryKey: quickQuoteKeys.package(id),
    queryFn: () => getPackage(id),
    staleTime: 5 * 60_000,
  });
}

export function usePackage(id: number | null) {
  return useQuery({ ...getPackageQueryOptions(id ?? 0), enabled: id !== null });
}
