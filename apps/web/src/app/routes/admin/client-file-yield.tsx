import { useParams } from 'react-router';
import { ZFileReference } from '@portal/shared/contracts/files';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { FileYieldPage } from '../../../features/yield/components/file-yield-page';
import { usePermissions } from '../../../lib/authorization';

export default function ClientFileYieldRoute() {
  const { can } = usePermissions();
  const parsed = ZFileReference.safeParse(useParams().id ?? '');
  const reference = parsed.success ? parsed.data : null;
  if (!can('files.view-all')) return <Forbidden />;
  if (reference === null) return <NotFound />;
  return <FileYieldPage reference={reference} />;
}
