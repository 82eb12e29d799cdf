import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZSupplierInvoiceList,
  type TSupplierInvoiceListItem,
} from '@portal/shared/contracts/payables';
import { SUPPLIER_INVOICE_STATUSES } from '@portal/shared/domain/payables';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { brandIdOf, idOf, PAYABLES_PAGE_SIZE, payablesKeys } from './query-keys';

export const SUPPLIER_INVOICE_FILTERS = ['brandId', 'supplierId', 'status', 'unmatched'] as const;
export type TSupplierInvoiceFilter = Record<(typeof SUPPLIER_INVOICE_FILTERS)[number], string>;

export function readInvoiceStatus(value: string): TSupplierInvoiceListItem['status'] | undefined {
  return SUPPLIER_INVOICE_STATUSES.find((status) => status === value);
}

function filterQuery(filter: TSupplierInvoiceFilter) {
  return {
    brandId: brandIdOf(filter.brandId),
    supplierId: idOf(filter.supplierId),
    status: readInvoiceStatus(filter.status),
    unmatchedOnly: filter.unmatched === 'true' ? 'true' : undefined,
  };
}

export function getSupplierInvoices(filter: TSupplierInvoiceFilter, page: number) {
  return api.get('/api/admin/finance/supplier-invoices', {
    query: { ...filterQuery(filter), page, per_page: PAYABLES_PAGE_SIZE },
    schema: ZSupplierInvoiceList,
  });
}

export function useSupplierInvoices(filter: TSupplierInvoiceFilter, page: number) {
  return useQuery({
    queryKey: payablesKeys.supplierInvoices({ ...filter, page }),
    queryFn: () => getSupplierInvoices(filter, page),
    placeholderData: keepPreviousData,
  });
}

export function downloadSupplierInvoicesCsv(filter: TSupplierInvoiceFilter) {
  return downloadFile('/api/admin/finance/supplier-invoices/export.csv', {
    query: filterQuery(filter),
    fallbackName: 'supplier-invoices.csv',
  });
}
