import { Forbidden } from '../../../components/errors/forbidden';
import { RateProposalsAdminPage } from '../../../features/rate-proposals/components/rate-proposals-admin-page';
import { usePermissions } from '../../../lib/authorization';

export default function RateProposalsRoute() {
  const { can } = usePermissions();
  return can('rate-proposals.review') ? <RateProposalsAdminPage /> : <Forbidden />;
}
