import { Forbidden } from '../../../components/errors/forbidden';
import { PayablesPage } from '../../../features/payables/components/payables-page';
import { usePermissions } from '../../../lib/authorization';

export default function FinancePayablesRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <PayablesPage /> : <Forbidden />;
}
