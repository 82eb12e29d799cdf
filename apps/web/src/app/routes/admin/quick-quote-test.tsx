import { Forbidden } from '../../../components/errors/forbidden';
import { TestPricePage } from '../../../features/packages/components/test-price-page';
import { usePermissions } from '../../../lib/authorization';

export default function QuickQuoteTestRoute() {
  const { can } = usePermissions();
  return can('packages.manage') ? <TestPricePage /> : <Forbidden />;
}
