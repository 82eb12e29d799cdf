import { downloadFile } from '../../../lib/download-file';
import { trackerQuery, type TFitTrackerFilter } from './query-keys';

/** The tracker with the current filters as a CSV download (every page). */
export function exportFitTracker(filter: Omit<TFitTrackerFilter, 'page'>) {
  return downloadFile('/api/admin/fit-tracker/export.csv', {
    query: trackerQuery(filter),
    fallbackName: 'fit-finalisation-tracker.csv',
  });
}
