import { SupplierRequestsPage } from '../../../features/supplier-requests/components/supplier-requests-page';

export default function SupplierCancelledRoute() {
  return <SupplierRequestsPage list="cancelled" />;
}
