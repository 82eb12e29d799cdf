import { Forbidden } from '../../../components/errors/forbidden';
import { PrizesPage } from '../../../features/prizes/components/prizes-page';
import { usePermissions } from '../../../lib/authorization';

export default function PrizesRoute() {
  const { can } = usePermissions();
  return can('prizes.manage') ? <PrizesPage /> : <Forbidden />;
}
