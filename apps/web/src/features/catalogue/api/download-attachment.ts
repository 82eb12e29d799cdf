import { useMutation } from '@tanstack/react-query';
import type { TSupplierAttachment } from '@portal/shared/contracts/catalogue-api';
import { downloadFile } from '../../../lib/download-file';

export function downloadAttachment(attachment: Pick<TSupplierAttachment, 'id' | 'fileName'>) {
  return downloadFile(`/api/admin/supplier-attachments/${attachment.id}/download`, {
    fallbackName: attachment.fileName,
  });
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
