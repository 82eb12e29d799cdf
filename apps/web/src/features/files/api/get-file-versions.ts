import { useQuery } from '@tanstack/react-query';
import { ZFileVersionDiff, ZFileVersionList } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { fileKeys, normaliseReference } from './query-keys';

export function getFileVersions(reference: string) {
  return api.get(`/api/app/files/${encodeURIComponent(normaliseReference(reference))}/versions`, {
    schema: ZFileVersionList,
  });
}

export function useFileVersions(reference: string) {
  return useQuery({
    queryKey: fileKeys.versions(reference),
    queryFn: () => getFileVersions(reference),
  });
}

export function getVersionDiff(reference: string, from: number, to: number) {
  return api.get(
    `/api/app/files/${encodeURIComponent(normaliseReference(reference))}/versions/diff`,
    { query: { from, to }, schema: ZFileVersionDiff },
  );
}

/** The differences between two versions; nothing is asked until both are chosen. */
export function useVersionDiff(reference: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: fileKeys.versionDiff(reference, from ?? 0, to ?? 0),
    queryFn: () => getVersionDiff(reference, from ?? 0, to ?? 0),
    enabled: from !== null && to !== null && from !== to,
    staleTime: Infinity,
  });
}
