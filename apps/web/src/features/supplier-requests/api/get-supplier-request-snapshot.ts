import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierRequestSnapshot } from '@portal/shared/contracts/supplier-requests';
import { api } from '../../../lib/api-client';
import { supplierRequestKeys } from './query-keys';
import { requestBasePath, type TRequestSource } from './request-source';

/** The request as it was sent, with everything that happened to it since. */
export function getSupplierRequestSnapshot(source: TRequestSource) {
  return api.get(`${requestBasePath(source)}/snapshot`, { schema: ZSupplierRequestSnapshot });
}

export function useSupplierRequestSnapshot(source: TRequestSource) {
  return useQuery(
    queryOptions({
      queryKey: supplierRequestKeys.snapshot(source),
      queryFn: () => getSupplierRequestSnapshot(source),
      staleTime: 5_000,
    }),
  );
}
