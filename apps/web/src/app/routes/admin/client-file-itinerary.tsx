import { useParams } from 'react-router';
import { ZFileReference } from '@portal/shared/contracts/files';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { ItineraryPage } from '../../../features/itinerary-editor/components/itinerary-page';
import { usePermissions } from '../../../lib/authorization';

export default function ClientFileItineraryRoute() {
  const { can } = usePermissions();
  const parsed = ZFileReference.safeParse(useParams().id ?? '');
  const reference = parsed.success ? parsed.data : null;
  if (!can('files.view-all')) return <Forbidden />;
  if (reference === null) return <NotFound />;
  return <ItineraryPage reference={reference} />;
}
