import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZFileChangeResponse,
  ZFileView,
  type TAddServiceLineRequestInput,
  type TClientMarkupRequest,
  type TFileChangeResponse,
  type TReplaceServiceLineRequest,
  type TUpdateFileRequest,
} from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { storeChangedFile } from './file-cache';
import { normaliseReference } from './query-keys';

/**
 * The changes the customise screen makes to a quote. Each one is saved at once (the server
 * freezes a new version) and answers the file after the change with what changed.
 */

function filePath(reference: string): string {
  return `/api/app/files/${encodeURIComponent(normaliseReference(reference))}`;
}

export function updateFile(reference: string, body: TUpdateFileRequest) {
  return api.patch(filePath(reference), body, { schema: ZFileChangeResponse });
}

export function addServiceLine(reference: string, body: TAddServiceLineRequestInput) {
  return api.post(`${filePath(reference)}/lines`, body, { schema: ZFileChangeResponse });
}

export function removeServiceLine(reference: string, lineId: number) {
  return api.delete(`${filePath(reference)}/lines/${lineId}`, { schema: ZFileChangeResponse });
}

export function replaceServiceLine(
  reference: string,
  lineId: number,
  body: TReplaceServiceLineRequest,
) {
  return api.put(`${filePath(reference)}/lines/${lineId}/replace`, body, {
    schema: ZFileChangeResponse,
  });
}

/** With `dryRun` nothing is saved: the answer shows what a reprice would change. */
export function repriceFile(reference: string, { dryRun }: { dryRun: boolean }) {
  return api.post(`${filePath(reference)}/reprice`, undefined, {
    query: { dryRun: dryRun ? 'true' : undefined },
    schema: ZFileChangeResponse,
  });
}

export function restoreVersion(reference: string, version: number) {
  return api.post(`${filePath(reference)}/versions/${version}/restore`, undefined, {
    schema: ZFileChangeResponse,
  });
}

export type TFileChange =
  | { kind: 'update'; body: TUpdateFileRequest }
  | { kind: 'add-line'; body: TAddServiceLineRequestInput }
  | { kind: 'remove-line'; lineId: number }
  | { kind: 'replace-line'; lineId: number; body: TReplaceServiceLineRequest }
  | { kind: 'reprice'; dryRun: boolean }
  | { kind: 'restore'; version: number };

export function changeFile(reference: string, change: TFileChange): Promise<TFileChangeResponse> {
  switch (change.kind) {
    case 'update':
      return updateFile(reference, change.body);
    case 'add-line':
      return addServiceLine(reference, change.body);
    case 'remove-line':
      return removeServiceLine(reference, change.lineId);
    case 'replace-line':
      return replaceServiceLine(reference, change.lineId, change.body);
    case 'reprice':
      return repriceFile(reference, { dryRun: change.dryRun });
    case 'restore':
      return restoreVersion(reference, change.version);
  }
}

/** One mutation for every change; a saved change (not a dry run) refreshes the cached file. */
export function useChangeFile(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TFileChange) => changeFile(reference, change),
    onSuccess: async (response) => {
      if (!response.dryRun) await storeChangedFile(queryClient, response.file);
    },
  });
}

/**
 * A net agency's markup for the file's client (docs/pricing.md, "Two prices"); the server answers
 * the file with its client prices.
 */
export function useSetClientMarkup(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClientMarkupRequest) =>
      api.put(`${filePath(reference)}/client-markup`, body, { schema: ZFileView }),
    onSuccess: (file) => storeChangedFile(queryClient, file),
  });
}
