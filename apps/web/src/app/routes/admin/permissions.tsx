import { Forbidden } from '../../../components/errors/forbidden';
import { PermissionsPage } from '../../../features/roles/components/permissions-page';
import { usePermissions } from '../../../lib/authorization';

export default function PermissionsRoute() {
  const { can } = usePermissions();
  return can('roles.manage') ? <PermissionsPage /> : <Forbidden />;
}
