import { Forbidden } from '../../../components/errors/forbidden';
import { GuidePage } from '../../../features/guide/components/guide-page';
import { usePermissions } from '../../../lib/authorization';

export default function GuideRoute() {
  const { can } = usePermissions();
  return can('guide.view') ? <GuidePage /> : <Forbidden />;
}
