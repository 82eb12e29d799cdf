import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFileView, type TCreateFileRequestInput } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { FILES_QUERY_ROOT } from '../../../lib/query-roots';

/**
 * Saves the priced quote as a client file. The server prices the package again and leaves out
 * the services with no rate (they come back as the file's dropped lines).
 */
export function createFile(request: TCreateFileRequestInput) {
  return api.post('/api/app/files', request, { schema: ZFileView });
}

/** The new quote is in My Files at once: every cached file list reads again. */
export function useCreateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_QUERY_ROOT }),
  });
}
