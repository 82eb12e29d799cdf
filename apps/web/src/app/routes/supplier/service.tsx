import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { ConfirmServicePage } from '../../../features/supplier-requests/components/confirm-service-page';
import { useSupplierRequestsLiveUpdates } from '../../../features/supplier-requests/hooks/use-supplier-requests-live-updates';

/** Confirm Service in the supplier app: the signed-in supplier's own request, by id. */
export default function SupplierServiceRoute() {
  const { id } = useParams();
  useSupplierRequestsLiveUpdates();
  const requestId = Number(id);
  if (!Number.isInteger(requestId) || requestId <= 0) return <NotFound />;
  return <ConfirmServicePage key={requestId} source={{ kind: 'app', id: requestId }} />;
}
