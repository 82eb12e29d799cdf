import { Forbidden } from '../../../components/errors/forbidden';
import { PaymentRunsPage } from '../../../features/payables/components/payment-runs-page';
import { usePermissions } from '../../../lib/authorization';

export default function FinancePaymentRunsRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <PaymentRunsPage /> : <Forbidden />;
}
