import { Forbidden } from '../../../components/errors/forbidden';
import { GstReturnPage } from '../../../features/accounting/components/gst-return-page';
import { usePermissions } from '../../../lib/authorization';

export default function GstReturnRoute() {
  const { can } = usePermissions();
  return can('finance.manage') ? <GstReturnPage /> : <Forbidden />;
}
