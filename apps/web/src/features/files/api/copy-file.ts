import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFileView, type TCopyFileRequest } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { fileKeys, normaliseReference } from './query-keys';

/** A new quote with the same services; its related reference is the original's. */
export function copyFile(reference: string, body: TCopyFileRequest) {
  return api.post(
    `/api/app/files/${encodeURIComponent(normaliseReference(reference))}/copy`,
    body,
    {
      schema: ZFileView,
    },
  );
}

export function useCopyFile(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCopyFileRequest) => copyFile(reference, body),
    onSuccess: async (copy) => {
      queryClient.setQueryData(fileKeys.detail(copy.reference), copy);
      await queryClient.invalidateQueries({ queryKey: fileKeys.lists() });
    },
  });
}
