import { Forbidden } from '../../../components/errors/forbidden';
import { SuppliersPage } from '../../../features/catalogue/components/suppliers-page';
import { usePermissions } from '../../../lib/authorization';

export default function SuppliersRoute() {
  const { can } = usePermissions();
  return can('catalogue.view') ? <SuppliersPage /> : <Forbidden />;
}
