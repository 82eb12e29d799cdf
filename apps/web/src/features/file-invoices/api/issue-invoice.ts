import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceView } from '@portal/shared/contracts/invoices';
import { api } from '../../../lib/api-client';
import { fileBillingKeys } from './get-file-billing';

export function issueInvoice(reference: string) {
  return api.post(`/api/admin/files/${encodeURIComponent(reference)}/invoices`, undefined, {
    schema: ZInvoiceView,
  });
}

export function useIssueInvoice(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issueInvoice(reference),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileBillingKeys.file(reference) }),
  });
}
