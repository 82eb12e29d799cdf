import { SupplierRequestsPage } from '../../../features/supplier-requests/components/supplier-requests-page';

export default function SupplierConfirmedRoute() {
  return <SupplierRequestsPage list="confirmed" />;
}
