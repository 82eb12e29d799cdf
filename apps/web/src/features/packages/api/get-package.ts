import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPackage } from '@portal/shared/contracts/catalogue';
import { api } from '../../../lib/api-client';
import { packageKeys } from './query-keys';

export function getPackage(id: number) {
  return api.get(`/api/admin/packages/${id}`, { schema: ZPackage });
}

export function getPackageQueryOptions(id: number) {
  return queryOptions({ queryKey: packageKeys.detail(id), queryFn: () => getPackage(id) });
}

/** A package with its days, accommodation and services. */
export function usePackage(id: number | null) {
  return useQuery({ ...getPackageQueryOptions(id ?? 0), enabled: id !== null });
}
