/** The itinerary editor's query keys, one file at a time. */
export const itineraryKeys = {
  all: ['itinerary-editor'] as const,
  dayHeaders: (reference: string) => [...itineraryKeys.all, 'day-headers', reference] as const,
  itinerary: (reference: string) => [...itineraryKeys.all, 'itinerary', reference] as const,
};
