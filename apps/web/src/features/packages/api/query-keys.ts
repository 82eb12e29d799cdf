import type { TPackageFilter } from './get-packages';

export const packageKeys = {
  all: ['packages'] as const,
  list: (filter: TPackageFilter) => [...packageKeys.all, 'list', filter] as const,
  options: (search: string) => [...packageKeys.all, 'options', search] as const,
  detail: (id: number) => [...packageKeys.all, 'detail', id] as const,
  product: (id: number) => [...packageKeys.all, 'product', id] as const,
  productSearch: (search: string) => [...packageKeys.all, 'product-search', search] as const,
  locationProducts: (locationId: number) =>
    [...packageKeys.all, 'location-products', locationId] as const,
  agencies: () => [...packageKeys.all, 'agencies'] as const,
};

export const PACKAGES_PAGE_SIZE = 20;
