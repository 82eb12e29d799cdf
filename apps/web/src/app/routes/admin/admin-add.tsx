import { Forbidden } from '../../../components/errors/forbidden';
import { AdminAddPage } from '../../../features/people/components/admin-add-page';
import { usePermissions } from '../../../lib/authorization';

export default function AdminAddRoute() {
  const { can } = usePermissions();
  return can('people.manage') ? <AdminAddPage /> : <Forbidden />;
}
