import { Forbidden } from '../../../components/errors/forbidden';
import { ClientFilesPage } from '../../../features/client-files/components/client-files-page';
import { usePermissions } from '../../../lib/authorization';

export default function ClientFilesRoute() {
  const { can } = usePermissions();
  return can('files.view-all') ? <ClientFilesPage /> : <Forbidden />;
}
