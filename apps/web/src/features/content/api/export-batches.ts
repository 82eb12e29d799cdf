import { downloadFile } from '../../../lib/download-file';
import { listQuery } from './query-keys';

export function exportContentBatches(filter: { status: string }) {
  return downloadFile('/api/admin/content/batches/export.csv', {
    query: listQuery({ status: filter.status }),
    fallbackName: 'content-batches.csv',
  });
}
