import { IconHome, IconUser } from '@tabler/icons-react';
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
        { to: paths.profile('supplier'), label: t('nav.profile'), icon: IconUser },
      ]}
    >
      <Outlet />
    </AreaShell>
  );
}
