import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import type { TPaymentRunListItem } from '@portal/shared/contracts/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import type { RealtimeConnection } from '../../../lib/realtime';
import { usePaymentRun } from '../api/get-payment-run';
import { usePaymentRuns } from '../api/get-payment-runs';
import { usePayablesLiveUpdates } from '../hooks/use-payables-live-updates';
import { BrandFilter } from './list-filters';
import { NewPaymentRunModal } from './new-payment-run-modal';
import { RemittancesList } from './remittances-list';

const FILTERS = ['brandId'] as const;

/** An opened run's remittances, read when it is opened (the list does not carry them). */
function RunRemittances({ run }: { run: TPaymentRunListItem }) {
  const { t } = useTranslation('payables');
  const detail = usePaymentRun(run.id);
  if (detail.error) {
    return (
      <Alert color="red" role="alert">
        {detail.error.message}
      </Alert>
    );
  }
  if (!detail.data) return <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />;
  return <RemittancesList run={detail.data} />;
}

/**
 * Payment runs (`/admin/finance/payment-runs`, finance.manage): each run of approved supplier
 * invoices paid on one day, newest first, with each supplier's remittance advice; a new run is
 * made from the approved invoices due.
 */
export function PaymentRunsPage({ connection }: { connection?: RealtimeConnection }) {
  const { t, i18n } = useTranslation('payables');
  usePayablesLiveUpdates(connection);
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const list = usePaymentRuns(filters.brandId, page);
  const rows = list.data?.data ?? [];
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [isCreating, setIsCreating] = useState(false);

  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('runs.title')}</Title>
          <Text c="dimmed">{t('runs.intro')}</Text>
        </div>
        <Group gap="sm">
          <Anchor component={Link} to="/admin/finance/payables">
            {t('title')}
          </Anchor>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setIsCreating(true)}>
            {t('runs.new')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <BrandFilter value={filters.brandId} onChange={(value) => setFilter('brandId', value)} />
      </Group>
      <ListStates query={list} rowCount={rows.length} empty={t('runs.empty')}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" aria-label={t('runs.table')} aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>{t('runs.remittances')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('runs.number')}</Table.Th>
                <Table.Th>{t('columns.brand')}</Table.Th>
                <Table.Th>{t('runs.paidOn')}</Table.Th>
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
                <Table.Th ta="right">{t('runs.invoices')}</Table.Th>
                <Table.Th ta="right">{t('runs.suppliers')}</Table.Th>
                <Table.Th>{t('runs.createdBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((run) => {
                const isOpen = opened.has(run.id);
                return (
                  <Fragment key={run.id}>
                    <Table.Tr>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          aria-expanded={isOpen}
                          aria-label={t('runs.showRemittances', { number: run.number })}
                          onClick={() => toggle(run.id)}
                        >
                          {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{run.number}</Table.Td>
                      <Table.Td>{run.brandCode}</Table.Td>
                      <Table.Td>{formatDayMonthYear(run.paidOn, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(run.totalCents, run.currency)}</Table.Td>
                      <Table.Td ta="right">{run.invoiceCount}</Table.Td>
                      <Table.Td ta="right">{run.supplierCount}</Table.Td>
                      <Table.Td>{run.createdByName ?? '—'}</Table.Td>
                    </Table.Tr>
                    {isOpen ? (
                      <Table.Tr>
                        <Table.Td colSpan={8}>
                          <RunRemittances run={run} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      <Pagination pagination={list.data} onPageChange={setPage} disabled={list.isFetching} />
      {isCreating ? <NewPaymentRunModal onClose={() => setIsCreating(false)} /> : null}
    </Stack>
  );
}
