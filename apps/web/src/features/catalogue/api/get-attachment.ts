import { useQuery } from '@tanstack/react-query';
import { ZSupplierAttachment } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function getAttachment(id: number) {
  return api.get(`/api/admin/supplier-attachments/${id}`, { schema: ZSupplierAttachment });
}

/** One supplier document's details (not its bytes: those are downloaded). */
export function useAttachment(id: number) {
  return useQuery({
    queryKey: catalogueKeys.attachment(id),
    queryFn: () => getAttachment(id),
  });
}
