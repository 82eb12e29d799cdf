import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import {
  ZSupplierRequestListItem,
  type TSupplierRequestListQuery,
} from '@portal/shared/contracts/supplier-requests';
import { api } from '../../../lib/api-client';
import { supplierRequestKeys } from './query-keys';

const ZSupplierRequestPage = zPaginated(ZSupplierRequestListItem);

/** One of the supplier app's lists: Current Requests, Confirmed Bookings, Cancelled Bookings. */
export function getSupplierRequests(filter: TSupplierRequestListQuery) {
  return api.get('/api/supplier/requests', {
    query: { ...filter },
    schema: ZSupplierRequestPage,
  });
}

export function getSupplierRequestsQueryOptions(filter: TSupplierRequestListQuery) {
  return queryOptions({
    queryKey: supplierRequestKeys.list(filter),
    queryFn: () => getSupplierRequests(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSupplierRequests(filter: TSupplierRequestListQuery) {
  return useQuery(getSupplierRequestsQueryOptions(filter));
}
