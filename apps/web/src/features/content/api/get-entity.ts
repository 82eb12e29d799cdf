import { useQuery } from '@tanstack/react-query';
import { ZContentEntity } from '@portal/shared/contracts/content';
import type { TContentKind } from '@portal/shared/domain/content-codes';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function getContentEntity(kind: TContentKind, entityId: number) {
  return api.get(`/api/admin/content/entities/${kind}/${entityId}`, { schema: ZContentEntity });
}

export function useContentEntity(kind: TContentKind, entityId: number) {
  return useQuery({
    queryKey: contentKeys.entity(kind, entityId),
    queryFn: () => getContentEntity(kind, entityId),
  });
}
