import { AreaDashboard } from '../../../features/dashboard/components/area-dashboard';

export default function SupplierHomeRoute() {
  return <AreaDashboard kind="supplier" />;
}
