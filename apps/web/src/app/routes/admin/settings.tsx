import { Forbidden } from '../../../components/errors/forbidden';
import { EnvironmentSettingsPage } from '../../../features/settings/components/settings-pages';
import { usePermissions } from '../../../lib/authorization';

export default function EnvironmentSettingsRoute() {
  const { can } = usePermissions();
  return can('settings.manage') ? <EnvironmentSettingsPage /> : <Forbidden />;
}
