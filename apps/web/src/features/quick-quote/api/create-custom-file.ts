import { useMutation } from '@tanstack/react-query';
import { ZFileView, type TCreateCustomFileRequestInput } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';

/** A quote from scratch: the trip's days and rooms, no services yet (added on customise). */
export function createCustomFile(request: TCreateCustomFileRequestInput) {
  return api.post('/api/app/files/custom', request, { schema: ZFileView });
}

export function useCreateCustomFile() {
  return useMutation({ mutationFn: createCustomFile });
}
