import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFileBilling,
  type TRecordRefundRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { fileBillingKeys } from './get-file-billing';

export function recordRefund(reference: string, body: TRecordRefundRequest) {
  return api.post(`/api/admin/files/${encodeURIComponent(reference)}/refunds`, body, {
    schema: ZAdminFileBilling,
  });
}

export function useRecordRefund(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordRefundRequest) => recordRefund(reference, body),
    onSuccess: (billing) => queryClient.setQueryData(fileBillingKeys.file(reference), billing),
  });
}
