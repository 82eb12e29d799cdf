import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** A remittance advice, rendered by the server when downloaded. */
export function downloadRemittance(remittance: {
  paymentRunId: number;
  remittanceId: number;
  fallbackName: string;
}) {
  return downloadFile(
    `/api/admin/finance/payment-runs/${remittance.paymentRunId}/remittances/${remittance.remittanceId}/pdf`,
    { fallbackName: remittance.fallbackName },
  );
}

export function useDownloadRemittance() {
  return useMutation({ mutationFn: downloadRemittance });
}
