import { Forbidden } from '../../../components/errors/forbidden';
import { ItineraryAlertsPage } from '../../../features/itinerary-alerts/components/itinerary-alerts-page';
import { usePermissions } from '../../../lib/authorization';

export default function ItineraryAlertsRoute() {
  const { can } = usePermissions();
  return can('itinerary-alerts.manage') ? <ItineraryAlertsPage /> : <Forbidden />;
}
