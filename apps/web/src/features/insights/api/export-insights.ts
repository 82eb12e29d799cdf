import { useMutation } from '@tanstack/react-query';
import type { TQueryParams } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** The overview by month (one row per month and currency) as a CSV download. */
export function exportOverview(query: TQueryParams) {
  return downloadFile('/api/admin/insights/overview/export.csv', {
    query,
    fallbackName: 'activities-overview.csv',
  });
}

/** Every edited service matching the filters as a CSV download. */
export function exportEditedServices(query: TQueryParams) {
  return downloadFile('/api/admin/insights/edited-services/export.csv', {
    query,
    fallbackName: 'edited-services.csv',
  });
}

export function useExportOverview() {
  return useMutation({ mutationFn: exportOverview });
}

export function useExportEditedServices() {
  return useMutation({ mutationFn: exportEditedServices });
}
