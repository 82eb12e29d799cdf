import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { ItineraryAlertEditPage } from '../../../features/itinerary-alerts/components/itinerary-alert-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function ItineraryAlertEditRoute() {
  const { can } = usePermissions();
  const alertId = readIdParam(useParams().id);
  if (!can('itinerary-alerts.manage')) return <Forbidden />;
  if (alertId === null) return <NotFound />;
  return <ItineraryAlertEditPage alertId={alertId} />;
}
