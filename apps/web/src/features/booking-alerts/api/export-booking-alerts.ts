import { downloadFile } from '../../../lib/download-file';
import type { TBookingAlertFilter } from './query-keys';

/** The alerts with the current state and search as a CSV download (every page). */
export function exportBookingAlerts({ state, q }: Omit<TBookingAlertFilter, 'page'>) {
  return downloadFile('/api/admin/booking-alerts/export.csv', {
    query: { state, q: q.trim() || undefined },
    fallbackName: 'booking-alerts.csv',
  });
}
