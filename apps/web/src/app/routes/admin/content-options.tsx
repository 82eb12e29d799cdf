import { Forbidden } from '../../../components/errors/forbidden';
import { ContentOptionsPage } from '../../../features/content/components/content-options-page';
import { usePermissions } from '../../../lib/authorization';

export default function ContentOptionsRoute() {
  const { can } = usePermissions();
  return can('content.manage') ? <ContentOptionsPage /> : <Forbidden />;
}
