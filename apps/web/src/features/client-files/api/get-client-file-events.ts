import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAdminFileTimelineResponse } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { clientFileKeys, clientFilePath } from './query-keys';

export const TIMELINE_PAGE_SIZE = 20;

/** What happened to the file and the emails sent for it, newest first, as the back office reads it. */
export function getClientFileEvents(reference: string, page: number) {
  return api.get(`/api/admin/files/${clientFilePath(reference)}/events`, {
    query: { page, per_page: TIMELINE_PAGE_SIZE },
    schema: ZAdminFileTimelineResponse,
  });
}

/**
 * Keyed under the file itself, so every change that refreshes the file (a status move with its
 * note, a service's answer) refreshes its timeline too.
 */
export function useClientFileEvents(reference: string, page: number) {
  return useQuery({
    queryKey: [...clientFileKeys.file(reference), 'events', page],
    queryFn: () => getClientFileEvents(reference, page),
    placeholderData: keepPreviousData,
  });
}
