import type { TSupplierRequestListQuery } from '@portal/shared/contracts/supplier-requests';
import { sourceKey, type TRequestSource } from './request-source';

export const supplierRequestKeys = {
  all: ['supplier-requests'] as const,
  lists: () => [...supplierRequestKeys.all, 'list'] as const,
  list: (filter: TSupplierRequestListQuery) => [...supplierRequestKeys.lists(), filter] as const,
  details: () => [...supplierRequestKeys.all, 'detail'] as const,
  detail: (source: TRequestSource) =>
    [...supplierRequestKeys.details(), ...sourceKey(source)] as const,
  snapshot: (source: TRequestSource) =>
    [...supplierRequestKeys.all, 'snapshot', ...sourceKey(source)] as const,
};

export const SUPPLIER_REQUESTS_PAGE_SIZE = 20;
