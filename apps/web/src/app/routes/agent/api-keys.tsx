import { Forbidden } from '../../../components/errors/forbidden';
import { ApiKeysPage } from '../../../features/partner-api/components/api-keys-page';
import { usePermissions } from '../../../lib/authorization';

export default function ApiKeysRoute() {
  const { can } = usePermissions();
  return can('partner-api.manage') ? <ApiKeysPage /> : <Forbidden />;
}
