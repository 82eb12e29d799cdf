import { downloadFile } from '../../../lib/download-file';
import { outboxQuery, type TOutboxFilter } from './get-outbox-messages';

/** The outbox with the current recipient filter and order as a CSV download (every page, no bodies). */
export function exportOutbox(filter: Omit<TOutboxFilter, 'page'>) {
  return downloadFile('/api/admin/outbox/export.csv', {
    query: outboxQuery(filter),
    fallbackName: 'outbox.csv',
  });
}
