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

/** The file's bytes as base64 without the data: prefix, as the upload contract wants them. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
