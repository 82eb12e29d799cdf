import { Forbidden } from '../../../components/errors/forbidden';
import { PackageAddPage } from '../../../features/packages/components/package-pages';
import { usePermissions } from '../../../lib/authorization';

export default function QuickQuoteAddRoute() {
  const { can } = usePermissions();
  return can('packages.manage') ? <PackageAddPage /> : <Forbidden />;
}
