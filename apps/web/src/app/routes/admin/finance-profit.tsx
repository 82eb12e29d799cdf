import { Forbidden } from '../../../components/errors/forbidden';
import { ProfitPage } from '../../../features/finance-reports/components/profit-page';
import { usePermissions } from '../../../lib/authorization';

export default function FinanceProfitRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <ProfitPage /> : <Forbidden />;
}
