import { Forbidden } from '../../../components/errors/forbidden';
import { CardPaymentsPage } from '../../../features/card-payments/components/card-payments-page';
import { usePermissions } from '../../../lib/authorization';

export default function PaymentsRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <CardPaymentsPage /> : <Forbidden />;
}
