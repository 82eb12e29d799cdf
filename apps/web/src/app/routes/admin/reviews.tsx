import { Forbidden } from '../../../components/errors/forbidden';
import { ReviewsPage } from '../../../features/reviews/components/reviews-page';
import { usePermissions } from '../../../lib/authorization';

export default function ReviewsRoute() {
  const { can } = usePermissions();
  return can('reviews.manage') ? <ReviewsPage /> : <Forbidden />;
}
