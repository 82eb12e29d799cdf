import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupplierAttachment } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function deleteAttachment(attachment: Pick<TSupplierAttachment, 'id' | 'supplierId'>) {
  return api.delete<void>(`/api/admin/supplier-attachments/${attachment.id}`);
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: (_result, attachment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.supplier(attachment.supplierId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.attachments() }),
      ]),
  });
}
