import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { RoleEditPage } from '../../../features/roles/components/role-edit-page';
import { usePermissions } from '../../../lib/authorization';

/** /admin/roles/add (no id) and /admin/roles/edit/:id. */
export default function RoleEditRoute() {
  const { can } = usePermissions();
  const { id } = useParams();
  const roleId = id === undefined ? null : Number(id);
  if (!can('roles.manage')) return <Forbidden />;
  if (roleId !== null && !(Number.isInteger(roleId) && roleId > 0)) return <Forbidden />;
  return <RoleEditPage key={roleId ?? 'new'} id={roleId} />;
}
