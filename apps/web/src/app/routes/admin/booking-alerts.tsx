import { Forbidden } from '../../../components/errors/forbidden';
import { BookingAlertsPage } from '../../../features/booking-alerts/components/booking-alerts-page';
import { usePermissions } from '../../../lib/authorization';

export default function BookingAlertsRoute() {
  const { can } = usePermissions();
  return can('files.view-all') ? <BookingAlertsPage /> : <Forbidden />;
}
