import { Forbidden } from '../../../components/errors/forbidden';
import { AgencyAddPage } from '../../../features/people/components/agency-add-page';
import { usePermissions } from '../../../lib/authorization';

export default function AgentAddRoute() {
  const { can } = usePermissions();
  return can('people.manage') ? <AgencyAddPage /> : <Forbidden />;
}
