import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContentEntity, type TSaveContentTextInput } from '@portal/shared/contracts/content';
import type { TContentKind } from '@portal/shared/domain/content-codes';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function saveContentText(kind: TContentKind, entityId: number, body: TSaveContentTextInput) {
  return api.put(`/api/admin/content/entities/${kind}/${entityId}/texts`, body, {
    schema: ZContentEntity,
  });
}

/** Saves one language as a new version; the entity, its history and the ranking reload. */
export function useSaveContentText(kind: TContentKind, entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveContentTextInput) => saveContentText(kind, entityId, body),
    onSuccess: async (entity) => {
      queryClient.setQueryData(contentKeys.entity(kind, entityId), entity);
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
