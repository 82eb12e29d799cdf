import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { LocationEditPage } from '../../../features/catalogue/components/location-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function ItineraryLocationEditRoute() {
  const { can } = usePermissions();
  const locationId = readIdParam(useParams().id);
  if (!can('catalogue.view')) return <Forbidden />;
  if (locationId === null) return <NotFound />;
  return <LocationEditPage locationId={locationId} />;
}
