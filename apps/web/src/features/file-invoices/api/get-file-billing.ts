import { useQuery } from '@tanstack/react-query';
import { ZAdminFileBilling } from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';

export const fileBillingKeys = {
  all: ['file-billing'] as const,
  file: (reference: string) => [...fileBillingKeys.all, reference] as const,
};

export function getFileBilling(reference: string) {
  return api.get(`/api/admin/files/${encodeURIComponent(reference)}/billing`, {
    schema: ZAdminFileBilling,
  });
}

export function useFileBilling(reference: string) {
  return useQuery({
    queryKey: fileBillingKeys.file(reference),
    queryFn: () => getFileBilling(reference),
  });
}
