import { Forbidden } from '../../../components/errors/forbidden';
import { UsersPage } from '../../../features/people/components/users-page';
import { usePermissions } from '../../../lib/authorization';

export default function UsersRoute() {
  const { can } = usePermissions();
  return can('people.manage') ? <UsersPage /> : <Forbidden />;
}
