/** The insights screen's filters, as the address keeps them (empty strings when not set). */
export const INSIGHTS_FILTERS = [
  'tab',
  'from',
  'to',
  'brand_id',
  'agency_id',
  'consultant_id',
  'service_type',
  'supplier_id',
  'change',
] as const;
export type TInsightsFilterName = (typeof INSIGHTS_FILTERS)[number];
export type TInsightsFilters = Record<TInsightsFilterName, string>;

export const EDITED_SERVICES_PAGE_SIZE = 25;

export const insightsKeys = {
  all: ['insights'] as const,
  options: () => [...insightsKeys.all, 'options'] as const,
  overview: (query: object) => [...insightsKeys.all, 'overview', query] as const,
  editedServices: (query: object) => [...insightsKeys.all, 'edited-services', query] as const,
  editedSummary: (query: object) => [...insightsKeys.all, 'edited-summary', query] as const,
};

function pick(filters: TInsightsFilters, names: readonly TInsightsFilterName[]) {
  return Object.fromEntries(names.map((name) => [name, filters[name].trim() || undefined]));
}

/** What the overview endpoints read from the filters. */
export function overviewQuery(filters: TInsightsFilters) {
  return pick(filters, ['from', 'to', 'brand_id', 'agency_id']);
}

/** What the edited-services endpoints read from the filters. */
export function editedServicesQuery(filters: TInsightsFilters) {
  return pick(filters, [
    'from',
    'to',
    'brand_id',
    'consultant_id',
    'service_type',
    'supplier_id',
    'change',
  ]);
}
