import { Forbidden } from '../../../components/errors/forbidden';
import { AttachmentsPage } from '../../../features/catalogue/components/attachment-pages';
import { usePermissions } from '../../../lib/authorization';

export default function AttachmentsRoute() {
  const { can } = usePermissions();
  return can('catalogue.view') ? <AttachmentsPage /> : <Forbidden />;
}
