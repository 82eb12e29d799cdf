import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RealtimeConnection } from '../../../lib/realtime';
import { usePayablesLiveUpdates } from '../hooks/use-payables-live-updates';
import { ExpectedLinesTab } from './expected-lines-tab';
import { SupplierInvoicesTab } from './supplier-invoices-tab';
import { VariancesTab } from './variances-tab';

export const PAYABLES_VIEWS = ['expected', 'invoices', 'variances'] as const;
export type TPayablesView = (typeof PAYABLES_VIEWS)[number];

function readView(value: string | null): TPayablesView {
  return PAYABLES_VIEWS.find((view) => view === value) ?? 'expected';
}

/**
 * Supplier payables (`/admin/finance/payables`, finance.manage): what the suppliers are expected
 * to bill and when it falls due, the supplier invoices entered against it, and where the two
 * differ. The view and its filters are kept in the address.
 */
export function PayablesPage({ connection }: { connection?: RealtimeConnection }) {
  const { t } = useTranslation('payables');
  usePayablesLiveUpdates(connection);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.get('view'));

  const selectView = (value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('view', readView(value));
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Anchor component={Link} to="/admin/finance/payment-runs">
          {t('runs.title')}
        </Anchor>
      </Group>
      <Tabs value={view} onChange={selectView} keepMounted={false}>
        <Tabs.List>
          {PAYABLES_VIEWS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`views.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="expected" pt="md">
          <ExpectedLinesTab />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <SupplierInvoicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="variances" pt="md">
          <VariancesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
