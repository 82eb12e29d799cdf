import { Forbidden } from '../../../components/errors/forbidden';
import { AgenciesPage } from '../../../features/people/components/agencies-page';
import { usePermissions } from '../../../lib/authorization';

export default function AgentsRoute() {
  const { can } = usePermissions();
  return can('people.manage') ? <AgenciesPage /> : <Forbidden />;
}
