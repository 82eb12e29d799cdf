import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { EditCardPaymentPage } from '../../../features/card-payments/components/edit-card-payment-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function PaymentEditRoute() {
  const { can } = usePermissions();
  const id = readIdParam(useParams().id);
  if (!can('finance.manage')) return <Forbidden />;
  if (id === null) return <NotFound />;
  return <EditCardPaymentPage id={id} />;
}
