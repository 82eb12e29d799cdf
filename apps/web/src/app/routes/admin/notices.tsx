import { Forbidden } from '../../../components/errors/forbidden';
import { NoticesPage } from '../../../features/notices/components/notices-page';
import { usePermissions } from '../../../lib/authorization';

export default function NoticesRoute() {
  const { can } = usePermissions();
  return can('notices.publish') ? <NoticesPage /> : <Forbidden />;
}
