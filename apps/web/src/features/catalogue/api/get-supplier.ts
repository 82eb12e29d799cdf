import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierDetail } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function getSupplier(id: number) {
  return api.get(`/api/admin/suppliers/${id}`, { schema: ZSupplierDetail });
}

export function getSupplierQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.supplier(id),
    queryFn: () => getSupplier(id),
    staleTime: 5_000,
  });
}

/** A supplier with its products and attachments. */
export function useSupplier(id: number) {
  return useQuery(getSupplierQueryOptions(id));
}
