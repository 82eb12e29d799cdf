import {
  IconBuildingStore,
  IconChartBar,
  IconHome,
  IconMail,
  IconMapPin,
  IconRoute,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../../../components/layouts/area-shell';
import { paths } from '../../../config/paths';
import { requireArea } from '../../guards';

export const clientLoader = requireArea('admin');

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <AreaShell
      kind="admin"
      areaLabel={t('areas.admin')}
      navItems={[
        { to: paths.home('admin'), label: t('nav.home'), icon: IconHome, end: true },
        {
          to: paths.adminOutbox,
          label: t('nav.outbox'),
          icon: IconMail,
          permission: 'outbox.view',
        },
        {
          to: '/admin/notices',
          label: t('notices:nav'),
          icon: IconSpeakerphone,
          permission: 'notices.publish',
        },
        {
          to: '/admin/suppliers',
          label: t('catalogue:nav.suppliers'),
          icon: IconBuildingStore,
          permission: 'catalogue.view',
        },
        {
          to: '/admin/itinerary-locations',
          label: t('catalogue:nav.locations'),
          icon: IconMapPin,
          permission: 'catalogue.view',
        },
        {
          to: '/admin/quick-quote',
          label: t('packages:nav.quickQuote'),
          icon: IconRoute,
          permission: 'catalogue.view',
        },
        {
          to: '/admin/rate-analysis',
          label: t('rates:nav.analysis'),
          icon: IconChartBar,
          permission: 'rates.manage',
        },
        { to: paths.profile('admin'), label: t('nav.profile'), icon: IconUser },
      ]}
    >
      <Outlet />
    </AreaShell>
  );
}
