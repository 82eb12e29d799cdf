import { Forbidden } from '../../../components/errors/forbidden';
import { DebtorsPage } from '../../../features/finance-reports/components/debtors-page';
import { usePermissions } from '../../../lib/authorization';

export default function FinanceDebtorsRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <DebtorsPage /> : <Forbidden />;
}
