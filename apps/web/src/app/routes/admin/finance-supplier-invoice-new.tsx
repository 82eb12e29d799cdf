import { Forbidden } from '../../../components/errors/forbidden';
import { SupplierInvoiceFormPage } from '../../../features/payables/components/supplier-invoice-form-page';
import { usePermissions } from '../../../lib/authorization';

export default function FinanceSupplierInvoiceNewRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <SupplierInvoiceFormPage /> : <Forbidden />;
}
