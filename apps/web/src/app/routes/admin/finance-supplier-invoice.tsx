import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { SupplierInvoicePage } from '../../../features/payables/components/supplier-invoice-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function FinanceSupplierInvoiceRoute() {
  const { can } = usePermissions();
  const id = readIdParam(useParams().id);
  if (!can('finance.manage')) return <Forbidden />;
  if (id === null) return <NotFound />;
  // Keyed by the invoice: another invoice's page starts afresh (its dialogs closed).
  return <SupplierInvoicePage key={id} id={id} />;
}
