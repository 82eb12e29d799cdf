import { Forbidden } from '../../../components/errors/forbidden';
import { ContentAssessmentPage } from '../../../features/content/components/content-assessment-page';
import { usePermissions } from '../../../lib/authorization';

export default function ContentAssessmentRoute() {
  const { can } = usePermissions();
  return can('content.manage') ? <ContentAssessmentPage /> : <Forbidden />;
}
