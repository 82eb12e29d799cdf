import { Forbidden } from '../../../components/errors/forbidden';
import { ToursPage } from '../../../features/regular-tours/components/tours-page';
import { usePermissions } from '../../../lib/authorization';

export default function RegularToursRoute() {
  const { can } = usePermissions();
  return can('tours.view|tours.manage') ? <ToursPage /> : <Forbidden />;
}
