import { IconHome, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../../../components/layouts/area-shell';
import type { TToolGroup } from '../../../components/layouts/tools-menu';
import { paths } from '../../../config/paths';
import { requireArea } from '../../guards';

export const clientLoader = requireArea('agent');

export default function AgentLayout() {
  const { t } = useTranslation();
  // The settings contract carries no tool links yet, so every group is empty and the menu offers
  // only Logout; a group appears as soon as it has links.
  const toolGroups: TToolGroup[] = [
    { label: t('tools.ourTools'), links: [] },
    { label: t('tools.planningSystem'), links: [] },
    { label: t('tools.documentation'), links: [] },
  ];
  return (
    <AreaShell
      kind="agent"
      areaLabel={t('areas.agent')}
      toolGroups={toolGroups}
      navItems={[
        { to: paths.home('agent'), label: t('nav.home'), icon: IconHome, end: true },
        { to: paths.profile('agent'), label: t('nav.profile'), icon: IconUser },
      ]}
    >
      <Outlet />
    </AreaShell>
  );
}
