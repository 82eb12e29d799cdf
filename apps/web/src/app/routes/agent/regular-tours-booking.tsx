import { Forbidden } from '../../../components/errors/forbidden';
import { TourBookingPage } from '../../../features/regular-tours/components/tour-booking-page';
import { usePermissions } from '../../../lib/authorization';

export default function RegularToursBookingRoute() {
  const { can } = usePermissions();
  return can('quotes.price') ? <TourBookingPage /> : <Forbidden />;
}
