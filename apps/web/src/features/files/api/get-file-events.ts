import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZFileEventListResponse } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { fileKeys, normaliseReference } from './query-keys';

export const EVENTS_PAGE_SIZE = 20;

/** Who did what to the file, newest first. */
export function getFileEvents(reference: string, page: number) {
  return api.get(`/api/app/files/${encodeURIComponent(normaliseReference(reference))}/events`, {
    query: { page, per_page: EVENTS_PAGE_SIZE },
    schema: ZFileEventListResponse,
  });
}

export function useFileEvents(reference: string, page: number) {
  return useQuery({
    queryKey: [...fileKeys.events(reference), page],
    queryFn: () => getFileEvents(reference, page),
    placeholderData: keepPreviousData,
  });
}
