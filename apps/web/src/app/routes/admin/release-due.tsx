import { Forbidden } from '../../../components/errors/forbidden';
import { ReleaseDuePage } from '../../../features/catalogue/components/release-due-page';
import { usePermissions } from '../../../lib/authorization';

export default function ReleaseDueRoute() {
  const { can } = usePermissions();
  return can('catalogue.view') ? <ReleaseDuePage /> : <Forbidden />;
}
