import { Forbidden } from '../../../components/errors/forbidden';
import { AttachmentAddPage } from '../../../features/catalogue/components/attachment-pages';
import { usePermissions } from '../../../lib/authorization';

export default function AttachmentAddRoute() {
  const { can } = usePermissions();
  return can('catalogue.manage') ? <AttachmentAddPage /> : <Forbidden />;
}
