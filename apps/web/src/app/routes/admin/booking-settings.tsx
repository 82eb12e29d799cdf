import { Forbidden } from '../../../components/errors/forbidden';
import { BookingSettingsPage } from '../../../features/settings/components/settings-pages';
import { usePermissions } from '../../../lib/authorization';

export default function BookingSettingsRoute() {
  const { can } = usePermissions();
  return can('settings.manage') ? <BookingSettingsPage /> : <Forbidden />;
}
