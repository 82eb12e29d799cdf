import { Forbidden } from '../../../components/errors/forbidden';
import { AddCardPaymentPage } from '../../../features/card-payments/components/add-card-payment-page';
import { usePermissions } from '../../../lib/authorization';

export default function PaymentAddRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <AddCardPaymentPage /> : <Forbidden />;
}
