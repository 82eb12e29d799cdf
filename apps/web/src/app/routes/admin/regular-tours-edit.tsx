import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { TourEditPage } from '../../../features/regular-tours/components/tour-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function RegularTourEditRoute() {
  const { can } = usePermissions();
  const tourId = readIdParam(useParams().id);
  if (!can('tours.view|tours.manage')) return <Forbidden />;
  if (tourId === null) return <NotFound />;
  return <TourEditPage key={tourId} tourId={tourId} />;
}
