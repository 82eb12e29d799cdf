import { Forbidden } from '../../../components/errors/forbidden';
import { FitTrackerPage } from '../../../features/fit-tracker/components/fit-tracker-page';
import { usePermissions } from '../../../lib/authorization';

export default function FitFinalisationTrackerRoute() {
  const { can } = usePermissions();
  return can('files.view-all') ? <FitTrackerPage /> : <Forbidden />;
}
