import { Forbidden } from '../../../components/errors/forbidden';
import { ContentProcessPage } from '../../../features/content/components/content-process-page';
import { usePermissions } from '../../../lib/authorization';

export default function ContentProcessRoute() {
  const { can } = usePermissions();
  return can('content.manage') ? <ContentProcessPage /> : <Forbidden />;
}
