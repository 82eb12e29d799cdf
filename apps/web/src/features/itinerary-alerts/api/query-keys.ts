/** Query keys of itinerary alerts: a save invalidates the lists and the one alert it changed. */
export const itineraryAlertKeys = {
  all: ['itinerary-alerts'] as const,
  lists: () => [...itineraryAlertKeys.all, 'list'] as const,
  list: (filter: object) => [...itineraryAlertKeys.lists(), filter] as const,
  detail: (id: number) => [...itineraryAlertKeys.all, 'detail', id] as const,
};

export const ITINERARY_ALERTS_PAGE_SIZE = 20;

export interface TItineraryAlertFilter {
  page: number;
  /** '' (all), 'true' or 'false'. */
  active: '' | 'true' | 'false';
  /** A location id, or '' for any. */
  locationId: string;
  /** Alerts in force on this ISO date, or ''. */
  date: string;
  q: string;
}

/** The filters as the list and CSV endpoints read them. */
export function itineraryAlertQuery(filter: Omit<TItineraryAlertFilter, 'page'>) {
  return {
    active: filter.active || undefined,
    locationId: filter.locationId || undefined,
    date: filter.date || undefined,
    q: filter.q.trim() || undefined,
  };
}
