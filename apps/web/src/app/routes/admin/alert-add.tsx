import { Forbidden } from '../../../components/errors/forbidden';
import { ItineraryAlertAddPage } from '../../../features/itinerary-alerts/components/itinerary-alert-pages';
import { usePermissions } from '../../../lib/authorization';

export default function ItineraryAlertAddRoute() {
  const { can } = usePermissions();
  return can('itinerary-alerts.manage') ? <ItineraryAlertAddPage /> : <Forbidden />;
}
