import { Forbidden } from '../../../components/errors/forbidden';
import { SupplierAddPage } from '../../../features/catalogue/components/supplier-add-page';
import { usePermissions } from '../../../lib/authorization';

export default function SupplierAddRoute() {
  const { can } = usePermissions();
  return can('catalogue.manage') ? <SupplierAddPage /> : <Forbidden />;
}
