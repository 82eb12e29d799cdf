import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZFileChangeResponse,
  ZFileListResponse,
  ZFileView,
  type TAddServiceLineRequestInput,
} from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { FILES_QUERY_ROOT } from '../../../lib/query-roots';

/** The agency's quotes a service can be added to, most recently changed first. */
export function useOpenQuotes(enabled: boolean) {
  return useQuery({
    queryKey: ['product-search', 'open-quotes'],
    queryFn: () =>
      api.get('/api/app/files', {
        query: { status: 'Quote', sort: 'updatedAt', direction: 'desc', per_page: 100 },
        schema: ZFileListResponse,
      }),
    enabled,
  });
}

/** The chosen quote, for its days. */
export function useQuote(reference: string | null) {
  return useQuery({
    queryKey: ['product-search', 'quote', reference],
    queryFn: () =>
      api.get(`/api/app/files/${encodeURIComponent(reference ?? '')}`, { schema: ZFileView }),
    enabled: reference !== null,
  });
}

/**
 * Adds the service to a day of the quote, priced like any added service (POST lines); My Files
 * and the quote's own screens read it again with its new line and total.
 */
export function useAddToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: TAddServiceLineRequestInput }) =>
      api.post(`/api/app/files/${encodeURIComponent(reference)}/lines`, body, {
        schema: ZFileChangeResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_QUERY_ROOT }),
  });
}
