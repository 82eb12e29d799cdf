import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSupplierListItem } from '@portal/shared/contracts/catalogue-api';
import { ZFileChangeResponse } from '@portal/shared/contracts/files';
import type { TAddManualLineRequestInput } from '@portal/shared/contracts/files-admin';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { clientFileKeys, clientFilePath } from './query-keys';

const ZSupplierPage = zPaginated(ZSupplierListItem);

/** Active suppliers matching a code or name, for the manual service's supplier picker. */
export function useSupplierSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...clientFileKeys.all, 'suppliers', q] as const,
    queryFn: () =>
      api.get('/api/admin/suppliers', {
        query: { q: q || undefined, active: 'true', per_page: 50 },
        schema: ZSupplierPage,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddManualLine(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddManualLineRequestInput) =>
      api.post(`/api/admin/client-files/${clientFilePath(reference)}/manual-lines`, body, {
        schema: ZFileChangeResponse,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientFileKeys.file(reference) }),
        queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() }),
      ]),
  });
}
