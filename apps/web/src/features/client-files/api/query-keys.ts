/** Query keys of the back office's client files. */
export const clientFileKeys = {
  all: ['client-files'] as const,
  lists: () => [...clientFileKeys.all, 'list'] as const,
  list: (query: Record<string, string>) => [...clientFileKeys.lists(), query] as const,
  filterOptions: () => [...clientFileKeys.all, 'filter-options'] as const,
  savedViews: (screen: string) => [...clientFileKeys.all, 'saved-views', screen] as const,
  file: (reference: string) => [...clientFileKeys.all, 'file', reference.toUpperCase()] as const,
  backOffice: (reference: string) =>
    [...clientFileKeys.all, 'back-office', reference.toUpperCase()] as const,
};

export const CLIENT_FILES_PAGE_SIZE = 20;

/** The list's filters, as the address and the API both name them. */
export const CLIENT_FILE_FILTERS = [
  'reference',
  'agencyId',
  'agentId',
  'consultantId',
  'labelId',
  'status',
  'brandId',
  'travelDateFrom',
  'travelDateTo',
  /** 'true': only bookings waiting for their deposit or a credit approval. */
  'creditHeld',
] as const;
export type TClientFileFilterName = (typeof CLIENT_FILE_FILTERS)[number];
export type TClientFileFilterValues = Record<TClientFileFilterName, string>;
export const NO_CLIENT_FILE_FILTERS = Object.fromEntries(
  CLIENT_FILE_FILTERS.map((name) => [name, '']),
) as TClientFileFilterValues;

/** Only the filters that are set. */
export function activeFilters(filters: TClientFileFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

export function clientFilePath(reference: string): string {
  return encodeURIComponent(reference.trim().toUpperCase());
}
