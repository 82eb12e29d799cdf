import { Forbidden } from '../../../components/errors/forbidden';
import { LocationsPage } from '../../../features/catalogue/components/locations-page';
import { usePermissions } from '../../../lib/authorization';

export default function ItineraryLocationsRoute() {
  const { can } = usePermissions();
  return can('catalogue.view') ? <LocationsPage /> : <Forbidden />;
}
