import { Forbidden } from '../../../components/errors/forbidden';
import { InvoicesPage } from '../../../features/invoices/components/invoices-page';
import { usePermissions } from '../../../lib/authorization';

export default function InvoicesRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <InvoicesPage /> : <Forbidden />;
}
