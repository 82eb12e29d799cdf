import { Forbidden } from '../../../components/errors/forbidden';
import { InsightsPage } from '../../../features/insights/components/insights-page';
import { usePermissions } from '../../../lib/authorization';

export default function InsightsRoute() {
  const { can } = usePermissions();
  return can('insights.view') ? <InsightsPage /> : <Forbidden />;
}
