import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedClientFile,
  type TCreateClientFileRequestInput,
} from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { clientFileKeys } from './query-keys';

export function createClientFile(body: TCreateClientFileRequestInput) {
  return api.post('/api/admin/client-files', body, { schema: ZCreatedClientFile });
}

export function useCreateClientFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() }),
  });
}
