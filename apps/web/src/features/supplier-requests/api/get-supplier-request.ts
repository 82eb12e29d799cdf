import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierRequestView } from '@portal/shared/contracts/supplier-requests';
import { api } from '../../../lib/api-client';
import { supplierRequestKeys } from './query-keys';
import { requestBasePath, type TRequestSource } from './request-source';

export function getSupplierRequest(source: TRequestSource) {
  return api.get(requestBasePath(source), { schema: ZSupplierRequestView });
}

export function getSupplierRequestQueryOptions(source: TRequestSource) {
  return queryOptions({
    queryKey: supplierRequestKeys.detail(source),
    queryFn: () => getSupplierRequest(source),
    staleTime: 5_000,
  });
}

export function useSupplierRequest(source: TRequestSource) {
  return useQuery(getSupplierRequestQueryOptions(source));
}
