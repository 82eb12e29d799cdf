import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZContentVersionList } from '@portal/shared/contracts/content';
import type {
  TContentField,
  TContentKind,
  TContentLanguage,
} from '@portal/shared/domain/content-codes';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export const VERSIONS_PAGE_SIZE = 10;

export function getContentVersions(
  kind: TContentKind,
  entityId: number,
  field: TContentField,
  language: TContentLanguage,
  page: number,
) {
  return api.get(`/api/admin/content/entities/${kind}/${entityId}/versions`, {
    query: { field, language, page, per_page: VERSIONS_PAGE_SIZE },
    schema: ZContentVersionList,
  });
}

export function useContentVersions(
  kind: TContentKind,
  entityId: number,
  field: TContentField,
  language: TContentLanguage,
  page: number,
) {
  return useQuery({
    queryKey: [...contentKeys.versions(kind, entityId, language), field, page],
    queryFn: () => getContentVersions(kind, entityId, field, language, page),
    placeholderData: keepPreviousData,
  });
}
