import { downloadFile } from '../../../lib/download-file';
import { labelQuery, type TLabelFilter } from './query-keys';

/** The labels with the current search as a CSV download (every page). */
export function exportLabels(filter: Omit<TLabelFilter, 'page'>) {
  return downloadFile('/api/admin/labels/export.csv', {
    query: labelQuery(filter),
    fallbackName: 'labels.csv',
  });
}
