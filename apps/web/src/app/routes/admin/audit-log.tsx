import { Forbidden } from '../../../components/errors/forbidden';
import { AuditLogPage } from '../../../features/audit-log/components/audit-log-page';
import { usePermissions } from '../../../lib/authorization';

export default function AuditLogRoute() {
  const { can } = usePermissions();
  return can('audit.view') ? <AuditLogPage /> : <Forbidden />;
}
