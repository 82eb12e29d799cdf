import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZFileYield } from '@portal/shared/contracts/yield';
import { api } from '../../../lib/api-client';

export const fileYieldKeys = {
  all: ['file-yield'] as const,
  file: (reference: string, compare: number | null) =>
    [...fileYieldKeys.all, reference, compare] as const,
};

export function getFileYield(reference: string, compare: number | null) {
  return api.get(`/api/admin/files/${encodeURIComponent(reference)}/yield`, {
    query: { compare: compare ?? undefined },
    schema: ZFileYield,
  });
}

export function useFileYield(reference: string, compare: number | null) {
  return useQuery({
    queryKey: fileYieldKeys.file(reference, compare),
    queryFn: () => getFileYield(reference, compare),
    placeholderData: keepPreviousData,
  });
}
