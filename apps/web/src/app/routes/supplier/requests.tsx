import { SupplierRequestsPage } from '../../../features/supplier-requests/components/supplier-requests-page';

export default function SupplierRequestsRoute() {
  return <SupplierRequestsPage list="current" />;
}
