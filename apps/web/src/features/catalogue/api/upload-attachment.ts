import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierAttachment,
  type ZUploadSupplierAttachmentRequest,
} from '@portal/shared/contracts/catalogue-api';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export type TUploadAttachmentBody = z.input<typeof ZUploadSupplierAttachmentRequest>;

export function uploadAttachment(body: TUploadAttachmentBody) {
  return api.post('/api/admin/supplier-attachments', body, { schema: ZSupplierAttachment });
}

export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: (attachment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.supplier(attachment.supplierId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.attachments() }),
      ]),
  });
}
