import { Forbidden } from '../../../components/errors/forbidden';
import { AgencyUsersPage } from '../../../features/agency-users/components/agency-users-page';
import { usePermissions } from '../../../lib/authorization';

export default function AgencyUsersRoute() {
  const { can } = usePermissions();
  return can('agency-users.manage') ? <AgencyUsersPage /> : <Forbidden />;
}
