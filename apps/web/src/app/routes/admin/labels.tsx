import { Forbidden } from '../../../components/errors/forbidden';
import { LabelsPage } from '../../../features/labels/components/labels-page';
import { usePermissions } from '../../../lib/authorization';

export default function LabelsRoute() {
  const { can } = usePermissions();
  return can('labels.manage') ? <LabelsPage /> : <Forbidden />;
}
