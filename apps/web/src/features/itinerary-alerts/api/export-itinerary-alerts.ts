import { downloadFile } from '../../../lib/download-file';
import { itineraryAlertQuery, type TItineraryAlertFilter } from './query-keys';

/** The alerts with the current filters as a CSV download (every page). */
export function exportItineraryAlerts(filter: Omit<TItineraryAlertFilter, 'page'>) {
  return downloadFile('/api/admin/itinerary-alerts/export.csv', {
    query: itineraryAlertQuery(filter),
    fallbackName: 'itinerary-alerts.csv',
  });
}
