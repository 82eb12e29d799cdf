import { Stack } from '@mantine/core';
import { AdminWork } from '../../../features/dashboard/components/admin-work';
import { AreaDashboard } from '../../../features/dashboard/components/area-dashboard';

export default function AdminHomeRoute() {
  return (
    <Stack gap="xl">
      <AreaDashboard kind="admin" />
      <AdminWork />
    </Stack>
  );
}
