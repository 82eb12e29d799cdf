import { Forbidden } from '../../../components/errors/forbidden';
import { WebhooksPage } from '../../../features/partner-api/components/webhooks-page';
import { usePermissions } from '../../../lib/authorization';

export default function AgencyWebhooksRoute() {
  const { can } = usePermissions();
  return can('partner-api.manage') ? <WebhooksPage apiBase="/api/app" /> : <Forbidden />;
}
