import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierListItem } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { CATALOGUE_PAGE_SIZE, catalogueKeys } from './query-keys';

const ZSupplierPage = zPaginated(ZSupplierListItem);

export interface TSupplierFilter {
  page: number;
  /** Part of a code or name. */
  q: string;
  active: '' | 'true' | 'false';
  locationId: string;
  /** The column sorted by ('' or none: by name) and which way. */
  sort?: string;
  dir?: 'asc' | 'desc';
}

export function getSuppliers({ page, q, active, locationId, sort, dir }: TSupplierFilter) {
  return api.get('/api/admin/suppliers', {
    query: {
      page,
      per_page: CATALOGUE_PAGE_SIZE,
      q: q.trim() || undefined,
      active: active || undefined,
      locationId: locationId || undefined,
      sort: sort || undefined,
      dir: sort ? dir : undefined,
    },
    schema: ZSupplierPage,
  });
}

export function getSuppliersQueryOptions(filter: TSupplierFilter) {
  return queryOptions({
    queryKey: catalogueKeys.supplierList(filter),
    queryFn: () => getSuppliers(filter),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSuppliers(filter: TSupplierFilter) {
  return useQuery(getSuppliersQueryOptions(filter));
}
