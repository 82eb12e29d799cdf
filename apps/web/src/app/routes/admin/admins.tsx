import { Forbidden } from '../../../components/errors/forbidden';
import { AdminsPage } from '../../../features/people/components/admins-page';
import { usePermissions } from '../../../lib/authorization';

export default function AdminsRoute() {
  const { can } = usePermissions();
  return can('people.manage') ? <AdminsPage /> : <Forbidden />;
}
