import { AreaDashboard } from '../../../features/dashboard/components/area-dashboard';

export default function AgentHomeRoute() {
  return <AreaDashboard kind="agent" />;
}
