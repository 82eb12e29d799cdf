import { AreaDashboard } from '../../../features/dashboard/components/area-dashboard';

export default function AdminHomeRoute() {
  return <AreaDashboard kind="admin" />;
}
