import { Forbidden } from '../../../components/errors/forbidden';
import { AdminSupplierRequestsPage } from '../../../features/supplier-requests/components/admin-supplier-requests-page';
import { usePermissions } from '../../../lib/authorization';

export default function AdminSupplierRequestsRoute() {
  const { can } = usePermissions();
  return can('files.view-all') ? <AdminSupplierRequestsPage /> : <Forbidden />;
}
