import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAdminInvoiceList } from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { listSortQuery } from '../../../lib/use-list-sort';
import type { TListSort } from '../../../components/ui/sortable-th';

export const INVOICES_PAGE_SIZE = 20;

export interface TInvoiceFilter {
  page: number;
  /** '' for every invoice, `unpaid`, or a stored status. */
  status: string;
  order: TListSort;
}

export function getInvoices({ page, status, order }: TInvoiceFilter) {
  return api.get('/api/admin/invoices', {
    query: {
      status: status || undefined,
      ...listSortQuery(order),
      page,
      per_page: INVOICES_PAGE_SIZE,
    },
    schema: ZAdminInvoiceList,
  });
}

export function useInvoices(filter: TInvoiceFilter) {
  return useQuery({
    queryKey: ['invoices', 'list', filter],
    queryFn: () => getInvoices(filter),
    placeholderData: keepPreviousData,
  });
}
