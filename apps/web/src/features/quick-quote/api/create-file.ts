import { useMutation } from '@tanstack/react-query';
import { ZFileView, type TCreateFileRequestInput } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';

/**
 * Saves the priced quote as a client file. The server prices the package again and leaves out
 * the services with no rate (they come back as the file's dropped lines).
 */
export function createFile(request: TCreateFileRequestInput) {
  return api.post('/api/app/files', request, { schema: ZFileView });
}

export function useCreateFile() {
  return useMutation({ mutationFn: createFile });
}
