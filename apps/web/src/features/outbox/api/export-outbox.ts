import { downloadFile } from '../../../lib/download-file';
import type { TOutboxFilter } from './get-outbox-messages';

/** The outbox with the current recipient filter as a CSV download (every page, no bodies). */
export function exportOutbox({ to }: Omit<TOutboxFilter, 'page'>) {
  return downloadFile('/api/admin/outbox/export.csv', {
    query: { to: to.trim() || undefined },
    fallbackName: 'outbox.csv',
  });
}
