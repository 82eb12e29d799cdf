import { notifications } from '@mantine/notifications';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import { useTranslation } from 'react-i18next';
import type { RealtimeConnection } from '../../../lib/realtime';
import { realtime } from '../../../lib/realtime';
import { useRealtimeEvent, useRealtimeQuerySync } from '../../../lib/use-realtime-event';
import { bookingAlertKeys } from '../api/query-keys';

/**
 * The alerts list follows the back-office channel: a new alert refetches the list and is
 * announced; alerts raised while the connection was down are read again when it comes back.
 */
export function useBookingAlertLiveUpdates(connection: RealtimeConnection = realtime): void {
  const { t } = useTranslation('booking-alerts');
  useRealtimeQuerySync(
    BACKOFFICE_CHANNEL,
    'booking-alert.raised',
    { invalidate: () => [bookingAlertKeys.all], resync: [bookingAlertKeys.all] },
    connection,
  );
  useRealtimeEvent(
    BACKOFFICE_CHANNEL,
    'booking-alert.raised',
    (event) =>
      notifications.show({
        color: 'red',
        title: t('live.title', { reference: event.bookingReference }),
        message: event.message,
      }),
    connection,
  );
}
