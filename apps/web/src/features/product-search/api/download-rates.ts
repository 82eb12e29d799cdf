import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The agency's sell rates of its brand (GET /api/app/rates.csv); the server names the file. */
export function downloadRates() {
  return downloadFile('/api/app/rates.csv', { fallbackName: 'rates.csv' });
}

export function useDownloadRates() {
  return useMutation({ mutationFn: downloadRates });
}
