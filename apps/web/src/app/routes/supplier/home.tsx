import { Stack } from '@mantine/core';
import { AreaDashboard } from '../../../features/dashboard/components/area-dashboard';
import { CurrentRequestsCard } from '../../../features/supplier-requests/components/current-requests-card';

export default function SupplierHomeRoute() {
  return (
    <Stack gap="lg">
      <AreaDashboard kind="supplier" />
      <CurrentRequestsCard />
    </Stack>
  );
}
