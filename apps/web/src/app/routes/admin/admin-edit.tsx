import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { AdminEditPage } from '../../../features/people/components/admin-edit-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function AdminEditRoute() {
  const { can } = usePermissions();
  const adminId = readIdParam(useParams().id);
  if (!can('people.manage')) return <Forbidden />;
  if (adminId === null) return <NotFound />;
  return <AdminEditPage key={adminId} adminId={adminId} />;
}
