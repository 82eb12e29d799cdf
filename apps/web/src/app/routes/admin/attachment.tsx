import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { AttachmentPage } from '../../../features/catalogue/components/attachment-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function AttachmentRoute() {
  const { can } = usePermissions();
  const attachmentId = readIdParam(useParams().id);
  if (!can('catalogue.view')) return <Forbidden />;
  if (attachmentId === null) return <NotFound />;
  return <AttachmentPage key={attachmentId} attachmentId={attachmentId} />;
}
