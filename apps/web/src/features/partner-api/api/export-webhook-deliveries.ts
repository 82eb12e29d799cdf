import type { TWebhookDeliveryStatus } from '@portal/shared/contracts/partner-api';
import { downloadFile } from '../../../lib/download-file';

/** Every delivery of the back office's list, with its filters, as a CSV download (every page). */
export function exportWebhookDeliveries(filter: {
  status: TWebhookDeliveryStatus | null;
  agencyId: number | null;
}) {
  return downloadFile('/api/admin/webhook-deliveries/export.csv', {
    query: { status: filter.status ?? undefined, agencyId: filter.agencyId ?? undefined },
    fallbackName: 'webhook-deliveries.csv',
  });
}
