import type { TFitTrackerLack } from '@portal/shared/contracts/fit-tracker';

export interface TFitTrackerFilter {
  days: number;
  agency: number | undefined;
  lacking: TFitTrackerLack | undefined;
  includeComplete: boolean;
  page: number;
}

export const fitTrackerKeys = {
  all: ['fit-tracker'] as const,
  lists: () => [...fitTrackerKeys.all, 'list'] as const,
  list: (filter: TFitTrackerFilter) => [...fitTrackerKeys.lists(), filter] as const,
  agencies: () => [...fitTrackerKeys.all, 'agencies'] as const,
};

export const FIT_TRACKER_PAGE_SIZE = 20;

/** The filters as the list and its CSV export take them. */
export function trackerQuery(filter: Omit<TFitTrackerFilter, 'page'>) {
  return {
    days: filter.days,
    agency: filter.agency,
    lacking: filter.lacking,
    include_complete: filter.includeComplete ? 'true' : undefined,
  };
}
