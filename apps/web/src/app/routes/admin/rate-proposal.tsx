import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { RateProposalReviewPage } from '../../../features/rate-proposals/components/rate-proposal-review-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function RateProposalRoute() {
  const { can } = usePermissions();
  const id = readIdParam(useParams().id);
  if (!can('rate-proposals.review')) return <Forbidden />;
  if (id === null) return <NotFound />;
  return <RateProposalReviewPage key={id} id={id} />;
}
