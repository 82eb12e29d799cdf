import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierUser } from '@portal/shared/contracts/supplier-users';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { SUPPLIER_USERS_PAGE_SIZE, supplierUserKeys } from './query-keys';

const ZSupplierUserPage = zPaginated(ZSupplierUser);

export interface TSupplierUserFilter {
  page: number;
  /** Part of a name, email or username. */
  q: string;
}

export function getSupplierUsers({ page, q }: TSupplierUserFilter) {
  return api.get('/api/supplier/users', {
    query: { page, per_page: SUPPLIER_USERS_PAGE_SIZE, q: q.trim() || undefined },
    schema: ZSupplierUserPage,
  });
}

export function getSupplierUsersQueryOptions(filter: TSupplierUserFilter) {
  return queryOptions({
    queryKey: supplierUserKeys.list(filter),
    queryFn: () => getSupplierUsers(filter),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSupplierUsers(filter: TSupplierUserFilter) {
  return useQuery(getSupplierUsersQueryOptions(filter));
}
