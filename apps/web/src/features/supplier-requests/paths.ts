import type { TSupplierRequestList } from '@portal/shared/contracts/supplier-requests';

/** Addresses of the supplier request screens (public link pages and the supplier app). */
export const supplierRequestPaths = {
  linkService: (token: string) => `/supplier/service/${encodeURIComponent(token)}`,
  linkSnapshot: (token: string) => `/supplier/service-snapshot/${encodeURIComponent(token)}`,
  linkReconfirm: (token: string) => `/supplier/reconfirm/${encodeURIComponent(token)}`,
  list: (list: TSupplierRequestList) =>
    list === 'current' ? '/supplier-app/requests' : `/supplier-app/${list}`,
  appService: (id: number) => `/supplier-app/service/${id}`,
} as const;
