import { Forbidden } from '../../../components/errors/forbidden';
import { RolesPage } from '../../../features/roles/components/roles-page';
import { usePermissions } from '../../../lib/authorization';

export default function RolesRoute() {
  const { can } = usePermissions();
  return can('roles.manage') ? <RolesPage /> : <Forbidden />;
}
