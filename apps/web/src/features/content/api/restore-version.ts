import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContentEntity } from '@portal/shared/contracts/content';
import type { TContentKind } from '@portal/shared/domain/content-codes';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function restoreContentVersion(kind: TContentKind, entityId: number, versionId: number) {
  return api.post(
    `/api/admin/content/entities/${kind}/${entityId}/versions/${versionId}/restore`,
    undefined,
    { schema: ZContentEntity },
  );
}

/** Makes an earlier version current again (as a new version). */
export function useRestoreContentVersion(kind: TContentKind, entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => restoreContentVersion(kind, entityId, versionId),
    onSuccess: async (entity) => {
      queryClient.setQueryData(contentKeys.entity(kind, entityId), entity);
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
