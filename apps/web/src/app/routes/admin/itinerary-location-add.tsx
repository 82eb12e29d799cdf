import { Forbidden } from '../../../components/errors/forbidden';
import { LocationAddPage } from '../../../features/catalogue/components/location-pages';
import { usePermissions } from '../../../lib/authorization';

export default function ItineraryLocationAddRoute() {
  const { can } = usePermissions();
  return can('catalogue.manage') ? <LocationAddPage /> : <Forbidden />;
}
