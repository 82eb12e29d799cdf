import { Forbidden } from '../../../components/errors/forbidden';
import { TourAddPage } from '../../../features/regular-tours/components/tour-pages';
import { usePermissions } from '../../../lib/authorization';

export default function RegularTourAddRoute() {
  const { can } = usePermissions();
  return can('tours.manage') ? <TourAddPage /> : <Forbidden />;
}
