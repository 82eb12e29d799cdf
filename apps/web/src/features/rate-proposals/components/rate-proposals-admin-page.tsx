import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/authorization';
import { useAllSuppliers } from '../../../lib/catalogue-lookups';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useRateProposalLiveUpdates } from '../hooks/use-rate-proposal-live-updates';
import { RateProposalsTable } from './rate-proposals-table';

/** The back office's review queue (/admin/rate-proposals): every supplier's proposals. */
export function RateProposalsAdminPage({ connection }: { connection?: RealtimeConnection }) {
  const { t } = useTranslation('rate-proposals');
  const { can } = usePermissions();
  const suppliers = useAllSuppliers(can('catalogue.view'));
  useRateProposalLiveUpdates('admin', connection);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
      </div>
      <RateProposalsTable area="admin" suppliers={suppliers.data ?? []} />
    </Stack>
  );
}
