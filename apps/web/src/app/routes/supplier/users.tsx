import { Forbidden } from '../../../components/errors/forbidden';
import { SupplierUsersPage } from '../../../features/supplier-users/components/supplier-users-page';
import { usePermissions } from '../../../lib/authorization';

export default function SupplierUsersRoute() {
  const { can } = usePermissions();
  return can('supplier-users.manage') ? <SupplierUsersPage /> : <Forbidden />;
}
