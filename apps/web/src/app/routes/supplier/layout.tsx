import {
  IconCalendarDollar,
  IconCircleCheck,
  IconCircleX,
  IconHome,
  IconInbox,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../../../components/layouts/area-shell';
import { paths } from '../../../config/paths';
import { requireArea } from '../../guards';

export const clientLoader = requireArea('supplier');

export default function SupplierLayout() {
  const { t } = useTranslation();
  return (
    <AreaShell
      kind="supplier"
      areaLabel={t('areas.supplier')}
      navItems={[
        { to: paths.home('supplier'), label: t('nav.home'), icon: IconHome, end: true },
        {
          to: '/supplier-app/requests',
          label: t('supplier-requests:nav.current'),
          icon: IconInbox,
        },
        {
          to: '/supplier-app/confirmed',
          label: t('supplier-requests:nav.confirmed'),
          icon: IconCircleCheck,
        },
        {
          to: '/supplier-app/cancelled',
          label: t('supplier-requests:nav.cancelled'),
          icon: IconCircleX,
        },
        {
          to: '/supplier-app/rates',
          label: t('rate-proposals:nav.supplier'),
          icon: IconCalendarDollar,
          permission: 'supplier-rates.propose',
        },
        {
          to: '/supplier-app/users',
          label: t('supplier-users:nav.users'),
          icon: IconUsers,
          permission: 'supplier-users.manage',
        },
        { to: paths.profile('supplier'), label: t('nav.profile'), icon: IconUser },
      ]}
    >
      <Outlet />
    </AreaShell>
  );
}
