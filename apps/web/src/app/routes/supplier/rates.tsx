import { Forbidden } from '../../../components/errors/forbidden';
import { SupplierRatesPage } from '../../../features/rate-proposals/components/supplier-rates-page';
import { usePermissions } from '../../../lib/authorization';

export default function SupplierRatesRoute() {
  const { can } = usePermissions();
  return can('supplier-rates.propose') ? <SupplierRatesPage /> : <Forbidden />;
}
