import { useParams } from 'react-router';
import { ZFileReference } from '@portal/shared/contracts/files';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { FileInvoicesPage } from '../../../features/file-invoices/components/file-invoices-page';
import { usePermissions } from '../../../lib/authorization';

export default function ClientFileInvoicesRoute() {
  const { can } = usePermissions();
  const parsed = ZFileReference.safeParse(useParams().id ?? '');
  const reference = parsed.success ? parsed.data : null;
  if (!can('files.view-all')) return <Forbidden />;
  if (reference === null) return <NotFound />;
  return <FileInvoicesPage reference={reference} />;
}
