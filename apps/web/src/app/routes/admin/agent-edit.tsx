import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { AgencyEditPage } from '../../../features/people/components/agency-edit-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function AgentEditRoute() {
  const { can } = usePermissions();
  const agencyId = readIdParam(useParams().id);
  if (!can('people.manage')) return <Forbidden />;
  if (agencyId === null) return <NotFound />;
  return <AgencyEditPage key={agencyId} agencyId={agencyId} />;
}
