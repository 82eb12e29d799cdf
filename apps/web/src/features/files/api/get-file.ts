import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFileView } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { fileKeys, normaliseReference } from './query-keys';

export function getFile(reference: string) {
  return api.get(`/api/app/files/${encodeURIComponent(normaliseReference(reference))}`, {
    schema: ZFileView,
  });
}

export function getFileQueryOptions(reference: string) {
  return queryOptions({
    queryKey: fileKeys.detail(reference),
    queryFn: () => getFile(reference),
    staleTime: 5_000,
  });
}

export function useFile(reference: string) {
  return useQuery(getFileQueryOptions(reference));
}
