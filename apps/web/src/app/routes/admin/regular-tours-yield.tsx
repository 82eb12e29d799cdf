import { Forbidden } from '../../../components/errors/forbidden';
import { YieldPage } from '../../../features/regular-tours/components/yield-page';
import { usePermissions } from '../../../lib/authorization';

export default function RegularTourYieldRoute() {
  const { can } = usePermissions();
  return can('tours.view|tours.manage') ? <YieldPage /> : <Forbidden />;
}
