import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProductListItem } from '@portal/shared/contracts/catalogue-api';
import {
  ZFileChangeResponse,
  type TAddServiceLineRequestInput,
} from '@portal/shared/contracts/files';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { clientFileKeys, clientFilePath } from './query-keys';

const ZProductPage = zPaginated(ZProductListItem);

/** Active catalogue products matching a code or name, for the add-service picker. */
export function useProductSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...clientFileKeys.all, 'products', q] as const,
    queryFn: () =>
      api.get('/api/admin/products', {
        query: { q: q || undefined, active: 'true', per_page: 50 },
        schema: ZProductPage,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddCatalogueLine(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddServiceLineRequestInput) =>
      api.post(`/api/admin/client-files/${clientFilePath(reference)}/lines`, body, {
        schema: ZFileChangeResponse,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientFileKeys.file(reference) }),
        queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() }),
      ]),
  });
}
