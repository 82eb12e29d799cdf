import { useQuery } from '@tanstack/react-query';
import { ZAdminFileView } from '@portal/shared/contracts/files';
import { ZClientFileBackOffice } from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { clientFileKeys, clientFilePath } from './query-keys';

/** The whole file as the back office sees it (with supplier cost and margin). */
export function getClientFile(reference: string) {
  return api.get(`/api/admin/files/${clientFilePath(reference)}`, { schema: ZAdminFileView });
}

export function useClientFile(reference: string) {
  return useQuery({
    queryKey: clientFileKeys.file(reference),
    queryFn: () => getClientFile(reference),
  });
}

export function getBackOffice(reference: string) {
  return api.get(`/api/admin/client-files/${clientFilePath(reference)}/back-office`, {
    schema: ZClientFileBackOffice,
  });
}

export function useBackOffice(reference: string) {
  return useQuery({
    queryKey: clientFileKeys.backOffice(reference),
    queryFn: () => getBackOffice(reference),
  });
}
