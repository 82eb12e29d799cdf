import { Forbidden } from '../../../components/errors/forbidden';
import { ClientFileAddPage } from '../../../features/client-files/components/client-file-add-page';
import { usePermissions } from '../../../lib/authorization';

export default function ClientFileAddRoute() {
  const { can } = usePermissions();
  return can('files.manage-all') ? <ClientFileAddPage /> : <Forbidden />;
}
