import { downloadFile } from '../../../lib/download-file';

/** Every notice sent, newest first, as a CSV download. */
export function exportNotices() {
  return downloadFile('/api/admin/notices/export.csv', { fallbackName: 'notices.csv' });
}
