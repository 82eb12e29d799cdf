import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFileLabels } from '@portal/shared/contracts/labels';
import { api } from '../../../lib/api-client';
import { labelKeys } from './query-keys';

export function getFileLabels(reference: string) {
  return api.get(`/api/admin/files/${encodeURIComponent(reference)}/labels`, {
    schema: ZFileLabels,
  });
}

export function useFileLabels(reference: string) {
  return useQuery({
    queryKey: labelKeys.file(reference),
    queryFn: () => getFileLabels(reference),
  });
}

export function setFileLabels(reference: string, labelIds: number[]) {
  return api.put(
    `/api/admin/files/${encodeURIComponent(reference)}/labels`,
    { labelIds },
    { schema: ZFileLabels },
  );
}

/** Replaces the labels of a file; its labels and the labels' file counts reload. */
export function useSetFileLabels(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labelIds: number[]) => setFileLabels(reference, labelIds),
    onSuccess: async (result) => {
      queryClient.setQueryData(labelKeys.file(reference), result);
      await queryClient.invalidateQueries({ queryKey: labelKeys.lists() });
    },
  });
}
