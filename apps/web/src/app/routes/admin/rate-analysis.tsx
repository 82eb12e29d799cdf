import { Forbidden } from '../../../components/errors/forbidden';
import { RateAnalysisPage } from '../../../features/rate-analysis/components/rate-analysis-page';
import { usePermissions } from '../../../lib/authorization';

export default function RateAnalysisRoute() {
  const { can } = usePermissions();
  return can('rates.manage') ? <RateAnalysisPage /> : <Forbidden />;
}
