import { Forbidden } from '../../../components/errors/forbidden';
import { PackagesPage } from '../../../features/packages/components/packages-page';
import { usePermissions } from '../../../lib/authorization';

export default function QuickQuoteRoute() {
  const { can } = usePermissions();
  return can('catalogue.view') ? <PackagesPage /> : <Forbidden />;
}
