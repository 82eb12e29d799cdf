import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLabelListResponse, type TLabel } from '@portal/shared/contracts/labels';
import { api } from '../../../lib/api-client';
import { LABELS_PAGE_SIZE, labelKeys, labelQuery, type TLabelFilter } from './query-keys';

export function getLabels(filter: TLabelFilter) {
  return api.get('/api/admin/labels', {
    query: { page: filter.page, per_page: LABELS_PAGE_SIZE, ...labelQuery(filter) },
    schema: ZLabelListResponse,
  });
}

export function getLabelsQueryOptions(filter: TLabelFilter) {
  return queryOptions({
    queryKey: labelKeys.list(filter),
    queryFn: () => getLabels(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useLabels(filter: TLabelFilter) {
  return useQuery(getLabelsQueryOptions(filter));
}

/** Every label (a few dozen at most), read 100 at a time, for the file's label picker. */
export async function getAllLabels(): Promise<TLabel[]> {
  const labels: TLabel[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.get('/api/admin/labels', {
      query: { page, per_page: 100 },
      schema: ZLabelListResponse,
    });
    labels.push(...result.data);
    if (result.meta.current_page >= result.meta.last_page || result.data.length === 0) break;
  }
  return labels;
}

export function useAllLabels() {
  return useQuery({ queryKey: labelKeys.options(), queryFn: getAllLabels, staleTime: 60_000 });
}
