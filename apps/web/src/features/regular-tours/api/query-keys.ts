/** Query keys of scheduled tours: a save invalidates everything under `all` of its side. */
export const tourKeys = {
  all: ['regular-tours'] as const,
  options: () => [...tourKeys.all, 'options'] as const,
  categories: () => [...tourKeys.all, 'categories'] as const,
  categoryList: (filter: object) => [...tourKeys.categories(), 'list', filter] as const,
  category: (id: number) => [...tourKeys.categories(), id] as const,
  tours: () => [...tourKeys.all, 'tours'] as const,
  tourList: (filter: object) => [...tourKeys.tours(), 'list', filter] as const,
  tour: (id: number) => [...tourKeys.tours(), id] as const,
  seasons: (tourId: number) => [...tourKeys.all, 'seasons', tourId] as const,
  departures: () => [...tourKeys.all, 'departures'] as const,
  departureList: (tourId: number, filter: object) =>
    [...tourKeys.departures(), tourId, filter] as const,
  departureBookings: (id: number) => [...tourKeys.departures(), 'bookings', id] as const,
  yield: (filter: object) => [...tourKeys.all, 'yield', filter] as const,
};

/** The agents' side: a booking refreshes every tour and departure they see. */
export const agentTourKeys = {
  all: ['agent-tours'] as const,
  list: (filter: object) => [...agentTourKeys.all, 'list', filter] as const,
  categories: () => [...agentTourKeys.all, 'categories'] as const,
  tour: (id: number) => [...agentTourKeys.all, 'tour', id] as const,
  price: (departureId: number, rooms: object) =>
    [...agentTourKeys.all, 'price', departureId, rooms] as const,
  bookings: () => [...agentTourKeys.all, 'target-bookings'] as const,
};

export const TOURS_PAGE_SIZE = 20;
export const DEPARTURES_PAGE_SIZE = 20;
export const YIELD_PAGE_SIZE = 25;
export const AGENT_TOURS_PAGE_SIZE = 10;

/** Query parameters without empty filters. */
export function compactQuery<T extends Record<string, string | number | boolean | undefined>>(
  query: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
