import {
  IconBus,
  IconCalculator,
  IconReceipt,
  IconFolders,
  IconHome,
  IconKey,
  IconSearch,
  IconUser,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../../../components/layouts/area-shell';
import type { TToolGroup } from '../../../components/layouts/tools-menu';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/settings';
import { requireArea } from '../../guards';

export const clientLoader = requireArea('agent');

export default function AgentLayout() {
  const { t } = useTranslation();
  // The links come from the settings (key `tools`); an empty group is not shown, so with none
  // set the menu offers only Logout.
  const tools = useSettings().settings?.env.tools;
  const toolGroups: TToolGroup[] = [
    { label: t('tools.ourTools'), links: tools?.ourTools ?? [] },
    { label: t('tools.planningSystem'), links: tools?.planningSystem ?? [] },
    { label: t('tools.documentation'), links: tools?.documentation ?? [] },
  ];
  return (
    <AreaShell
      kind="agent"
      areaLabel={t('areas.agent')}
      toolGroups={toolGroups}
      navItems={[
        { to: paths.home('agent'), label: t('nav.home'), icon: IconHome, end: true },
        {
          to: '/app/quick-quote',
          label: t('nav.quickQuote', { ns: 'quick-quote' }),
          icon: IconCalculator,
          permission: 'quotes.price',
        },
        {
          to: '/app/regular-tours-booking',
          label: t('nav.agent', { ns: 'regular-tours' }),
          icon: IconBus,
          permission: 'quotes.price',
        },
        {
          to: '/app/list-bookings',
          label: t('nav.myFiles', { ns: 'files' }),
          icon: IconFolders,
          permission: 'files.view',
        },
        {
          to: '/app/product-search',
          label: t('nav.productSearch', { ns: 'product-search' }),
          icon: IconSearch,
        },
        {
          to: '/app/users',
          label: t('nav.users', { ns: 'agency-users' }),
          icon: IconUsers,
          permission: 'agency-users.manage',
        },
        {
          to: '/app/api-keys',
          label: t('nav.apiKeys', { ns: 'partner-api' }),
          icon: IconKey,
          permission: 'partner-api.manage',
        },
        {
          to: '/app/webhooks',
          label: t('nav.webhooks', { ns: 'partner-api' }),
          icon: IconWebhook,
          permission: 'partner-api.manage',
        },
        {
          to: '/app/account',
          label: t('nav.account', { ns: 'account' }),
          icon: IconReceipt,
          permission: 'files.view',
        },
        { to: paths.profile('agent'), label: t('nav.profile'), icon: IconUser },
      ]}
    >
      <Outlet />
    </AreaShell>
  );
}
