import { useMutation } from '@tanstack/react-query';
import type { TRatesExportQuery } from '@portal/shared/contracts/catalogue-api';
import { downloadFile } from '../../../lib/download-file';

export function exportRates(query: TRatesExportQuery & { fallbackName: string }) {
  const { fallbackName, ...filters } = query;
  return downloadFile('/api/admin/rates/export.csv', { query: filters, fallbackName });
}

export function useExportRates() {
  return useMutation({ mutationFn: exportRates });
}
