import type { TPackageSearch } from './get-packages';

export const quickQuoteKeys = {
  all: ['quick-quote'] as const,
  startLocations: () => [...quickQuoteKeys.all, 'start-locations'] as const,
  packages: (search: TPackageSearch) => [...quickQuoteKeys.all, 'packages', search] as const,
  tariffs: () => [...quickQuoteKeys.all, 'tariffs'] as const,
  package: (id: number) => [...quickQuoteKeys.all, 'package', id] as const,
};

/** Matching packages per page: a search rarely matches more than a screenful. */
export const PACKAGES_PAGE_SIZE = 12;
