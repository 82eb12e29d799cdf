import { csvText, toCsv } from '../../lib/csv';
import { presentAdminDelivery } from './webhooks.presenter';
import type { TDeliveryListRow } from './webhooks.repository';

/** The back office's deliveries export: one row per delivery, as its list shows it. */
export function toDeliveriesCsv(rows: readonly TDeliveryListRow[]): string {
  return toCsv(
    [
      'Created',
      'Event',
      'Event id',
      'Agency',
      'Endpoint',
      'Status',
      'Attempts',
      'Last answer',
      'Next attempt',
      'Delivered',
    ],
    rows.map((row) => {
      const delivery = presentAdminDelivery(row);
      return [
        delivery.createdAt,
        delivery.eventType,
        csvText(delivery.eventId),
        csvText(delivery.agencyName ?? 'Operator'),
        csvText(delivery.endpointUrl),
        delivery.status,
        String(delivery.attempts),
        delivery.lastResponseStatus === null ? '' : String(delivery.lastResponseStatus),
        delivery.nextAttemptAt ?? '',
        delivery.deliveredAt ?? '',
      ];
    }),
  );
}
