import { Forbidden } from '../../../components/errors/forbidden';
import { WebhooksPage } from '../../../features/partner-api/components/webhooks-page';
import { usePermissions } from '../../../lib/authorization';

export default function OperatorWebhooksRoute() {
  const { can } = usePermissions();
  return can('webhooks.manage') ? <WebhooksPage apiBase="/api/admin" /> : <Forbidden />;
}
