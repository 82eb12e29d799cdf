import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedClientFile,
  type TUpdateGuestsRequestInput,
} from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { clientFileKeys, clientFilePath } from './query-keys';

export function useUpdateGuests(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateGuestsRequestInput) =>
      api.put(`/api/admin/client-files/${clientFilePath(reference)}/guests`, body, {
        schema: ZCreatedClientFile,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientFileKeys.file(reference) }),
  });
}
