import { downloadFile } from '../../../lib/download-file';

export function personalDataPath(reference: string): string {
  return `/api/admin/client-files/${encodeURIComponent(reference.trim().toUpperCase())}/personal-data`;
}

/** Everything held about the file's travellers, as the JSON file the server names. */
export function exportPersonalData(reference: string) {
  return downloadFile(personalDataPath(reference), {
    fallbackName: `personal-data-${reference}.json`,
  });
}
