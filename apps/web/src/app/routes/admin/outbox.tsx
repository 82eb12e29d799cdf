import { Forbidden } from '../../../components/errors/forbidden';
import { OutboxPage } from '../../../features/outbox/components/outbox-page';
import { usePermissions } from '../../../lib/authorization';

export default function OutboxRoute() {
  const { can } = usePermissions();
  return can('outbox.view') ? <OutboxPage /> : <Forbidden />;
}
