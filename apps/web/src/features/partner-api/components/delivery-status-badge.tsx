import { Badge, type MantineColor } from '@mantine/core';
import type { TWebhookDeliveryStatus } from '@portal/shared/contracts/partner-api';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<TWebhookDeliveryStatus, MantineColor> = {
  // Mantine's orange keeps contrast in both colour schemes where yellow washes out.
  pending: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** A webhook delivery's state: waiting for (another) attempt, answered 2xx, or given up on. */
export function DeliveryStatusBadge({ status }: { status: TWebhookDeliveryStatus }) {
  const { t } = useTranslation('partner-api');
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-delivery-status={status}>
      {t(`deliveries.status.${status}`)}
    </Badge>
  );
}
