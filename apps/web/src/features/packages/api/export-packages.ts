import { downloadFile } from '../../../lib/download-file';
import { packageFilterQuery, type TPackageFilter } from './get-packages';

/** The packages with the list's current filters as a CSV download (every page). */
export function exportPackages(filter: Omit<TPackageFilter, 'page'>) {
  return downloadFile('/api/admin/packages/export.csv', {
    query: packageFilterQuery(filter),
    fallbackName: 'packages.csv',
  });
}
