import { Forbidden } from '../../../components/errors/forbidden';
import { MarkupRulesSection } from '../../../features/markup-rules/components/markup-rules-section';
import { FitSettingsPage } from '../../../features/settings/components/settings-pages';
import { usePermissions } from '../../../lib/authorization';

/** FIT settings: invoice terms and reminders (settings.manage), markups (pricing-rules.manage). */
export default function FitSettingsRoute() {
  const { can } = usePermissions();
  if (!can('settings.manage')) return <Forbidden />;
  return (
    <FitSettingsPage>{can('pricing-rules.manage') ? <MarkupRulesSection /> : null}</FitSettingsPage>
  );
}
